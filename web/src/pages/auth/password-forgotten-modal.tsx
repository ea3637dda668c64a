import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { requestPasswordReset, ZPasswordResetRequest } from '../../../../schemas/api/identity';
import { errorText } from '../../api/api-error';
import { callEndpoint } from '../../api/client';
import { de } from '../../i18n/de';

type Props = { visible: boolean; initialEmail: string; onClose: () => void };

/** Asks for the email and requests the reset mail; the answer never tells whether the account exists. */
export const PasswordForgottenModal = ({ visible, initialEmail, onClose }: Props) => {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!visible) return;
    setEmail(initialEmail);
    setFieldError(undefined);
    setError(null);
    setSent(false);
  }, [visible, initialEmail]);

  const submit = async () => {
    const parsed = ZPasswordResetRequest.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? de.passwordForgotten.emailRequired);
      return;
    }
    setFieldError(undefined);
    setError(null);
    setBusy(true);
    try {
      await callEndpoint(requestPasswordReset, { body: parsed.data });
      setSent(true);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
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
                <Button variant="primary" loading={busy} onClick={() => void submit()} data-testid="reset-submit">
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
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <SpaceBetween size="m">
            <Box>{de.passwordForgotten.text}</Box>
            {error && <Alert type="error">{error}</Alert>}
            <FormField label={de.passwordForgotten.email} errorText={fieldError}>
              <Input
                type="email"
                inputMode="email"
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.detail.value)}
                data-testid="reset-email"
              />
            </FormField>
          </SpaceBetween>
        </form>
      )}
    </Modal>
  );
};
