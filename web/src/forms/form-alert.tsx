import Alert from '@cloudscape-design/components/alert';

/**
 * A form's own error above its fields (the server's answer, or a rule about several fields), marked
 * `data-form-error` so that a failed submit without a field error scrolls to it (first-error.ts).
 */
export const FormAlert = ({ message, testId }: { message: string | null | undefined; testId?: string }) =>
  message ? (
    <div data-form-error>
      <Alert type="error" data-testid={testId}>
        {message}
      </Alert>
    </div>
  ) : null;
