import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { ZStopActivity } from '../../../schemas/api/work';
import { stopInternalWorkInput } from '../../../schemas/work/internal-work';
import { ApiError, errorText } from '../api/api-error';
import { WorkNoteField, type WorkNoteValues } from '../components/work-note-field';
import { FormAlert } from '../forms/form-alert';
import { showServerIssues, submitWith, useSchemaForm } from '../forms/schema-form';
import { de } from '../i18n/de';
import type { RunningActivity } from './running-activity';

type Props = {
  visible: boolean;
  runningActivity: RunningActivity;
  onClose: () => void;
  onSignOut: () => Promise<void>;
};

/**
 * application.md §4 'Logout dialogs', with a running activity: 'Arbeitstag beenden' offers 'Beenden und
 * Abmelden' (stop, then log out) or 'Abmelden'. A running order is interrupted, not stopped (it is
 * finished through its stop wizard); its note is optional. When ending the activity needs a note (§4 'Internal
 * work'), the dialog asks for it at the field; if ending fails, the person stays signed in and sees why.
 */
export const EndWorkdayDialog = ({ visible, runningActivity, onClose, onSignOut }: Props) => {
  const [busy, setBusy] = useState<'stop' | 'logout' | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaForm<WorkNoteValues, typeof ZStopActivity>({
    schema: stopInternalWorkInput(runningActivity.needsNote),
    defaultValues: { note: '' },
  });

  /** Signs out, after ending the activity first when `stop` is given. */
  const signOut = async (stop?: () => Promise<void>) => {
    setBusy(stop ? 'stop' : 'logout');
    form.clearErrors('root.server');
    try {
      if (stop) await stop();
      await onSignOut();
    } catch (error) {
      if (error instanceof ApiError) showServerIssues(form, error.issues, formRef.current);
      form.setError('root.server', { type: 'server', message: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  const stopAndSignOut = ({ note }: WorkNoteValues) => signOut(() => runningActivity.stop(note));

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
              onClick={() => void signOut()}
              loading={busy === 'logout'}
              disabled={busy === 'stop'}
              data-testid="logout-only"
            >
              {de.nav.logout}
            </Button>
            <Button
              variant="primary"
              onClick={() => formRef.current?.requestSubmit()}
              loading={busy === 'stop'}
              disabled={busy === 'logout'}
              data-testid="logout-end-workday"
            >
              {de.nav.endAndLogOut}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <FormProvider {...form}>
        <form ref={formRef} noValidate onSubmit={submitWith(form, stopAndSignOut)}>
          <SpaceBetween size="m">
            <Box>{de.nav.endWorkdayQuestion}</Box>
            <Box variant="strong" data-testid="logout-running-activity">
              {runningActivity.label}
            </Box>
            {runningActivity.hint && <Box>{runningActivity.hint}</Box>}
            {runningActivity.needsNote && <WorkNoteField required testId="logout-note" />}
            <FormAlert message={form.formState.errors.root?.server?.message} testId="logout-error" />
          </SpaceBetween>
        </form>
      </FormProvider>
    </Modal>
  );
};
