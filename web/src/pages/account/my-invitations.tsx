import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { fetchAuthSession } from 'aws-amplify/auth';
import { useState } from 'react';
import type { TInvitation, TInvitationResult } from '../../../../schemas/api/invitations';
import { messageForCode } from '../../../../schemas/errors';
import { roleLabels } from '../../../../schemas/roles';
import { errorText } from '../../api/api-error';
import { useMyInvitations, useRespondToInvitation } from '../../api/invitations';
import { useAuth } from '../../app/auth';
import { useFlash } from '../../app/flash';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { de } from '../../i18n/de';
import { formatDate } from '../format';

const t = de.account;

const failureText = (reason: TInvitationResult['reason']) =>
  reason === 'invitation-not-found' ? t.invitationGone : messageForCode('FCPA_400');

/**
 * The pending invitations to the user's address, to accept or decline: all of them on the account page,
 * the customer invitations on Dienstleister (application.md §2: both entries carry their badge).
 */
export const MyInvitations = ({ only }: { only?: (invitation: TInvitation) => boolean } = {}) => {
  const { refresh } = useAuth();
  const flash = useFlash();
  const invitations = useMyInvitations();
  const respond = useRespondToInvitation();
  const [busy, setBusy] = useState<{ id: string; accept: boolean } | null>(null);

  const answer = async (invitation: TInvitation, accept: boolean) => {
    setBusy({ id: invitation.id, accept });
    try {
      const result = await respond.mutateAsync({ invitationId: invitation.id, accept });
      if (result.result !== 'success') {
        flash.push({ type: 'error', content: failureText(result.reason) });
        return;
      }
      if (accept) {
        // The new company and role are in the claims only after a forced token refresh. If it fails (offline),
        // the session stays as it is and the claims check refreshes later (tokenLastChanged is newer).
        await fetchAuthSession({ forceRefresh: true })
          .then(() => refresh())
          .catch((error: unknown) => console.warn('Token refresh after accepting failed', error));
        flash.push({ type: 'success', content: t.accepted(invitation.invitingCompanyName) });
      } else {
        flash.push({ type: 'success', content: t.declined(invitation.invitingCompanyName) });
      }
    } catch (error) {
      flash.push({ type: 'error', content: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  const columns: ResponsiveColumn<TInvitation>[] = [
    { id: 'company', header: t.invitingCompany, cell: (item) => item.invitingCompanyName, isRowHeader: true },
    { id: 'role', header: de.account.role, cell: (item) => roleLabels[item.role], phone: 'half' },
    { id: 'invitedBy', header: t.invitedBy, cell: (item) => item.invitingUserName || t.empty },
    { id: 'validUntil', header: t.validUntil, cell: (item) => formatDate(item.expiresAt), phone: 'half' },
    {
      id: 'actions',
      header: t.actions,
      cell: (item) => (
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            variant="primary"
            onClick={() => void answer(item, true)}
            loading={busy?.id === item.id && busy.accept}
            disabled={busy !== null && busy.id !== item.id}
            data-testid="invitation-accept"
          >
            {t.accept}
          </Button>
          <Button
            onClick={() => void answer(item, false)}
            loading={busy?.id === item.id && !busy.accept}
            disabled={busy !== null && busy.id !== item.id}
            data-testid="invitation-decline"
          >
            {t.decline}
          </Button>
        </SpaceBetween>
      ),
    },
  ];

  const items = (invitations.data ?? []).filter((invitation) => !only || only(invitation));
  return (
    <ResponsiveTable
      data-testid="my-invitations"
      variant="container"
      header={
        <Header variant="h2" counter={invitations.isPending ? undefined : `(${items.length})`}>
          {t.invitations}
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
