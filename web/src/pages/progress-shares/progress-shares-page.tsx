import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import type { TCreatedProgressShare, TProgressShare } from '../../../../schemas/planning/progress-share';
import type { TShareStatus } from '../../../../schemas/share-links';
import { errorText } from '../../api/api-error';
import { useProgressShares, useRevokeProgressShare } from '../../api/progress-shares';
import { pathFor } from '../../app/pages';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { de } from '../../i18n/de';
import { progressSharePageTitles, progressShareTexts } from '../../i18n/de/progress-shares';
import { formatDate } from '../format';
import { validUntilText } from '../map-shares/shared-map-view';
import { ProgressShareCreateForm } from './progress-share-form';

const t = { ...de.mapSharesPage, ...progressShareTexts.progressSharesPage };

const statusTypes: Record<TShareStatus, StatusIndicatorProps.Type> = {
  active: 'success',
  expired: 'stopped',
  revoked: 'stopped',
};

/** The address a token opens, on the app's own origin (the link works wherever the app is served). */
const linkOf = (token: string) => `${window.location.origin}${pathFor('ordersProgress', { token })}`;

/** The link of a new share: shown and copyable this once, never again. */
const CreatedLink = ({ created, onDismiss }: { created: TCreatedProgressShare; onDismiss: () => void }) => {
  const link = linkOf(created.token);
  return (
    <Alert
      type="success"
      dismissible
      onDismiss={onDismiss}
      header={t.createdTitle}
      data-testid="progress-share-created"
    >
      <SpaceBetween size="xs">
        <Box>{t.createdText}</Box>
        <Box variant="code" data-testid="progress-share-link">
          <span style={{ overflowWrap: 'anywhere' }}>{link}</span>
        </Box>
        <CopyToClipboard
          variant="button"
          copyButtonText={t.copy}
          copySuccessText={t.copied}
          copyErrorText={t.copyFailed}
          textToCopy={link}
        />
      </SpaceBetween>
    </Alert>
  );
};

/**
 * Auftragsfortschritt teilen (issue 15, page ordersProgressSharing): the company's links that let a
 * customer follow his current orders without signing in, with their status; a new one made in a dialog,
 * one revoked after asking.
 */
export const ProgressSharesPage = () => {
  const shares = useProgressShares();
  const revoke = useRevokeProgressShare();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<TCreatedProgressShare | null>(null);
  const [revoking, setRevoking] = useState<TProgressShare | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const items = shares.data ?? [];

  return (
    <ContentLayout
      header={
        <PageHeader
          title={progressSharePageTitles.ordersProgressSharing}
          actions={
            <Button variant="primary" onClick={() => setCreating(true)} data-testid="progress-share-create">
              {t.create}
            </Button>
          }
        />
      }
    >
      <SpaceBetween size="m">
        {created && <CreatedLink created={created} onDismiss={() => setCreated(null)} />}
        {notice && (
          <Alert type="success" dismissible onDismiss={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {(shares.isError || revoke.isError) && <Alert type="error">{errorText(shares.error ?? revoke.error)}</Alert>}
        <ResponsiveTable
          data-testid="progress-shares-table"
          loading={shares.isLoading}
          loadingText={de.common.loading}
          items={items}
          trackBy="id"
          header={<Header counter={`(${items.length})`}>{t.count(items.length)}</Header>}
          empty={<Box textAlign="center">{t.empty}</Box>}
          wrapLines
          columnDefinitions={[
            { id: 'label', header: t.label, cell: (share) => share.label },
            { id: 'customer', header: t.customer, cell: (share) => share.customerName ?? '–', phone: 'half' },
            { id: 'created', header: t.created, cell: (share) => formatDate(share.createdAt), phone: 'half' },
            { id: 'expires', header: t.expires, cell: (share) => validUntilText(share.expiresAt), phone: 'half' },
            {
              id: 'status',
              header: t.status,
              phone: 'half',
              cell: (share) => (
                <StatusIndicator type={statusTypes[share.status]}>{t.statuses[share.status]}</StatusIndicator>
              ),
            },
            {
              id: 'actions',
              header: t.actions,
              cell: (share) =>
                share.status === 'active' ? (
                  <Button variant="inline-link" onClick={() => setRevoking(share)} data-testid="progress-share-revoke">
                    {t.revoke}
                  </Button>
                ) : (
                  '–'
                ),
            },
          ]}
        />
      </SpaceBetween>
      <Modal
        visible={creating}
        onDismiss={() => setCreating(false)}
        header={t.createTitle}
        closeAriaLabel={de.common.cancel}
        data-testid="progress-share-dialog"
      >
        {creating && (
          <ProgressShareCreateForm
            onCancel={() => setCreating(false)}
            onCreated={(share) => {
              setCreating(false);
              setNotice(null);
              setCreated(share);
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        visible={revoking !== null}
        title={t.revokeTitle}
        confirmText={t.revoke}
        busy={revoke.isPending}
        confirmTestId="progress-share-revoke-confirm"
        onCancel={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              setRevoking(null);
              setNotice(t.revoked);
            },
          })
        }
      >
        {revoking && t.revokeText(revoking.label)}
      </ConfirmDialog>
    </ContentLayout>
  );
};
