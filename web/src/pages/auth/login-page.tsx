import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { signIn, signOut } from 'aws-amplify/auth';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../app/auth';
import type { SignedOutNotice } from '../../app/auth-state';
import { HOME_PATH } from '../../app/pages';
import { de } from '../../i18n/de';
import { AuthLayout } from './auth-layout';
import { isUnexpectedLoginError, loginErrorMessage, validateLoginInput } from './login-errors';
import { PasswordForgottenModal } from './password-forgotten-modal';
import { RegistrationInfoModal } from './registration-info-modal';

type LoginLocationState = { passwordChanged?: boolean } | null;

/** Why the user was signed out (application.md §4, §8): shown above the form. */
const noticeTexts: Record<SignedOutNotice, string> = {
  inactiveCompany: de.login.inactiveCompany,
  suspendedCompany: de.login.suspendedCompany,
};

const LoginPage = () => {
  const { state, refresh } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [registrationOpen, setRegistrationOpen] = useState(false);

  const passwordChanged = (location.state as LoginLocationState)?.passwordChanged === true;
  const notice = state.status === 'signedOut' && state.notice ? noticeTexts[state.notice] : null;

  /** After Amplify signed in: home if the session is usable, else signed out again with a message. */
  const continueSignedIn = async () => {
    const next = await refresh();
    if (next.status === 'signedIn') {
      navigate(HOME_PATH, { replace: true });
      return;
    }
    // An inactive or suspended company: refresh has signed out already and the page shows its notice.
    if (next.status === 'signedOut' && next.notice) return;
    // Signed in at Cognito but no usable session (e.g. unreadable claims): do not keep that session.
    console.error('Sign-in succeeded but the session is not signed in', next.status);
    await signOut().catch(() => undefined);
    setError(de.login.generic);
  };

  const submit = async () => {
    const invalid = validateLoginInput(email, password);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const result = await signIn({
        username: email.trim(),
        password,
        // SRP does not work against cognito-local; the same flow is used on AWS.
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      });
      if (!result.isSignedIn) {
        console.error('Sign-in needs another step', result.nextStep.signInStep);
        await signOut().catch(() => undefined);
        setError(de.login.generic);
        return;
      }
      await continueSignedIn();
    } catch (caught) {
      if (caught instanceof Error && caught.name === 'UserAlreadyAuthenticatedException') {
        await continueSignedIn();
        return;
      }
      if (isUnexpectedLoginError(caught)) console.error('Login failed', caught);
      setError(loginErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <Container
        header={
          <Header variant="h2" description={de.login.intro}>
            {de.login.heading}
          </Header>
        }
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          data-testid="login-form"
        >
          <SpaceBetween size="l">
            {passwordChanged && !error && <Alert type="success">{de.login.passwordChanged}</Alert>}
            {notice && !error && (
              <Alert type="warning" data-testid="login-notice">
                {notice}
              </Alert>
            )}
            {error && (
              <Alert type="error" data-testid="login-error">
                {error}
              </Alert>
            )}
            <FormField label={de.login.email}>
              <Input
                type="email"
                inputMode="email"
                autoComplete="username"
                autoFocus
                value={email}
                onChange={(event) => setEmail(event.detail.value)}
                data-testid="login-email"
              />
            </FormField>
            <FormField label={de.login.password}>
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.detail.value)}
                data-testid="login-password"
              />
            </FormField>
            <Button variant="primary" formAction="submit" loading={busy} fullWidth data-testid="login-submit">
              {de.login.submit}
            </Button>
            <Box textAlign="center">
              <SpaceBetween size="xs">
                <Link onFollow={() => setForgotOpen(true)} data-testid="forgot-password">
                  {de.login.forgotPassword}
                </Link>
                <Link onFollow={() => setRegistrationOpen(true)} data-testid="registration-info-open">
                  {de.login.noAccount}
                </Link>
              </SpaceBetween>
            </Box>
          </SpaceBetween>
        </form>
      </Container>
      <PasswordForgottenModal visible={forgotOpen} initialEmail={email.trim()} onClose={() => setForgotOpen(false)} />
      <RegistrationInfoModal visible={registrationOpen} onClose={() => setRegistrationOpen(false)} />
    </AuthLayout>
  );
};

export default LoginPage;
