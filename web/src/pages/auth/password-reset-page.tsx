import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmPasswordReset } from '../../../../schemas/api/identity';
import { ApiError, errorText } from '../../api/api-error';
import { callEndpoint } from '../../api/client';
import { LOGIN_PATH } from '../../app/pages';
import { TextField } from '../../forms/fields';
import { FormAlert } from '../../forms/form-alert';
import { showServerIssues, submitWith, useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';
import { AuthLayout } from './auth-layout';
import { type NewPasswordValues, ZNewPasswordForm } from './password-rules';

/** The target of the reset mail's link `/passwort-zuruecksetzen?token=...`. */
const PasswordResetPage = () => {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const navigate = useNavigate();
  const form = useSchemaForm<NewPasswordValues, typeof ZNewPasswordForm>({
    schema: ZNewPasswordForm,
    defaultValues: { password: '', confirmation: '' },
  });
  const formRef = useRef<HTMLFormElement>(null);
  const error = form.formState.errors.root?.server?.message ?? null;

  const goToLogin = () => navigate(LOGIN_PATH);

  const submit = async ({ password }: NewPasswordValues) => {
    try {
      await callEndpoint(confirmPasswordReset, { body: { token, password } });
      navigate(LOGIN_PATH, { replace: true, state: { passwordChanged: true } });
    } catch (caught) {
      const passwordIssues = caught instanceof ApiError ? caught.issues.filter((i) => i.path === 'password') : [];
      if (passwordIssues.length > 0) showServerIssues(form, passwordIssues, formRef.current);
      else
        form.setError('root.server', {
          type: 'server',
          message:
            caught instanceof ApiError && caught.status < 500 && caught.status !== 0
              ? de.passwordReset.invalidLink
              : errorText(caught),
        });
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
          <FormProvider {...form}>
            <form ref={formRef} noValidate onSubmit={submitWith(form, submit)}>
              <SpaceBetween size="l">
                <FormAlert message={error} testId="password-reset-error" />
                <TextField<NewPasswordValues>
                  name="password"
                  label={de.passwordReset.password}
                  kind="password"
                  autoComplete="new-password"
                  testId="new-password"
                />
                <TextField<NewPasswordValues>
                  name="confirmation"
                  label={de.passwordReset.confirmation}
                  kind="password"
                  autoComplete="new-password"
                  testId="new-password-confirmation"
                />
                <Button
                  variant="primary"
                  formAction="submit"
                  loading={form.formState.isSubmitting}
                  fullWidth
                  data-testid="password-reset-submit"
                >
                  {de.passwordReset.submit}
                </Button>
                <Link onFollow={goToLogin}>{de.passwordReset.toLogin}</Link>
              </SpaceBetween>
            </form>
          </FormProvider>
        )}
      </Container>
    </AuthLayout>
  );
};

export default PasswordResetPage;
