import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import { useState } from 'react';
import type { TInvitation } from '../../../../schemas/api/invitations';
import { roleLabels } from '../../../../schemas/roles';
import { errorText } from '../../api/api-error';
import { useCompanyInvitations, useRevokeInvitation } from '../../api/invitations';
import { useFlash } from '../../app/flash';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { de } from '../../i18n/de';
import { formatDate } from '../format';

const t = de.organization;

/** The company's open invitations with 'Zurückziehen' (owners and admins). */
export const CompanyInvitations = ({ onInvite }: { onInvite: () => void }) => {
  const invitations = useCompanyInvitations(true);
  const revoke = useRevokeInvitation();
  const flash = useFlash();
  const [busyId, setBusyId] = useState<string | null>(null);

  const withdraw = async (invitation: TInvitation) => {
    setBusyId(invitation.id);
    try {
      await revoke.mutateAsync(invitation.id);
      flash.push({ type: 'success', content: t.revoked(invitation.invitedUserMail) });
    } catch (error) {
      flash.push({ type: 'error', content: errorText(error) });
    } finally {
      setBusyId(null);
    }
  };

  const columns: ResponsiveColumn<TInvitation>[] = [
    { id: 'mail', header: t.mail, cell: (item) => item.invitedUserMail, isRowHeader: true },
    { id: 'role', header: t.role, cell: (item) => roleLabels[item.role] },
    { id: 'invitedAt', header: t.invitedAt, cell: (item) => formatDate(item.createdAt), phone: 'half' },
    { id: 'validUntil', header: t.validUntil, cell: (item) => formatDate(item.expiresAt), phone: 'half' },
    {
      id: 'actions',
      header: t.actions,
      cell: (item) => (
        <Button
          onClick={() => void withdraw(item)}
          loading={busyId === item.id}
          disabled={busyId !== null && busyId !== item.id}
          data-testid="invitation-revoke"
        >
          {t.revoke}
        </Button>
      ),
    },
  ];

  const items = invitations.data ?? [];
  return (
    <ResponsiveTable
      data-testid="company-invitations"
      variant="container"
      header={
        <Header
          variant="h2"
          counter={invitations.isPending ? undefined : `(${items.length})`}
          actions={
            <Button variant="primary" iconName="add-plus" onClick={onInvite} data-testid="invite-open">
              {t.invite}
            </Button>
          }
        >
          {t.openInvitations}
        </Header>
      }
      items={items}
      columnDefinitions={columns}
      trackBy="id"
      loading={invitations.isPending}
      loadingText={t.invitationsLoading}
      wrapLines
      empty={
        <Box textAlign="center" color="inherit">
          {invitations.isError ? errorText(invitations.error) : t.noInvitations}
        </Box>
      }
    />
  );
};
