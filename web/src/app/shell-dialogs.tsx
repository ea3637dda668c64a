import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import './shell-dialogs.css';
import { errorText } from '../api/api-error';
import { WorkNoteField } from '../components/work-note-field';
import { de } from '../i18n/de';
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
 * application.md §4 'Logout dialogs': with a running activity 'Arbeitstag beenden' offers 'Beenden und
 * Abmelden' (stop, then log out) or 'Abmelden'; otherwise the confirm 'Willst du dich wirklich abmelden?'.
 * When ending the activity needs a note (§4 'Internal work'), the dialog asks for it; if ending fails, the
 * person stays signed in and sees why.
 */
export const LogoutDialog = ({ visible, runningActivity, onClose, onSignOut }: LogoutProps) => {
  const [busy, setBusy] = useState<'stop' | 'logout' | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');
  const [stopError, setStopError] = useState('');
  const signOut = async (stopFirst: boolean) => {
    if (stopFirst && runningActivity?.needsNote && note.trim() === '') {
      setNoteError(de.work.noteRequired);
      return;
    }
    setBusy(stopFirst ? 'stop' : 'logout');
    setStopError('');
    try {
      if (stopFirst && runningActivity?.stop) await runningActivity.stop(note);
      await onSignOut();
    } catch (error) {
      setStopError(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  if (runningActivity) {
    return (
      <Modal
        visible={visible}
        onDismiss={onClose}
        header={de.nav.endWorkday}
        data-testid="logout-dialog"
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={onClose} disabled={busy !== null}>
                {de.nav.cancel}
              </Button>
              <Button
                onClick={() => void signOut(false)}
                loading={busy === 'logout'}
                disabled={busy === 'stop'}
                data-testid="logout-only"
              >
                {de.nav.logout}
              </Button>
              {runningActivity.stop && (
                <Button
                  variant="primary"
                  onClick={() => void signOut(true)}
                  loading={busy === 'stop'}
                  disabled={busy === 'logout'}
                  data-testid="logout-end-workday"
                >
                  {de.nav.endAndLogOut}
                </Button>
              )}
            </SpaceBetween>
          </Box>
        }
      >
        <SpaceBetween size="m">
          <Box>{de.nav.endWorkdayQuestion}</Box>
          <Box variant="strong" data-testid="logout-running-activity">
            {runningActivity.label}
          </Box>
          {!runningActivity.stop && <Box>{de.work.orderEndsInWizard}</Box>}
          {runningActivity.needsNote && (
            <WorkNoteField
              value={note}
              onChange={(value) => {
                setNote(value);
                setNoteError('');
              }}
              error={noteError}
              required
              testId="logout-note"
            />
          )}
          {stopError && (
            <Alert type="error" data-testid="logout-error">
              {stopError}
            </Alert>
          )}
        </SpaceBetween>
      </Modal>
    );
  }

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
            <Button
              variant="primary"
              onClick={() => void signOut(false)}
              loading={busy !== null}
              data-testid="logout-confirm"
            >
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
