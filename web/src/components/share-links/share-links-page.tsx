import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import type { TShareLink, TShareStatus } from '../../../../schemas/share-links';
import { errorText } from '../../api/api-error';
import { de } from '../../i18n/de';
import { ConfirmDialog } from '../confirm-dialog';
import { PageHeader } from '../page-header';
import { type ResponsiveColumn, ResponsiveTable } from '../responsive-table/responsive-table';
import { validUntilText } from './valid-until';

const t = de.mapSharesPage;

const statusTypes: Record<TShareStatus, StatusIndicatorProps.Type> = {
  active: 'success',
  expired: 'stopped',
  revoked: 'stopped',
};

/** The link of a new share: shown and copyable this once, never again. */
const CreatedLink = ({
  link,
  text,
  testIdPrefix,
  onDismiss,
}: {
  link: string;
  text: string;
  testIdPrefix: string;
  onDismiss: () => void;
}) => (
  <Alert
    type="success"
    dismissible
    onDismiss={onDismiss}
    header={t.createdTitle}
    data-testid={`${testIdPrefix}-created`}
  >
    <SpaceBetween size="xs">
      <Box>{text}</Box>
      <Box variant="code" data-testid={`${testIdPrefix}-link`}>
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

type Created = { token: string };

/** What differs between the kinds of link; the page does the rest the same way. */
export type ShareLinksPageProps<S extends TShareLink & { customerName: string | null }, C extends Created> = {
  title: string;
  texts: { createTitle: string; createdText: string; empty: string };
  /** 'map-share': the test ids of the page's parts ('map-share-create', 'map-shares-table', …). */
  testIdPrefix: string;
  shares: UseQueryResult<S[]>;
  revoke: UseMutationResult<S, Error, string>;
  /** The address a token opens. */
  linkOf: (token: string) => string;
  /** Columns of the kind between the customer and the expiry. */
  columns: readonly ResponsiveColumn<S>[];
  CreateForm: ComponentType<{ onCreated: (created: C) => void; onCancel: () => void }>;
};

/**
 * The office's read-only links of one kind (map structures, order progress) with their status: a new one
 * made in a dialog, its link shown once; one revoked after asking.
 */
export const ShareLinksPage = <S extends TShareLink & { customerName: string | null }, C extends Created>({
  title,
  texts,
  testIdPrefix,
  shares,
  revoke,
  linkOf,
  columns,
  CreateForm,
}: ShareLinksPageProps<S, C>) => {
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<C | null>(null);
  const [revoking, setRevoking] = useState<S | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const items = shares.data ?? [];

  return (
    <ContentLayout
      header={
        <PageHeader
          title={title}
          actions={
            <Button variant="primary" onClick={() => setCreating(true)} data-testid={`${testIdPrefix}-create`}>
              {t.create}
            </Button>
          }
        />
      }
    >
      <SpaceBetween size="m">
        {created && (
          <CreatedLink
            link={linkOf(created.token)}
            text={texts.createdText}
            testIdPrefix={testIdPrefix}
            onDismiss={() => setCreated(null)}
          />
        )}
        {notice && (
          <Alert type="success" dismissible onDismiss={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {(shares.isError || revoke.isError) && <Alert type="error">{errorText(shares.error ?? revoke.error)}</Alert>}
        <ResponsiveTable
          data-testid={`${testIdPrefix}s-table`}
          loading={shares.isLoading}
          loadingText={de.common.loading}
          items={items}
          trackBy="id"
          header={<Header counter={`(${items.length})`}>{t.count(items.length)}</Header>}
          empty={<Box textAlign="center">{texts.empty}</Box>}
          wrapLines
          columnDefinitions={[
            { id: 'label', header: t.label, cell: (share) => share.label },
            { id: 'customer', header: t.customer, cell: (share) => share.customerName ?? '–', phone: 'half' },
            ...columns,
            { id: 'expires', header: t.expires, cell: (share) => validUntilText(share.expiresAt), phone: 'half' },
            {
              id: 'status',
              header: t.status,
              phone: 'half',
              cell: (share) => (
                <StatusIndicator type={statusTypes[share.status]}>{t.statuses[share.status]}</StatusIndicator>
              ),
            },
            { id: 'link', header: t.link, cell: () => t.linkHidden },
            {
              id: 'actions',
              header: t.actions,
              cell: (share) =>
                share.status === 'active' ? (
                  <Button
                    variant="inline-link"
                    onClick={() => setRevoking(share)}
                    data-testid={`${testIdPrefix}-revoke`}
                  >
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
        header={texts.createTitle}
        closeAriaLabel={de.common.cancel}
        data-testid={`${testIdPrefix}-dialog`}
      >
        {creating && (
          <CreateForm
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
        confirmTestId={`${testIdPrefix}-revoke-confirm`}
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
