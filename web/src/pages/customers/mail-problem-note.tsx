import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { mailProblemText, type TMailProblem } from '../../../../schemas/mail';

/**
 * What the mail service learnt about a contact's address (a bounce or complaint, services.md §8), shown at
 * the contact: 'Email-Adresse unzustellbar: <catalogue text>'. Nothing when the last delivery went well.
 */
export const MailProblemNote = ({ problem, testId }: { problem: TMailProblem | null | undefined; testId: string }) =>
  problem ? (
    <StatusIndicator type="warning" data-testid={testId}>
      {mailProblemText(problem)}
    </StatusIndicator>
  ) : null;
