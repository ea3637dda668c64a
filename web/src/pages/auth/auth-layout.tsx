import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { runtimeConfig } from '../../app/runtime-config';
import { de } from '../../i18n/de';

/** The frame of login and the other auth pages: no header, a narrow centred column, a footer. */
export const AuthLayout = ({ children }: { children: ReactNode }) => {
  const config = runtimeConfig();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', justifyContent: 'center', padding: '48px 16px' }}>
      <div style={{ width: '100%', maxWidth: 440 }}>
        <SpaceBetween size="l">
          <Box variant="h1" textAlign="center">
            {de.appName}
          </Box>
          {children}
          {config.stage === 'local' && config.mailViewerUrl && (
            <Box textAlign="center" color="text-body-secondary" fontSize="body-s">
              <Link href={config.mailViewerUrl} external data-testid="mail-viewer-link">
                {de.nav.mailViewer}
              </Link>
            </Box>
          )}
        </SpaceBetween>
      </div>
    </div>
  );
};
