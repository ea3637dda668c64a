import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { roleLabels } from '../../../../schemas/roles';
import { useAuth } from '../../app/auth';
import { roleOf } from '../../app/auth-state';
import { openablePath } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { RouterLink } from '../../components/router-link';
import { de } from '../../i18n/de';
import { PasswordForgottenModal } from '../auth/password-forgotten-modal';
import { MyInvitations } from './my-invitations';

const t = de.account;

const fullName = (first: string | undefined, last: string | undefined) =>
  [first, last].filter(Boolean).join(' ') || t.empty;

/** Any signed-in user (application.md §6): who they are, their role and company, pending invitations. */
const AccountPage = () => {
  const { state, me } = useAuth();
  const role = roleOf(state);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const email = me?.email ?? (state.status === 'signedIn' ? state.claims.email : undefined) ?? '';
  const organizationPath = openablePath(role)('organization');

  return (
    <ContentLayout header={<PageHeader />}>
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">{t.profile}</Header>} data-testid="account-profile">
          <KeyValuePairs
            columns={2}
            items={[
              { label: t.name, value: <span data-testid="account-name">{fullName(me?.firstName, me?.lastName)}</span> },
              { label: t.mail, value: <span data-testid="account-mail">{email || t.empty}</span> },
              { label: t.role, value: <span data-testid="account-role">{role ? roleLabels[role] : t.empty}</span> },
              {
                label: t.company,
                value: (
                  <SpaceBetween size="xxs">
                    <span data-testid="account-company">{me?.company?.name ?? t.noCompany}</span>
                    {organizationPath && <RouterLink href={organizationPath}>{t.organizationLink}</RouterLink>}
                  </SpaceBetween>
                ),
              },
            ]}
          />
        </Container>
        <MyInvitations />
        <Container header={<Header variant="h2">{t.password}</Header>}>
          <SpaceBetween size="s">
            <Box>{t.passwordText}</Box>
            <Box>
              <Button onClick={() => setPasswordOpen(true)} data-testid="account-password">
                {t.passwordButton}
              </Button>
            </Box>
          </SpaceBetween>
        </Container>
      </SpaceBetween>
      <PasswordForgottenModal visible={passwordOpen} initialEmail={email} onClose={() => setPasswordOpen(false)} />
    </ContentLayout>
  );
};

export default AccountPage;
