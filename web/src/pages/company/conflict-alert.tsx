import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { de } from '../../i18n/de';

/** A version conflict (409): the catalogue message and a button that loads the current data. */
export const ConflictAlert = ({ message, onReload }: { message: string; onReload: () => void }) => (
  <Alert
    type="warning"
    data-testid="conflict-alert"
    action={
      <Button formAction="none" onClick={onReload} data-testid="conflict-reload">
        {de.common.reload}
      </Button>
    }
  >
    {message}
  </Alert>
);
