import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { ZCreateInvitation } from '../../../../schemas/api/invitations';
import { ApiError, errorText } from '../../api/api-error';
import { useCustomers } from '../../api/customers';
import { useCreateInvitation } from '../../api/invitations';
import { useFlash } from '../../app/flash';
import { SelectField, TextField } from '../../forms/fields';
import { showServerIssues, submitWith, useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';
import { DialogError } from './member-dialogs';
import { type InviteValues, invitationBody, inviteRoleOptions } from './member-rules';

const t = de.organization;

const initialValues: InviteValues = { email: '', role: 'EMPLOYEE', customerId: '', firstName: '', lastName: '' };

/** Shown only for a customer invitation, so the customer list is read only then. */
const CustomerSelect = () => {
  const customers = useCustomers();
  const options = (customers.data ?? []).map((customer) => ({
    value: customer.id,
    label: customer.displayName ?? customer.name,
    ...(customer.customerNumber ? { description: customer.customerNumber } : {}),
  }));
  return (
    <SelectField<InviteValues>
      name="customerId"
      label={t.inviteCustomer}
      options={options}
      placeholder={t.inviteCustomerPlaceholder}
      testId="invite-customer"
    />
  );
};

/** 'Einladen' (owners and admins): mail, role and, for a customer invitation, the customer. */
export const InviteDialog = ({ visible, onClose }: { visible: boolean; onClose: () => void }) => {
  const create = useCreateInvitation();
  const flash = useFlash();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaForm<InviteValues, typeof ZCreateInvitation>({
    schema: ZCreateInvitation,
    defaultValues: initialValues,
    prepare: invitationBody,
  });
  const serverError = form.formState.errors.root?.server?.message ?? null;

  const close = () => {
    form.clearErrors();
    onClose();
  };

  const submit = async () => {
    try {
      const invitation = await create.mutateAsync(invitationBody(form.getValues()));
      flash.push({ type: 'success', content: t.invited(invitation.invitedUserMail) });
      form.reset(initialValues);
      onClose();
    } catch (caught) {
      // Keep every input; show the catalogue text and the fields it names.
      if (caught instanceof ApiError) showServerIssues(form, caught.issues, formRef.current);
      form.setError('root.server', { type: 'server', message: errorText(caught) });
    }
  };

  const role = form.watch('role');
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
              onClick={() => formRef.current?.requestSubmit()}
              loading={create.isPending}
              data-testid="invite-submit"
            >
              {t.send}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <FormProvider {...form}>
        <form ref={formRef} noValidate onSubmit={submitWith(form, submit)}>
          <SpaceBetween size="m">
            <div data-form-error={serverError ? '' : undefined}>
              <DialogError error={serverError} onDismiss={() => form.clearErrors('root.server')} />
            </div>
            <Box color="text-body-secondary">{t.inviteText}</Box>
            <TextField<InviteValues> name="email" label={t.inviteMail} kind="email" testId="invite-email" />
            <SelectField<InviteValues>
              name="role"
              label={t.inviteRole}
              options={inviteRoleOptions}
              testId="invite-role"
            />
            {role === 'CUSTOMER' && <CustomerSelect />}
            <ColumnLayout columns={2}>
              <TextField<InviteValues>
                name="firstName"
                label={t.inviteFirstName}
                description={t.optional}
                testId="invite-firstName"
              />
              <TextField<InviteValues>
                name="lastName"
                label={t.inviteLastName}
                description={t.optional}
                testId="invite-lastName"
              />
            </ColumnLayout>
          </SpaceBetween>
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </form>
      </FormProvider>
    </Modal>
  );
};
