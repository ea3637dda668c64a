import Badge from '@cloudscape-design/components/badge';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import type { RecordKind, TagKind } from '../../../../schemas/masterdata/kinds';
import { useOperatingUnits } from '../../api/company';
import { useCustomers } from '../../api/customers';
import { type RecordTypes, useRecords } from '../../api/records';
import { type PageId, pathFor } from '../../app/pages';
import type { EntityColumn } from '../../components/entity-table/entity-table';
import { RouterLink } from '../../components/router-link';
import { colorName } from '../../i18n/color-names';
import { masterdataTexts } from '../../i18n/de/masterdata';
import { type NameLookup, nameOf } from './names';

const t = masterdataTexts.fields;

/** The name of a record as a link to its page (details, or the edit page for simple kinds). */
export const recordLink = (pageId: PageId, id: string, label: ReactNode) => (
  <RouterLink href={pathFor(pageId, { id })} data-testid="record-link">
    {label}
  </RouterLink>
);

export const nameColumn = <T extends { id: string }>(
  pageId: PageId,
  name: (item: T) => string,
  header: string = t.name,
): EntityColumn<T> => ({
  id: 'name',
  header,
  cell: (item) => recordLink(pageId, item.id, name(item) || '–'),
  csv: name,
  sortValue: name,
  filterValue: name,
  isRowHeader: true,
});

export const textColumn = <T,>(
  id: string,
  header: string,
  value: (item: T) => string | null | undefined,
  options: Pick<EntityColumn<T>, 'defaultVisible' | 'width' | 'phone'> = {},
): EntityColumn<T> => ({
  id,
  header,
  cell: (item) => value(item) || '–',
  csv: (item) => value(item) ?? '',
  sortValue: (item) => value(item) ?? null,
  filterValue: (item) => value(item) ?? '',
  ...options,
});

/** Names of the operating units of a record; none means all (shown as 'alle'). */
export const UnitNames = ({ ids }: { ids: readonly string[] }) => {
  const units = useOperatingUnits(false);
  if (ids.length === 0) return <>{t.allUnitsShort}</>;
  const names = ids.map((id) => units.data?.find((unit) => unit.id === id)?.name ?? '…');
  return <>{names.join(', ')}</>;
};

/**
 * A column whose CSV value and filter text are names behind ids (units, tags, customers); the list page
 * fills them in once it has loaded the names (see names.ts).
 */
export type NamedColumn<T> = EntityColumn<T> & { namesFor?: (names: NameLookup, item: T) => string };

/** Fills csv and filterValue of the named columns from the loaded names. */
export const withNames = <T,>(columns: readonly NamedColumn<T>[], names: NameLookup): EntityColumn<T>[] =>
  columns.map(({ namesFor, ...column }) =>
    namesFor
      ? { ...column, csv: (item: T) => namesFor(names, item), filterValue: (item: T) => namesFor(names, item) }
      : column,
  );

export const unitsColumn = <T extends { operatingUnitIds: string[] }>(): NamedColumn<T> => ({
  id: 'operatingUnits',
  header: t.operatingUnits,
  cell: (item) => <UnitNames ids={item.operatingUnitIds} />,
  namesFor: (names, item) => names.units(item.operatingUnitIds),
});

/** Tags as coloured badges, in the order of the tag list. */
export const TagBadges = ({ kind, ids }: { kind: TagKind; ids: readonly string[] }) => {
  const tags = useRecords(kind);
  const chosen = (tags.data ?? []).filter((tag) => ids.includes(tag.id));
  if (chosen.length === 0) return <>–</>;
  return (
    <SpaceBetween direction="horizontal" size="xxs">
      {chosen.map((tag) => (
        <span key={tag.id} style={{ borderLeft: `4px solid ${tag.color ?? '#888'}`, paddingLeft: 2 }}>
          <Badge>{tag.name}</Badge>
        </span>
      ))}
    </SpaceBetween>
  );
};

export const tagsColumn = <T extends { tagIds: string[] }>(kind: TagKind): NamedColumn<T> => ({
  id: 'tags',
  header: t.tags,
  cell: (item) => <TagBadges kind={kind} ids={item.tagIds} />,
  namesFor: (names, item) => names.tags(item.tagIds),
});

/**
 * The name of a record another one points at (a machine's ring, an agreement's article), archived ones
 * included; `empty` when nothing is chosen.
 */
export const RecordName = <K extends RecordKind>({
  kind,
  id,
  empty = '–',
  label = nameOf,
}: {
  kind: K;
  id: string | null;
  empty?: string;
  label?: (record: RecordTypes[K]) => string;
}) => {
  const records = useRecords(kind, { archived: 'all' }, id !== null);
  if (id === null) return <>{empty}</>;
  const record = records.data?.find((candidate) => candidate.id === id);
  return <>{record ? label(record) : '…'}</>;
};

/** A colour swatch with its name. */
export const ColorSwatch = ({ color }: { color: string }) => {
  const label = colorName(color);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span style={{ width: 14, height: 14, borderRadius: 3, background: color, display: 'inline-block' }} />
      {label}
    </span>
  );
};

/** A customer's shown name, `none` when the record names no customer ('…' while the customers load). */
export const CustomerName = ({ id, none }: { id: string | null; none: string }) => {
  const customers = useCustomers();
  if (!id) return <>{none}</>;
  const customer = customers.data?.find((candidate) => candidate.id === id);
  return <>{customer ? (customer.displayName ?? customer.name) : '…'}</>;
};
