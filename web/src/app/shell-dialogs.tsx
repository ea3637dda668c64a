import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import './shell-dialogs.css';
import { de } from '../i18n/de';
import { EndWorkdayDialog } from './end-workday-dialog';
import type { RunningActivity } from './running-activity';

const reload = () => window.location.reload();
/** Blocking dialogs cannot be closed: Escape and the overlay do nothing, the close button is hidden (CSS). */
const stay = () => undefined;
const BLOCKING = 'lw-blocking-dialog';

type LogoutProps = {
  visible: boolean;
  runningActivity: RunningActivity | null;
  onClose: () => void;
  onSignOut: () => Promise<void>;
};

/**
 * application.md §4 'Logout dialogs': with a running activity 'Arbeitstag beenden' (end-workday-dialog.tsx);
 * otherwise the confirm 'Willst du dich wirklich abmelden?'.
 */
export const LogoutDialog = ({ visible, runningActivity, onClose, onSignOut }: LogoutProps) => {
  const [busy, setBusy] = useState(false);
  if (runningActivity) {
    return (
      <EndWorkdayDialog visible={visible} runningActivity={runningActivity} onClose={onClose} onSignOut={onSignOut} />
    );
  }

  const signOut = async () => {
    setBusy(true);
    try {
      await onSignOut();
    } catch {
      // Still signed in: the dialog stays open and may be confirmed again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      visible={visible}
      onDismiss={onClose}
      header={de.nav.logout}
      data-testid="logout-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} data-testid="logout-cancel">
              {de.nav.no}
            </Button>
            <Button variant="primary" onClick={() => void signOut()} loading={busy} data-testid="logout-confirm">
              {de.nav.yes}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {de.nav.logoutConfirm}
    </Modal>
  );
};

/** application.md §4 'Role of the user': a changed role blocks the app until it restarts. */
export const RoleChangedDialog = ({ visible }: { visible: boolean }) => (
  <Modal
    visible={visible}
    onDismiss={stay}
    closeAriaLabel={BLOCKING}
    header={de.shell.roleChanged}
    data-testid="role-changed-dialog"
    footer={
      <Box float="right">
        <Button variant="primary" onClick={reload} data-testid="role-changed-restart">
          {de.shell.restart}
        </Button>
      </Box>
    }
  >
    {de.shell.roleChangedText}
  </Modal>
);

/** application.md §4 'Version banner': below minimumSupportedVersion the app blocks until reloaded. */
export const OutdatedVersionDialog = ({ visible }: { visible: boolean }) => (
  <Modal
    visible={visible}
    onDismiss={stay}
    closeAriaLabel={BLOCKING}
    header={de.shell.outdatedVersion}
    data-testid="outdated-version-dialog"
    footer={
      <Box float="right">
        <Button variant="primary" onClick={reload}>
          {de.shell.reload}
        </Button>
      </Box>
    }
  >
    {de.shell.outdatedVersionText}
  </Modal>
);
