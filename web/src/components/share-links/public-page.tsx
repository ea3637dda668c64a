import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { ReactNode } from 'react';
import { errorText } from '../../api/api-error';
import { de } from '../../i18n/de';

/**
 * The frame of a page a shared link opens: no sign-in, no shell; the app's name, a spinner while loading,
 * and the one German text of a dead link (or another failure) instead of the content.
 */
export const PublicPage = ({
  loading,
  error,
  errorTestId,
  children,
}: {
  loading: boolean;
  error: unknown;
  errorTestId: string;
  children: ReactNode;
}) => (
  <main style={{ maxWidth: 960, margin: '0 auto', padding: '24px 16px' }}>
    <SpaceBetween size="l">
      <Box variant="h2" tagOverride="p">
        {de.appName}
      </Box>
      {loading && <Spinner size="large" />}
      {error ? (
        <Alert type="warning" data-testid={errorTestId}>
          {errorText(error)}
        </Alert>
      ) : null}
      {children}
    </SpaceBetween>
  </main>
);
