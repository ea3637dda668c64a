import { useMemo } from 'react';
import type { TagKind } from '../../../../schemas/masterdata/kinds';
import { useOperatingUnits } from '../../api/company';
import { useCustomers } from '../../api/customers';
import { useRecords } from '../../api/records';

/**
 * Names behind ids, for what a list exports as CSV and searches: cells show names with components, but
 * export and filter need plain text.
 */
export type NameLookup = {
  /** Operating-unit names; none means all units ('alle'). */
  units: (ids: readonly string[]) => string;
  tags: (ids: readonly string[]) => string;
  customers: (ids: readonly string[]) => string;
  resources: (ids: readonly string[]) => string;
};

/** The name a record shows under ('' for kinds without one: they pass their own label). */
export const nameOf = (record: unknown): string =>
  typeof record === 'object' && record !== null && 'name' in record && typeof record.name === 'string'
    ? record.name
    : '';

/** What a list needs names of; only those lists are loaded (each stays cached and live like any list). */
export type NameNeeds = { units?: boolean; customers?: boolean; tags?: TagKind; resources?: boolean };

export const NO_NAMES: NameLookup = { units: () => '', tags: () => '', customers: () => '', resources: () => '' };

const joinNames = (names: ReadonlyMap<string, string>, ids: readonly string[]) =>
  ids
    .map((id) => names.get(id) ?? '')
    .filter(Boolean)
    .join(', ');

export const useNameLookup = (needs: NameNeeds): NameLookup => {
  const units = useOperatingUnits(false, Boolean(needs.units)).data;
  const customers = useCustomers(Boolean(needs.customers)).data;
  const tags = useRecords(needs.tags ?? 'resourceTag', {}, needs.tags !== undefined).data;
  // Archived articles too: an agreement on an article archived since still names it.
  const resources = useRecords('resource', { archived: 'all' }, Boolean(needs.resources)).data;
  return useMemo(() => {
    const unitNames = new Map((units ?? []).map((unit) => [unit.id, unit.name]));
    const customerNames = new Map(
      (customers ?? []).map((customer) => [customer.id, customer.displayName ?? customer.name]),
    );
    const tagNames = new Map((tags ?? []).map((tag) => [tag.id, tag.name]));
    const resourceNames = new Map((resources ?? []).map((resource) => [resource.id, resource.name]));
    return {
      units: (ids) => (ids.length === 0 ? 'alle' : joinNames(unitNames, ids)),
      tags: (ids) => joinNames(tagNames, ids),
      customers: (ids) => joinNames(customerNames, ids),
      resources: (ids) => joinNames(resourceNames, ids),
    };
  }, [units, customers, tags, resources]);
};
