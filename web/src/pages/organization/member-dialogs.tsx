import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Flashbar from '@cloudscape-design/components/flashbar';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import type * as z from 'zod';
import { type TMember, ZUpdateMember } from '../../../../schemas/api/members';
import type { TRole } from '../../../../schemas/roles';
import { ApiError, errorText } from '../../api/api-error';
import { useUpdateMember } from '../../api/members';
import { useFlash } from '../../app/flash';
import { SelectField } from '../../forms/fields';
import { showServerIssues, submitWith, useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';
import { changeableRoleOptions, memberName } from './member-rules';

const t = de.organization;

/** An API error inside an open dialog: the dialog stays open with the user's input (no input lost). */
export const DialogError = ({ error, onDismiss }: { error: string | null; onDismiss: () => void }) =>
  error ? (
    // data-form-error: a failed submit without a field error scrolls here (forms/first-error.ts).
    <div data-form-error>
      <Flashbar
        items={[
          {
            id: 'dialog-error',
            type: 'error',
            content: <span data-testid="dialog-error">{error}</span>,
            dismissible: true,
            dismissLabel: de.nav.dismiss,
            onDismiss,
          },
        ]}
      />
    </div>
  ) : null;

const Footer = ({
  onCancel,
  onConfirm,
  confirmText,
  busy,
  testId,
}: {
  onCancel: () => void;
  onConfirm: () => void;
  confirmText: string;
  busy: boolean;
  testId: string;
}) => (
  <Box float="right">
    <SpaceBetween direction="horizontal" size="xs">
      <Button variant="link" onClick={onCancel} disabled={busy}>
        {t.cancel}
      </Button>
      <Button variant="primary" onClick={onConfirm} loading={busy} data-testid={testId}>
        {confirmText}
      </Button>
    </SpaceBetween>
  </Box>
);

type RoleValues = { role: TRole };

/** Changes a person's role ('members:manage'). Mounted per person (key), so it starts from their role. */
export const RoleDialog = ({ member, onClose }: { member: TMember; onClose: () => void }) => {
  const update = useUpdateMember();
  const flash = useFlash();
  const formRef = useRef<HTMLFormElement>(null);
  // An unchanged role is no change: nothing to send, so it is not checked either.
  const form = useSchemaForm<RoleValues, typeof ZUpdateMember>({
    schema: ZUpdateMember,
    defaultValues: { role: member.role },
    prepare: ({ role }) => (role === member.role ? {} : { role }),
  });
  const name = memberName(member);

  const save = async (body: z.output<typeof ZUpdateMember>) => {
    if (!body.role) return onClose();
    try {
      await update.mutateAsync({ userId: member.userId, body });
      flash.push({ type: 'success', content: t.roleSaved(name) });
      onClose();
    } catch (caught) {
      // The dialog stays open with the chosen role; the server's issues show at the field.
      if (caught instanceof ApiError) showServerIssues(form, caught.issues, formRef.current);
      form.setError('root.server', { type: 'server', message: errorText(caught) });
    }
  };

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t.roleChangeTitle(name)}
      data-testid="role-dialog"
      footer={
        <Footer
          onCancel={onClose}
          onConfirm={() => formRef.current?.requestSubmit()}
          confirmText={t.save}
          busy={update.isPending}
          testId="role-save"
        />
      }
    >
      <FormProvider {...form}>
        <form ref={formRef} noValidate onSubmit={submitWith(form, save)}>
          <SpaceBetween size="m">
            <DialogError
              error={form.formState.errors.root?.server?.message ?? null}
              onDismiss={() => form.clearErrors('root.server')}
            />
            <SelectField<RoleValues>
              name="role"
              label={t.role}
              options={changeableRoleOptions(member)}
              testId="role-select"
            />
          </SpaceBetween>
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </form>
      </FormProvider>
    </Modal>
  );
};

/** Deactivates or activates a person's access after a confirmation. */
export const ActivationDialog = ({ member, onClose }: { member: TMember; onClose: () => void }) => {
  const update = useUpdateMember();
  const flash = useFlash();
  const name = memberName(member);
  const activate = !member.active;

  // A failure stays in the open dialog: the mutation's own error, until dismissed or tried again.
  const confirm = () =>
    update.mutate(
      { userId: member.userId, body: { active: activate } },
      {
        onSuccess: () => {
          flash.push({ type: 'success', content: activate ? t.activated(name) : t.deactivated(name) });
          onClose();
        },
      },
    );

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={activate ? t.activateTitle : t.deactivateTitle}
      data-testid="activation-dialog"
      footer={
        <Footer
          onCancel={onClose}
          onConfirm={confirm}
          confirmText={activate ? t.activate : t.deactivate}
          busy={update.isPending}
          testId="activation-confirm"
        />
      }
    >
      <SpaceBetween size="m">
        <DialogError error={update.error ? errorText(update.error) : null} onDismiss={() => update.reset()} />
        <Box>{activate ? t.activateQuestion(name) : t.deactivateQuestion(name)}</Box>
      </SpaceBetween>
    </Modal>
  );
};
