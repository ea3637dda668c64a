import { AppError } from '../../../schemas/errors';

/**
 * The rules every change of a map structure follows (services.md §4, §5): it names the version it was
 * made on, an archived structure is never restored, and only who may edit structures changes where it
 * lies. Pure: the stored structure and the change in, a refusal out.
 */

type Versioned = { id: string; version: number; archived: boolean };
type VersionedChange = { version: number; archived?: boolean | undefined };

/** What every new structure starts with: its id and company, active, at version 1, stamped now. */
export const newStructureBase = (context: { id: string; companyId: string; now: Date }) => {
  const timestamp = context.now.toISOString();
  return {
    id: context.id,
    companyId: context.companyId,
    archived: false,
    version: 1,
    createdAt: timestamp,
    updatedAt: timestamp,
  };
};

/** Keeps the stored value where the change leaves a field out (undefined), takes it (also null) otherwise. */
export const keptOr = <T>(given: T | undefined, stored: T): T => (given === undefined ? stored : given);

export const sameValue = (before: unknown, after: unknown) => JSON.stringify(before) === JSON.stringify(after);

/** Whether one of these fields is given with a new value. */
export const changesAnyOf = <T extends object, C extends Partial<Record<keyof T, unknown>>>(
  existing: T,
  change: C,
  fields: readonly (keyof T & keyof C)[],
): boolean => fields.some((field) => change[field] !== undefined && !sameValue(change[field], existing[field]));

/** Refuses a stale change (409), a restore (400) and a change of geometry without the permission (403). */
export const requireChangeAllowed = (
  kind: string,
  existing: Versioned,
  change: VersionedChange,
  geometry: { changes: boolean; mayEdit: boolean },
): void => {
  if (existing.version !== change.version) {
    throw new AppError('LW_409_00_0001', { detail: `${kind} ${existing.id} is at ${existing.version}` });
  }
  if (existing.archived && change.archived === false) {
    throw new AppError('LW_400_02_0001', { detail: `${kind} ${existing.id} is archived` });
  }
  if (!geometry.mayEdit && geometry.changes) {
    throw new AppError('FCPA_403_01_0002', { detail: `${kind} ${existing.id}: geometry needs edit-structures` });
  }
};
