import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import { useParams } from 'react-router';
import type { THistoryEntry } from '../../../../schemas/api/masterdata';
import type { RecordKind } from '../../../../schemas/masterdata/kinds';
import { errorText } from '../../api/api-error';
import { useOperatingUnits } from '../../api/company';
import { useRecord, useRecordHistory } from '../../api/records';
import { PageHeader } from '../../components/page-header';
import { ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { masterdataTexts } from '../../i18n/de/masterdata';
import { formatDateTime } from '../format';
import type { KindUi } from './kind-ui';

const t = masterdataTexts.history;

const valueText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '–';
  if (Array.isArray(value) && value.length === 0) return '–';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/** Who changed what when: the change history of a record (machine history, article price history). */
export const RecordHistoryPage = <K extends RecordKind>({
  ui,
  fieldLabel,
  formatValue,
}: {
  ui: KindUi<K>;
  /** German name of a changed field path, e.g. 'pricing.costPerUnit' -> 'Kosten pro Einheit'. */
  fieldLabel: (path: string) => string;
  /** German text of a changed value where the stored one is not (decimals '1012.5' -> '1.012,5 h'). */
  formatValue?: (path: string, value: unknown) => string | undefined;
}) => {
  const id = useParams().id ?? '';
  const record = useRecord(ui.kind, id);
  const history = useRecordHistory(ui.kind, id);
  const units = useOperatingUnits(false);
  const unitNames = (ids: unknown[]) =>
    ids.length === 0
      ? masterdataTexts.fields.allUnitsShort
      : ids.map((unitId) => units.data?.find((unit) => unit.id === unitId)?.name ?? '…').join(', ');
  const shown = (path: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return '–';
    // Operating units are named, not shown as ids; none means all of them.
    if (path === 'operatingUnitIds' && Array.isArray(value)) return unitNames(value);
    return formatValue?.(path, value) ?? valueText(value);
  };
  return (
    <ContentLayout header={<PageHeader description={record.data ? ui.title(record.data) : undefined} />}>
      <ResponsiveTable<THistoryEntry>
        data-testid="history-table"
        items={history.data ?? []}
        loading={history.isPending}
        loadingText={t.loading}
        wrapLines
        empty={<Box textAlign="center">{history.isError ? errorText(history.error) : t.empty}</Box>}
        columnDefinitions={[
          { id: 'at', header: t.at, cell: (entry) => formatDateTime(entry.at), width: 170 },
          { id: 'user', header: t.user, cell: (entry) => entry.userName, width: 220, phone: 'half' },
          { id: 'action', header: t.action, cell: (entry) => t.actions[entry.action], width: 130, phone: 'half' },
          {
            id: 'changes',
            header: t.changes,
            cell: (entry) => {
              // 'Nothing' to 'empty list' (a new record's untouched lists) reads '– → –': left out.
              const changes = entry.changes
                .map((change) => ({
                  path: change.path,
                  before: shown(change.path, change.before),
                  after: shown(change.path, change.after),
                }))
                .filter((change) => change.before !== '–' || change.after !== '–');
              return changes.length === 0 ? (
                '–'
              ) : (
                <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                  {changes.map((change) => (
                    <li key={change.path}>
                      <b>{fieldLabel(change.path)}</b>: {change.before} → {change.after}
                    </li>
                  ))}
                </ul>
              );
            },
          },
        ]}
      />
    </ContentLayout>
  );
};
