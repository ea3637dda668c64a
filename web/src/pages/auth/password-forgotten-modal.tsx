import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { requestPasswordReset, ZPasswordResetRequest } from '../../../../schemas/api/identity';
import { errorText } from '../../api/api-error';
import { callEndpoint } from '../../api/client';
import { TextField } from '../../forms/fields';
import { FormAlert } from '../../forms/form-alert';
import { submitWith, useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';

type Props = { visible: boolean; initialEmail: string; onClose: () => void };
type Values = { email: string };

/** Asks for the email and requests the reset mail; the answer never tells whether the account exists. */
export const PasswordForgottenModal = ({ visible, initialEmail, onClose }: Props) => {
  const form = useSchemaForm<Values, typeof ZPasswordResetRequest>({
    schema: ZPasswordResetRequest,
    defaultValues: { email: initialEmail },
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState(false);
  const error = form.formState.errors.root?.server?.message ?? null;

  // Each opening starts from the login page's email.
  useEffect(() => {
    if (!visible) return;
    form.reset({ email: initialEmail });
    setSent(false);
  }, [visible, initialEmail, form.reset]);

  const submit = async (body: Values) => {
    try {
      await callEndpoint(requestPasswordReset, { body });
      setSent(true);
    } catch (caught) {
      form.setError('root.server', { type: 'server', message: errorText(caught) });
    }
  };

  return (
    <Modal
      visible={visible}
      onDismiss={onClose}
      header={de.passwordForgotten.title}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            {sent ? (
              <Button variant="primary" onClick={onClose}>
                {de.passwordForgotten.close}
              </Button>
            ) : (
              <>
                <Button variant="link" onClick={onClose}>
                  {de.passwordForgotten.cancel}
                </Button>
                <Button
                  variant="primary"
                  loading={form.formState.isSubmitting}
                  onClick={() => formRef.current?.requestSubmit()}
                  data-testid="reset-submit"
                >
                  {de.passwordForgotten.submit}
                </Button>
              </>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      {sent ? (
        <Alert type="success" data-testid="reset-sent">
          {de.passwordForgotten.sent}
        </Alert>
      ) : (
        <FormProvider {...form}>
          <form ref={formRef} noValidate onSubmit={submitWith(form, submit)}>
            <SpaceBetween size="m">
              <Box>{de.passwordForgotten.text}</Box>
              <FormAlert message={error} />
              <TextField<Values>
                name="email"
                label={de.passwordForgotten.email}
                kind="email"
                autoComplete="username"
                testId="reset-email"
              />
            </SpaceBetween>
            <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
          </form>
        </FormProvider>
      )}
    </Modal>
  );
};
