import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Table from '@cloudscape-design/components/table';
import { useParams } from 'react-router';
import type { THistoryEntry } from '../../../../schemas/api/masterdata';
import type { RecordKind } from '../../../../schemas/masterdata/kinds';
import { errorText } from '../../api/api-error';
import { useRecord, useRecordHistory } from '../../api/records';
import { PageHeader } from '../../components/page-header';
import { masterdataTexts } from '../../i18n/de/masterdata';
import { formatDateTime } from '../format';
import type { KindUi } from './kind-ui';

const t = masterdataTexts.history;

const valueText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/** Who changed what when: the change history of a record (machine history, article price history). */
export const RecordHistoryPage = <K extends RecordKind>({
  ui,
  fieldLabel,
}: {
  ui: KindUi<K>;
  /** German name of a changed field path, e.g. 'pricing.costPerUnit' -> 'Kosten pro Einheit'. */
  fieldLabel: (path: string) => string;
}) => {
  const id = useParams().id ?? '';
  const record = useRecord(ui.kind, id);
  const history = useRecordHistory(ui.kind, id);
  return (
    <ContentLayout header={<PageHeader description={record.data ? ui.title(record.data) : undefined} />}>
      <Table<THistoryEntry>
        data-testid="history-table"
        items={history.data ?? []}
        loading={history.isPending}
        loadingText={t.loading}
        wrapLines
        empty={<Box textAlign="center">{history.isError ? errorText(history.error) : t.empty}</Box>}
        columnDefinitions={[
          { id: 'at', header: t.at, cell: (entry) => formatDateTime(entry.at), width: 170 },
          { id: 'user', header: t.user, cell: (entry) => entry.userName, width: 220 },
          { id: 'action', header: t.action, cell: (entry) => t.actions[entry.action], width: 130 },
          {
            id: 'changes',
            header: t.changes,
            cell: (entry) =>
              entry.changes.length === 0 ? (
                '–'
              ) : (
                <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                  {entry.changes.map((change) => (
                    <li key={change.path}>
                      <b>{fieldLabel(change.path)}</b>: {valueText(change.before)} → {valueText(change.after)}
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </ContentLayout>
  );
};
