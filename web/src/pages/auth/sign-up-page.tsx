import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { signIn, signOut } from 'aws-amplify/auth';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { FormProvider, useController, useFormContext } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { acceptInvitation } from '../../../../schemas/api/invitations';
import { ApiError } from '../../api/api-error';
import { callEndpoint } from '../../api/client';
import { useAuth } from '../../app/auth';
import { PRIVACY_POLICY_URL, TERMS_URL } from '../../app/links';
import { HOME_PATH, LOGIN_PATH } from '../../app/pages';
import { FieldFrame } from '../../forms/field-frame';
import { TextField } from '../../forms/fields';
import { FormAlert } from '../../forms/form-alert';
import { showServerIssues, submitWith, useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';
import { AuthLayout } from './auth-layout';
import { readSignUpLink, type SignUpInput, type SignUpValues, signUpErrorMessage, ZSignUpForm } from './sign-up-rules';

const initialValues: SignUpValues = {
  password: '',
  confirmation: '',
  acceptedTerms: false,
  acceptedPrivacyPolicy: false,
};

/** A consent checkbox whose text holds a link (CheckboxField takes a text only). */
const ConsentField = ({
  name,
  testId,
  children,
}: {
  name: 'acceptedTerms' | 'acceptedPrivacyPolicy';
  testId: string;
  children: ReactNode;
}) => {
  const { control } = useFormContext<SignUpValues>();
  const { field, fieldState } = useController({ name, control });
  return (
    <FieldFrame<SignUpValues> name={name} testId={`${testId}-field`} error={fieldState.error?.message}>
      <Checkbox
        ref={field.ref}
        checked={field.value}
        onChange={({ detail }) => field.onChange(detail.checked)}
        data-testid={testId}
      >
        {children}
      </Checkbox>
    </FieldFrame>
  );
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
  const form = useSchemaForm<SignUpValues, typeof ZSignUpForm>({ schema: ZSignUpForm, defaultValues: initialValues });
  const formRef = useRef<HTMLFormElement>(null);
  const error = form.formState.errors.root?.server?.message ?? null;
  const setError = (message: string) => form.setError('root.server', { type: 'server', message });
  const [signInFailed, setSignInFailed] = useState(false);

  const goToLogin = () => navigate(LOGIN_PATH);

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
  const signInWithNewPassword = async (password: string) => {
    try {
      const result = await signIn({
        username: link.mail,
        password,
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

  const submit = async ({ password, acceptedTerms, acceptedPrivacyPolicy }: SignUpInput) => {
    try {
      const answer = await callEndpoint(acceptInvitation, {
        body: { token: link.token, password, acceptedTerms, acceptedPrivacyPolicy },
      });
      if (answer.result !== 'success') {
        setError(signUpErrorMessage(answer.reason));
        return;
      }
      await signInWithNewPassword(password);
    } catch (caught) {
      const passwordIssues = caught instanceof ApiError ? caught.issues.filter((i) => i.path === 'password') : [];
      if (passwordIssues.length > 0) showServerIssues(form, passwordIssues, formRef.current);
      else setError(signUpErrorMessage(null));
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
        <FormProvider {...form}>
          <form ref={formRef} noValidate onSubmit={submitWith(form, submit)} data-testid="sign-up-form">
            <SpaceBetween size="l">
              <FormAlert message={error} testId="sign-up-error" />
              <KeyValuePairs
                columns={1}
                items={[
                  { label: de.signUp.company, value: <span data-testid="sign-up-company">{link.company}</span> },
                  { label: de.signUp.mail, value: <span data-testid="sign-up-mail">{link.mail}</span> },
                ]}
              />
              {/* For password managers: the account the new password belongs to. */}
              <input type="email" autoComplete="username" value={link.mail} readOnly hidden />
              {/* The outer test ids name the inputs, the field ids their frames with the error. */}
              <div data-testid="sign-up-password">
                <TextField<SignUpValues>
                  name="password"
                  label={de.signUp.password}
                  constraint={de.signUp.passwordHint}
                  kind="password"
                  autoComplete="new-password"
                  autoFocus
                  testId="sign-up-password-field"
                />
              </div>
              <div data-testid="sign-up-confirmation">
                <TextField<SignUpValues>
                  name="confirmation"
                  label={de.signUp.confirmation}
                  kind="password"
                  autoComplete="new-password"
                  testId="sign-up-confirmation-field"
                />
              </div>
              <ConsentField name="acceptedTerms" testId="sign-up-terms">
                {de.signUp.acceptPrefix}
                <Link href={TERMS_URL} external>
                  {de.signUp.terms}
                </Link>
              </ConsentField>
              <ConsentField name="acceptedPrivacyPolicy" testId="sign-up-privacy">
                {de.signUp.acceptPrefix}
                <Link href={PRIVACY_POLICY_URL} external>
                  {de.signUp.privacyPolicy}
                </Link>
              </ConsentField>
              <Button
                variant="primary"
                formAction="submit"
                loading={form.formState.isSubmitting}
                fullWidth
                data-testid="sign-up-submit"
              >
                {de.signUp.submit}
              </Button>
              <Box textAlign="center">
                <Link onFollow={goToLogin}>{de.signUp.toLogin}</Link>
              </Box>
            </SpaceBetween>
          </form>
        </FormProvider>
      </Container>
    </AuthLayout>
  );
};

export default SignUpPage;
