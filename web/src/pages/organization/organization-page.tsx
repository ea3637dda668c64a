import ContentLayout from '@cloudscape-design/components/content-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { hasPermission } from '../../../../schemas/permissions';
import { useAuth } from '../../app/auth';
import { roleOf } from '../../app/auth-state';
import { PageHeader } from '../../components/page-header';
import { CompanyInvitations } from './company-invitations';
import { InviteDialog } from './invite-dialog';
import { MembersTable } from './members-table';

/**
 * Organization (application.md §2 'Company', §6: owner, admin, accountant, planner, employee): the people
 * of the company. Owners and admins change roles, (de)activate access, invite and withdraw invitations.
 */
const OrganizationPage = () => {
  const { state, me } = useAuth();
  const role = roleOf(state) ?? 'NOTHING';
  const mayManage = hasPermission(role, 'members:manage');
  const mayInvite = hasPermission(role, 'invitations:manage');
  const [inviteOpen, setInviteOpen] = useState(false);

  return (
    <ContentLayout header={<PageHeader description={me?.company?.name} />}>
      <SpaceBetween size="l">
        <MembersTable mayManage={mayManage} myUserId={me?.userId} />
        {mayInvite && <CompanyInvitations onInvite={() => setInviteOpen(true)} />}
      </SpaceBetween>
      {mayInvite && <InviteDialog visible={inviteOpen} onClose={() => setInviteOpen(false)} />}
    </ContentLayout>
  );
};

export default OrganizationPage;
