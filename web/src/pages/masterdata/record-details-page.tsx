import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { RecordKind } from '../../../../schemas/masterdata/kinds';
import { errorText } from '../../api/api-error';
import { useArchiveRecord, useRecord } from '../../api/records';
import { useFlash } from '../../app/flash';
import { pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { de } from '../../i18n/de';
import { masterdataTexts } from '../../i18n/de/masterdata';
import type { KindUi } from './kind-ui';
import { useMayOpen } from './may-open';

const t = masterdataTexts.details;

/**
 * The details page of a record: its content (per kind), and edit, history and archive. Archiving never
 * deletes: receipts may reference the record, and it can be restored from the archive.
 */
export const RecordDetailsPage = <K extends RecordKind>({ ui }: { ui: KindUi<K> }) => {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const flash = useFlash();
  const query = useRecord(ui.kind, id);
  const archive = useArchiveRecord(ui.kind);
  const [confirming, setConfirming] = useState(false);
  const mayEdit = useMayOpen(ui.pages.edit);
  const historyPage = ui.pages.history;
  const mayHistory = useMayOpen(historyPage);
  const record = query.data;

  if (!record || !ui.Details) {
    return <PageLoading error={query.isError ? query.error : null} />;
  }

  const setArchived = (archived: boolean) =>
    archive.mutate(
      { id, version: record.version, archived },
      {
        onSuccess: () => {
          setConfirming(false);
          flash.push({ type: 'success', content: archived ? t.archived : t.restored });
        },
        onError: (error) => flash.push({ type: 'error', content: errorText(error) }),
      },
    );

  const actions = (
    <SpaceBetween direction="horizontal" size="xs">
      {mayHistory && historyPage && (
        <Button onClick={() => navigate(pathFor(historyPage, { id }))} data-testid="record-history">
          {t.history}
        </Button>
      )}
      {mayEdit && !(record.archived && ui.archiveIsFinal) && (
        <Button
          onClick={() => (record.archived ? setArchived(false) : setConfirming(true))}
          loading={archive.isPending}
          data-testid={record.archived ? 'record-restore' : 'record-archive'}
        >
          {record.archived ? t.restore : t.archive}
        </Button>
      )}
      {mayEdit && !record.archived && (
        <Button variant="primary" onClick={() => navigate(pathFor(ui.pages.edit, { id }))} data-testid="record-edit">
          {t.edit}
        </Button>
      )}
    </SpaceBetween>
  );

  return (
    <ContentLayout
      header={
        <PageHeader
          title={
            <>
              {ui.title(record)} {record.archived && <Badge color="grey">{t.archivedBadge}</Badge>}
            </>
          }
          actions={actions}
        />
      }
    >
      <ui.Details record={record} />
      <Modal
        visible={confirming}
        onDismiss={() => setConfirming(false)}
        header={t.archiveConfirmTitle}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setConfirming(false)}>
                {de.common.cancel}
              </Button>
              <Button variant="primary" onClick={() => setArchived(true)} data-testid="record-archive-confirm">
                {t.archive}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        {ui.archiveIsFinal ? t.archiveConfirmFinalText(ui.title(record)) : t.archiveConfirmText(ui.title(record))}
      </Modal>
    </ContentLayout>
  );
};
