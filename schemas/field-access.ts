import type { TFieldChange } from './api/masterdata';
import { type Concealment, type FieldReadRight, fieldReadRights } from './field-read-rights';
import { replaceAt } from './kernel/field-paths';
import { effectivePricePerUnit } from './kernel/pricing';
import { ZPricing } from './masterdata/pricing';
import type { TRole } from './roles';

/**
 * Projection of answers by role (issue 11 point 8, issue 25 point 4): the fields of a kind that the
 * caller's role may not read (schemas/field-read-rights.ts) are concealed before a record leaves the
 * server. Pure: the routes call it with the role of the request.
 */

/** A price structure as sold: the price per unit it charges, fixed, without what the unit costs. */
const saleView = (value: unknown): unknown => {
  if (value === null) return null;
  const pricing = ZPricing.safeParse(value);
  // Something that is not a price structure cannot be shown in part: conceal all of it.
  if (!pricing.success) return null;
  return {
    calculationType: 'FIXED',
    costPerUnit: null,
    surchargePercent: null,
    pricePerUnit: effectivePricePerUnit(pricing.data),
  };
};

const concealments: Record<Concealment, (value: unknown) => unknown> = {
  null: () => null,
  // Undefined is no JSON value: the field is left out of the answer (projectForRole drops the key).
  absent: () => undefined,
  saleView,
};

/** The rights of the kind whose fields the role may not read. */
export const concealedRights = (kind: string, role: TRole): readonly FieldReadRight[] =>
  (Object.hasOwn(fieldReadRights, kind) ? (fieldReadRights[kind] ?? []) : []).filter(
    (right) => !right.readers.includes(role),
  );

/** Whether the role reads a field of the kind (a path of fieldReadRights) as it is stored. */
export const mayReadField = (kind: string, role: TRole, path: string): boolean =>
  !concealedRights(kind, role).some((right) => right.path === path);

/** The record as the role may read it: a copy with the concealed fields replaced; the same record otherwise. */
export const projectForRole = <T extends Record<string, unknown>>(kind: string, role: TRole, record: T): T => {
  const hidden = concealedRights(kind, role);
  if (hidden.length === 0) return record;
  const replaced: Record<string, unknown> = {};
  for (const right of hidden) {
    const [field, ...rest] = right.path.split('.');
    if (field === undefined || !Object.hasOwn(record, field)) continue;
    const current = Object.hasOwn(replaced, field) ? replaced[field] : record[field];
    replaced[field] = replaceAt(current, rest, concealments[right.conceal]);
  }
  const projected: Record<string, unknown> = Object.assign({}, record, replaced);
  // An absent field is no key at all, so nothing tells a concealed value from none given.
  for (const [field, value] of Object.entries(replaced)) if (value === undefined) delete projected[field];
  return projected as T;
};

/** Whether a field path (no list indices) lies at or below the right's path. */
const startsWith = (path: readonly string[], prefix: readonly string[]) =>
  prefix.length <= path.length && prefix.every((segment, index) => segment === '*' || segment === path[index]);

/**
 * A record's change history as the role may read it. A change at or inside a concealed field is left
 * out (its values are what is concealed); a change of a field that contains one (a list of variants,
 * compared as a whole) has the concealed part of its values concealed.
 */
export const projectChangesForRole = (kind: string, role: TRole, changes: readonly TFieldChange[]): TFieldChange[] => {
  const hidden = concealedRights(kind, role);
  if (hidden.length === 0) return [...changes];
  return changes.flatMap((change) => {
    const path = change.path.split('.');
    let { before, after } = change;
    for (const right of hidden) {
      const rightPath = right.path.split('.');
      if (startsWith(path, rightPath)) return [];
      if (startsWith(rightPath, path)) {
        const rest = rightPath.slice(path.length);
        const conceal = concealments[right.conceal];
        before = replaceAt(before, rest, conceal);
        after = replaceAt(after, rest, conceal);
      }
    }
    return [{ ...change, before, after }];
  });
};
