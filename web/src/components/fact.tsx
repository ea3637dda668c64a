import Box from '@cloudscape-design/components/box';
import type { ReactNode } from 'react';
import { de } from '../i18n/de';

/** One labelled value of a details page (order, rental, chain); an empty value shows the common dash. */
export const Fact = ({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) => (
  <div>
    <Box variant="awsui-key-label">{label}</Box>
    <div data-testid={testId}>{children || de.common.empty}</div>
  </div>
);
