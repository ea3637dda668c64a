import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { signIn, signOut } from 'aws-amplify/auth';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { acceptInvitation } from '../../../../schemas/api/invitations';
import { ApiError } from '../../api/api-error';
import { callEndpoint } from '../../api/client';
import { useAuth } from '../../app/auth';
import { PRIVACY_POLICY_URL, TERMS_URL } from '../../app/links';
import { HOME_PATH, LOGIN_PATH } from '../../app/pages';
import { de } from '../../i18n/de';
import { AuthLayout } from './auth-layout';
import {
  hasErrors,
  readSignUpLink,
  type SignUpErrors,
  type SignUpValues,
  signUpErrorMessage,
  validateSignUp,
} from './sign-up-rules';

const initialValues: SignUpValues = {
  password: '',
  confirmation: '',
  acceptedTerms: false,
  acceptedPrivacyPolicy: false,
};

const NotPossible = ({ title, text, onLogin }: { title: string; text: string; onLogin: () => void }) => (
  <Container header={<Header variant="h2">{title}</Header>} data-testid="sign-up-not-possible">
    <SpaceBetween size="m">
      <Box>{text}</Box>
      <Link onFollow={onLogin}>{de.signUp.toLogin}</Link>
    </SpaceBetween>
  </Container>
);

/**
 * The target of the invitation link (application.md §2 'Sign-up page'): password, confirmation, terms and
 * privacy policy; then the invitation is accepted and the new person signed in with the new password.
 */
const SignUpPage = () => {
  const [search] = useSearchParams();
  const link = useMemo(() => readSignUpLink(search, Date.now()), [search]);
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [values, setValues] = useState<SignUpValues>(initialValues);
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [signInFailed, setSignInFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const goToLogin = () => navigate(LOGIN_PATH);
  const change = <K extends keyof SignUpValues>(key: K, value: SignUpValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  if (link.kind === 'missing') {
    return (
      <AuthLayout>
        <NotPossible title={de.signUp.notPossible} text={de.signUp.notPossibleDetail} onLogin={goToLogin} />
      </AuthLayout>
    );
  }
  if (link.kind === 'expired') {
    return (
      <AuthLayout>
        <NotPossible title={de.signUp.notPossible} text={de.signUp.linkExpired} onLogin={goToLogin} />
      </AuthLayout>
    );
  }

  /** The account exists now: sign in with the new password (as the login page does) and go home. */
  const signInWithNewPassword = async () => {
    try {
      const result = await signIn({
        username: link.mail,
        password: values.password,
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      });
      if (result.isSignedIn) {
        const next = await refresh();
        if (next.status === 'signedIn') {
          navigate(HOME_PATH, { replace: true });
          return;
        }
      }
      await signOut().catch(() => undefined);
    } catch (caught) {
      console.error('Sign-in after sign-up failed', caught);
    }
    setSignInFailed(true);
  };

  const submit = async () => {
    const found = validateSignUp(values);
    setErrors(found);
    setError(null);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const answer = await callEndpoint(acceptInvitation, {
        body: {
          token: link.token,
          password: values.password,
          acceptedTerms: true,
          acceptedPrivacyPolicy: true,
        },
      });
      if (answer.result !== 'success') {
        setError(signUpErrorMessage(answer.reason));
        return;
      }
      await signInWithNewPassword();
    } catch (caught) {
      const passwordIssue = caught instanceof ApiError ? caught.issues.find((i) => i.path === 'password') : undefined;
      if (passwordIssue) setErrors({ password: passwordIssue.message });
      else setError(signUpErrorMessage(null));
    } finally {
      setBusy(false);
    }
  };

  if (signInFailed) {
    return (
      <AuthLayout>
        <NotPossible title={de.signUp.heading} text={de.signUp.signInFailed} onLogin={goToLogin} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <Container
        header={
          <Header variant="h2" description={de.signUp.intro(link.company)}>
            {de.signUp.heading}
          </Header>
        }
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          data-testid="sign-up-form"
        >
          <SpaceBetween size="l">
            {error && (
              <Alert type="error" data-testid="sign-up-error">
                {error}
              </Alert>
            )}
            <KeyValuePairs
              columns={1}
              items={[
                { label: de.signUp.company, value: <span data-testid="sign-up-company">{link.company}</span> },
                { label: de.signUp.mail, value: <span data-testid="sign-up-mail">{link.mail}</span> },
              ]}
            />
            {/* For password managers: the account the new password belongs to. */}
            <input type="email" autoComplete="username" value={link.mail} readOnly hidden />
            <FormField
              label={de.signUp.password}
              constraintText={de.signUp.passwordHint}
              errorText={errors.password}
              data-testid="sign-up-password-field"
            >
              <Input
                type="password"
                autoComplete="new-password"
                autoFocus
                value={values.password}
                onChange={(event) => change('password', event.detail.value)}
                data-testid="sign-up-password"
              />
            </FormField>
            <FormField
              label={de.signUp.confirmation}
              errorText={errors.confirmation}
              data-testid="sign-up-confirmation-field"
            >
              <Input
                type="password"
                autoComplete="new-password"
                value={values.confirmation}
                onChange={(event) => change('confirmation', event.detail.value)}
                data-testid="sign-up-confirmation"
              />
            </FormField>
            <FormField errorText={errors.acceptedTerms} data-testid="sign-up-terms-field">
              <Checkbox
                checked={values.acceptedTerms}
                onChange={(event) => change('acceptedTerms', event.detail.checked)}
                data-testid="sign-up-terms"
              >
                {de.signUp.acceptPrefix}
                <Link href={TERMS_URL} external>
                  {de.signUp.terms}
                </Link>
              </Checkbox>
            </FormField>
            <FormField errorText={errors.acceptedPrivacyPolicy} data-testid="sign-up-privacy-field">
              <Checkbox
                checked={values.acceptedPrivacyPolicy}
                onChange={(event) => change('acceptedPrivacyPolicy', event.detail.checked)}
                data-testid="sign-up-privacy"
              >
                {de.signUp.acceptPrefix}
                <Link href={PRIVACY_POLICY_URL} external>
                  {de.signUp.privacyPolicy}
                </Link>
              </Checkbox>
            </FormField>
            <Button variant="primary" formAction="submit" loading={busy} fullWidth data-testid="sign-up-submit">
              {de.signUp.submit}
            </Button>
            <Box textAlign="center">
              <Link onFollow={goToLogin}>{de.signUp.toLogin}</Link>
            </Box>
          </SpaceBetween>
        </form>
      </Container>
    </AuthLayout>
  );
};

export default SignUpPage;
