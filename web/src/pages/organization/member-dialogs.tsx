import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Flashbar from '@cloudscape-design/components/flashbar';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { TMember } from '../../../../schemas/api/members';
import type { TRole } from '../../../../schemas/roles';
import { errorText } from '../../api/api-error';
import { useUpdateMember } from '../../api/members';
import { useFlash } from '../../app/flash';
import { de } from '../../i18n/de';
import { changeableRoleOptions, memberName } from './member-rules';

const t = de.organization;

/** An API error inside an open dialog: the dialog stays open with the user's input (no input lost). */
export const DialogError = ({ error, onDismiss }: { error: string | null; onDismiss: () => void }) =>
  error ? (
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

/** Changes a person's role ('members:manage'). Mounted per person (key), so it starts from their role. */
export const RoleDialog = ({ member, onClose }: { member: TMember; onClose: () => void }) => {
  const update = useUpdateMember();
  const flash = useFlash();
  const [role, setRole] = useState<TRole>(member.role);
  const [error, setError] = useState<string | null>(null);
  const options = changeableRoleOptions(member);
  const selected = options.find((option) => option.value === role) ?? null;
  const name = memberName(member);

  const save = async () => {
    if (role === member.role) return onClose();
    setError(null);
    try {
      await update.mutateAsync({ userId: member.userId, body: { role: role as Exclude<TRole, 'NOTHING'> } });
      flash.push({ type: 'success', content: t.roleSaved(name) });
      onClose();
    } catch (caught) {
      setError(errorText(caught));
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
          onConfirm={() => void save()}
          confirmText={t.save}
          busy={update.isPending}
          testId="role-save"
        />
      }
    >
      <SpaceBetween size="m">
        <DialogError error={error} onDismiss={() => setError(null)} />
        <FormField label={t.role}>
          <Select
            selectedOption={selected}
            options={options}
            onChange={(event) => setRole(event.detail.selectedOption.value as TRole)}
            data-testid="role-select"
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
};

/** Deactivates or activates a person's access after a confirmation. */
export const ActivationDialog = ({ member, onClose }: { member: TMember; onClose: () => void }) => {
  const update = useUpdateMember();
  const flash = useFlash();
  const [error, setError] = useState<string | null>(null);
  const name = memberName(member);
  const activate = !member.active;

  const confirm = async () => {
    setError(null);
    try {
      await update.mutateAsync({ userId: member.userId, body: { active: activate } });
      flash.push({ type: 'success', content: activate ? t.activated(name) : t.deactivated(name) });
      onClose();
    } catch (caught) {
      setError(errorText(caught));
    }
  };

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={activate ? t.activateTitle : t.deactivateTitle}
      data-testid="activation-dialog"
      footer={
        <Footer
          onCancel={onClose}
          onConfirm={() => void confirm()}
          confirmText={activate ? t.activate : t.deactivate}
          busy={update.isPending}
          testId="activation-confirm"
        />
      }
    >
      <SpaceBetween size="m">
        <DialogError error={error} onDismiss={() => setError(null)} />
        <Box>{activate ? t.activateQuestion(name) : t.deactivateQuestion(name)}</Box>
      </SpaceBetween>
    </Modal>
  );
};
