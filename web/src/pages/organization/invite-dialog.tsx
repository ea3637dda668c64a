import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { ZCreateInvitation } from '../../../../schemas/api/invitations';
import type { TRole } from '../../../../schemas/roles';
import { ApiError, errorText } from '../../api/api-error';
import { useCustomers } from '../../api/customers';
import { useCreateInvitation } from '../../api/invitations';
import { useFlash } from '../../app/flash';
import { type FieldErrors, fieldErrorsFromIssues, validateWith, withoutError } from '../../components/field-errors';
import { de } from '../../i18n/de';
import { DialogError } from './member-dialogs';
import { type InviteValues, invitationBody, inviteRoleOptions } from './member-rules';

const t = de.organization;

const initialValues: InviteValues = { email: '', role: 'EMPLOYEE', customerId: '', firstName: '', lastName: '' };

/** Shown only for a customer invitation, so the customer list is read only then. */
const CustomerSelect = ({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (id: string) => void;
}) => {
  const customers = useCustomers();
  const options = (customers.data ?? []).map((customer) => ({
    value: customer.id,
    label: customer.displayName ?? customer.name,
    ...(customer.customerNumber ? { description: customer.customerNumber } : {}),
  }));
  return (
    <FormField label={t.inviteCustomer} errorText={error}>
      <Select
        selectedOption={options.find((option) => option.value === value) ?? null}
        options={options}
        placeholder={t.inviteCustomerPlaceholder}
        filteringType="auto"
        statusType={customers.isPending ? 'loading' : customers.isError ? 'error' : 'finished'}
        errorText={customers.isError ? errorText(customers.error) : undefined}
        onChange={(event) => onChange(event.detail.selectedOption.value ?? '')}
        data-testid="invite-customer"
      />
    </FormField>
  );
};

/** 'Einladen' (owners and admins): mail, role and, for a customer invitation, the customer. */
export const InviteDialog = ({ visible, onClose }: { visible: boolean; onClose: () => void }) => {
  const create = useCreateInvitation();
  const flash = useFlash();
  const [values, setValues] = useState<InviteValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  const set = <K extends keyof InviteValues>(key: K, value: InviteValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutError(current, key));
  };
  const close = () => {
    setError(null);
    onClose();
  };

  const submit = async () => {
    setError(null);
    const body = invitationBody(values);
    const checked = validateWith(ZCreateInvitation, body);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      const invitation = await create.mutateAsync(body);
      flash.push({ type: 'success', content: t.invited(invitation.invitedUserMail) });
      setValues(initialValues);
      setErrors({});
      onClose();
    } catch (caught) {
      // Keep every input; show the catalogue text and the fields it names.
      if (caught instanceof ApiError && caught.issues.length > 0) setErrors(fieldErrorsFromIssues(caught.issues));
      setError(errorText(caught));
    }
  };

  const selectedRole = inviteRoleOptions.find((option) => option.value === values.role) ?? null;
  return (
    <Modal
      visible={visible}
      onDismiss={close}
      header={t.inviteTitle}
      data-testid="invite-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={close} disabled={create.isPending}>
              {t.cancel}
            </Button>
            <Button
              variant="primary"
              onClick={() => void submit()}
              loading={create.isPending}
              data-testid="invite-submit"
            >
              {t.send}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SpaceBetween size="m">
          <DialogError error={error} onDismiss={() => setError(null)} />
          <Box color="text-body-secondary">{t.inviteText}</Box>
          <FormField label={t.inviteMail} errorText={errors.email}>
            <Input
              type="email"
              inputMode="email"
              value={values.email}
              onChange={(event) => set('email', event.detail.value)}
              data-testid="invite-email"
            />
          </FormField>
          <FormField label={t.inviteRole} errorText={errors.role}>
            <Select
              selectedOption={selectedRole}
              options={inviteRoleOptions}
              onChange={(event) => set('role', event.detail.selectedOption.value as TRole)}
              data-testid="invite-role"
            />
          </FormField>
          {values.role === 'CUSTOMER' && (
            <CustomerSelect
              value={values.customerId}
              error={errors.customerId}
              onChange={(id) => set('customerId', id)}
            />
          )}
          <ColumnLayout columns={2}>
            <FormField label={t.inviteFirstName} info={t.optional} errorText={errors.firstName}>
              <Input
                value={values.firstName}
                onChange={(event) => set('firstName', event.detail.value)}
                data-testid="invite-firstName"
              />
            </FormField>
            <FormField label={t.inviteLastName} info={t.optional} errorText={errors.lastName}>
              <Input
                value={values.lastName}
                onChange={(event) => set('lastName', event.detail.value)}
                data-testid="invite-lastName"
              />
            </FormField>
          </ColumnLayout>
        </SpaceBetween>
      </form>
    </Modal>
  );
};
