import Box from '@cloudscape-design/components/box';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import type { TMember } from '../../../../schemas/api/members';
import { roleLabels } from '../../../../schemas/roles';
import { errorText } from '../../api/api-error';
import { useMembers } from '../../api/members';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { de } from '../../i18n/de';
import { ActivationDialog, RoleDialog } from './member-dialogs';
import { changeableRoleOptions, mayChangeMember, memberName } from './member-rules';

const t = de.organization;

/** The people of the company (listMembers): name, mail, role, status; actions for owners and admins. */
export const MembersTable = ({ mayManage, myUserId }: { mayManage: boolean; myUserId: string | undefined }) => {
  const members = useMembers();
  const [roleMember, setRoleMember] = useState<TMember | null>(null);
  const [activationMember, setActivationMember] = useState<TMember | null>(null);
  // In the server's order: by role (owner first, customers last), then by name.
  const items = members.data ?? [];

  const columns: ResponsiveColumn<TMember>[] = [
    {
      id: 'name',
      header: t.name,
      cell: (item) => `${memberName(item)}${item.userId === myUserId ? ` ${t.you}` : ''}`,
      isRowHeader: true,
    },
    { id: 'mail', header: t.mail, cell: (item) => item.email },
    {
      id: 'role',
      header: t.role,
      cell: (item) => <span data-testid="member-role">{roleLabels[item.role]}</span>,
      phone: 'half',
    },
    {
      id: 'status',
      header: t.status,
      cell: (item) =>
        item.active ? (
          <StatusIndicator type="success">{t.active}</StatusIndicator>
        ) : (
          <StatusIndicator type="stopped">{t.inactive}</StatusIndicator>
        ),
      phone: 'half',
    },
  ];
  if (mayManage) {
    columns.push({
      id: 'actions',
      header: t.actions,
      cell: (item) =>
        mayChangeMember(mayManage, item, myUserId) ? (
          <ButtonDropdown
            variant="inline-icon"
            ariaLabel={`${t.actions}: ${memberName(item)}`}
            items={[
              ...(changeableRoleOptions(item).length > 0 ? [{ id: 'role', text: t.changeRole }] : []),
              { id: 'activation', text: item.active ? t.deactivate : t.activate },
            ]}
            onItemClick={(event) => {
              if (event.detail.id === 'role') setRoleMember(item);
              else setActivationMember(item);
            }}
            data-testid="member-actions"
          />
        ) : null,
    });
  }

  return (
    <>
      <ResponsiveTable
        data-testid="members-table"
        variant="container"
        header={
          <Header variant="h2" counter={members.isPending ? undefined : `(${items.length})`}>
            {t.members}
          </Header>
        }
        items={items}
        columnDefinitions={columns}
        trackBy="userId"
        loading={members.isPending}
        loadingText={t.membersLoading}
        wrapLines
        empty={
          <Box textAlign="center" color="inherit">
            {members.isError ? errorText(members.error) : t.noMembers}
          </Box>
        }
      />
      {roleMember && <RoleDialog key={roleMember.userId} member={roleMember} onClose={() => setRoleMember(null)} />}
      {activationMember && (
        <ActivationDialog
          key={activationMember.userId}
          member={activationMember}
          onClose={() => setActivationMember(null)}
        />
      )}
    </>
  );
};
