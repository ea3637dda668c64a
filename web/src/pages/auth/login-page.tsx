import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { signIn, signOut } from 'aws-amplify/auth';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../app/auth';
import type { SignedOutNotice } from '../../app/auth-state';
import { HOME_PATH } from '../../app/pages';
import { TextField } from '../../forms/fields';
import { FormAlert } from '../../forms/form-alert';
import { submitWith, useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';
import { AuthLayout } from './auth-layout';
import { isUnexpectedLoginError, type LoginValues, loginErrorMessage, ZLoginForm } from './login-errors';
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
  const form = useSchemaForm<LoginValues, typeof ZLoginForm>({
    schema: ZLoginForm,
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  // The missing-fields message of the schema, or why signing in failed.
  const error = errors.root?.server?.message ?? errors.root?.message ?? null;
  const setError = (message: string) => form.setError('root.server', { type: 'server', message });
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

  const submit = async ({ email, password }: LoginValues) => {
    try {
      const result = await signIn({
        username: email,
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
        <FormProvider {...form}>
          <form noValidate onSubmit={submitWith(form, submit)} data-testid="login-form">
            <SpaceBetween size="l">
              {passwordChanged && !error && <Alert type="success">{de.login.passwordChanged}</Alert>}
              {notice && !error && (
                <Alert type="warning" data-testid="login-notice">
                  {notice}
                </Alert>
              )}
              <FormAlert message={error} testId="login-error" />
              <TextField<LoginValues>
                name="email"
                label={de.login.email}
                kind="email"
                autoComplete="username"
                autoFocus
                testId="login-email"
              />
              <TextField<LoginValues>
                name="password"
                label={de.login.password}
                kind="password"
                autoComplete="current-password"
                testId="login-password"
              />
              <Button
                variant="primary"
                formAction="submit"
                loading={form.formState.isSubmitting}
                fullWidth
                data-testid="login-submit"
              >
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
        </FormProvider>
      </Container>
      <PasswordForgottenModal
        visible={forgotOpen}
        initialEmail={form.getValues('email').trim()}
        onClose={() => setForgotOpen(false)}
      />
      <RegistrationInfoModal visible={registrationOpen} onClose={() => setRegistrationOpen(false)} />
    </AuthLayout>
  );
};

export default LoginPage;
