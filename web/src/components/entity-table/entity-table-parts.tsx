import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { EntityEmptyState } from './types';

/** The 'no items' and 'no match' states inside the table or the cards. */
export const StateBox = ({ title, text, action, testId }: EntityEmptyState & { testId: string }) => (
  <Box textAlign="center" color="inherit" data-testid={testId}>
    <SpaceBetween size="xs">
      <Box variant="strong">{title}</Box>
      <Box variant="p" color="inherit">
        {text}
      </Box>
      {action}
    </SpaceBetween>
  </Box>
);
