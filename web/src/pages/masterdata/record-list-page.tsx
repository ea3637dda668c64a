import Button from '@cloudscape-design/components/button';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { RecordKind } from '../../../../schemas/masterdata/kinds';
import { useRecords } from '../../api/records';
import { pathFor } from '../../app/pages';
import { EntityTable } from '../../components/entity-table/entity-table';
import { masterdataTexts } from '../../i18n/de/masterdata';
import { withNames } from './columns';
import type { KindUi } from './kind-ui';
import { useMayOpen } from './may-open';
import { useNameLookup } from './names';
import { OperatingUnitSelect } from './operating-unit-select';

const t = masterdataTexts.list;

/**
 * The list page of a master-data kind: active records or the archive, optionally one operating unit,
 * with filter, sorting, column preferences and CSV export; live updates refresh it.
 */
export const RecordListPage = <K extends RecordKind>({ ui }: { ui: KindUi<K> }) => {
  const navigate = useNavigate();
  const [archived, setArchived] = useState<'false' | 'true'>('false');
  const [unitId, setUnitId] = useState<string>('');
  const query = useRecords(ui.kind, { archived, ...(unitId ? { operatingUnitId: unitId } : {}) });
  const mayCreate = useMayOpen(ui.pages.create);
  const names = useNameLookup(ui.names ?? {});
  const columns = useMemo(() => withNames(ui.columns, names), [ui.columns, names]);

  const createButton = mayCreate && (
    <Button variant="primary" onClick={() => navigate(pathFor(ui.pages.create))} data-testid={`${ui.kind}-create`}>
      {ui.texts.create}
    </Button>
  );

  return (
    <EntityTable
      items={query.data}
      loading={query.isPending}
      error={query.error}
      columns={columns}
      storageKey={`list-${ui.kind}`}
      csvFileName={archived === 'true' ? `${ui.texts.fileName}-archiv` : ui.texts.fileName}
      testId={ui.kind}
      empty={{
        title: archived === 'true' ? t.archiveEmptyTitle : ui.texts.emptyTitle,
        text: archived === 'true' ? t.archiveEmptyText : ui.texts.emptyText,
        action: archived === 'true' ? undefined : createButton || undefined,
      }}
      actions={
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          {ui.byOperatingUnit && (
            <OperatingUnitSelect value={unitId} onChange={setUnitId} testId={`${ui.kind}-unit-filter`} />
          )}
          <SegmentedControl
            selectedId={archived}
            options={[
              { id: 'false', text: t.active },
              { id: 'true', text: t.archive },
            ]}
            onChange={({ detail }) => setArchived(detail.selectedId as 'false' | 'true')}
            label={t.show}
            data-testid={`${ui.kind}-archive-toggle`}
          />
          {ui.listActions}
          {createButton}
        </SpaceBetween>
      }
    />
  );
};
