import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmPasswordReset } from '../../../../schemas/api/identity';
import { ApiError, errorText } from '../../api/api-error';
import { callEndpoint } from '../../api/client';
import { LOGIN_PATH } from '../../app/pages';
import { de } from '../../i18n/de';
import { AuthLayout } from './auth-layout';
import { validateNewPassword } from './password-rules';

/** The target of the reset mail's link `/passwort-zuruecksetzen?token=...`. */
const PasswordResetPage = () => {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const goToLogin = () => navigate(LOGIN_PATH);

  const submit = async () => {
    const found = validateNewPassword(password, confirmation);
    setErrors(found);
    if (found.password || found.confirmation) return;
    setBusy(true);
    setError(null);
    try {
      await callEndpoint(confirmPasswordReset, { body: { token, password } });
      navigate(LOGIN_PATH, { replace: true, state: { passwordChanged: true } });
    } catch (caught) {
      const passwordIssue = caught instanceof ApiError ? caught.issues.find((i) => i.path === 'password') : undefined;
      if (passwordIssue) setErrors({ password: passwordIssue.message });
      else
        setError(
          caught instanceof ApiError && caught.status < 500 && caught.status !== 0
            ? de.passwordReset.invalidLink
            : errorText(caught),
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <Container header={<Header variant="h2">{de.passwordReset.heading}</Header>}>
        {token === '' ? (
          <SpaceBetween size="m">
            <Alert type="error">{de.passwordReset.invalidLink}</Alert>
            <Link onFollow={goToLogin}>{de.passwordReset.toLogin}</Link>
          </SpaceBetween>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <SpaceBetween size="l">
              {error && (
                <Alert type="error" data-testid="password-reset-error">
                  {error}
                </Alert>
              )}
              <FormField label={de.passwordReset.password} errorText={errors.password}>
                <Input
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(event) => setPassword(event.detail.value)}
                  data-testid="new-password"
                />
              </FormField>
              <FormField label={de.passwordReset.confirmation} errorText={errors.confirmation}>
                <Input
                  type="password"
                  autoComplete="new-password"
                  value={confirmation}
                  onChange={(event) => setConfirmation(event.detail.value)}
                  data-testid="new-password-confirmation"
                />
              </FormField>
              <Button
                variant="primary"
                formAction="submit"
                loading={busy}
                fullWidth
                data-testid="password-reset-submit"
              >
                {de.passwordReset.submit}
              </Button>
              <Link onFollow={goToLogin}>{de.passwordReset.toLogin}</Link>
            </SpaceBetween>
          </form>
        )}
      </Container>
    </AuthLayout>
  );
};

export default PasswordResetPage;
