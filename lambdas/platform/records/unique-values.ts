import type { AnyRecordKindDef } from '../../../schemas/masterdata/kinds';
import type { TransactionPart } from '../db/write';
import { type ClaimWrites, releaseUnlessHeldByOther, type ValueClaim } from '../numbering/claims';
import { valueTaken } from '../numbering/numbering';
import type { StoredRecord } from './record-domain';

export type { ClaimWrites, ValueClaim } from '../numbering/claims';

const textAt = (record: StoredRecord | null, field: string): string => {
  const value = record?.[field];
  return typeof value === 'string' ? value.trim() : '';
};

/** Whether a record holds its unique value: archived records too, unless the kind frees it on archive. */
const holdsValue = (def: AnyRecordKindDef, record: StoredRecord | null): boolean =>
  record !== null && !(record.archived && def.unique?.freedOnArchive);

/** The unique value the record holds ('' when none, or when it gave it up by being archived). */
export const heldValue = (def: AnyRecordKindDef, record: StoredRecord | null): string =>
  def.unique && holdsValue(def, record) ? textAt(record, def.unique.field) : '';

/**
 * The German issue when another record of the company already has the kind's unique value, or
 * undefined. `others` are the company's records of the kind (archived ones too: receipts name them).
 */
export const takenIssue = (
  def: AnyRecordKindDef,
  record: StoredRecord,
  others: readonly StoredRecord[],
  pathPrefix: string,
): { path: string; message: string } | undefined => {
  const unique = def.unique;
  // A record that holds no value (an archived employee gave its login up) takes nobody's.
  const value = heldValue(def, record);
  if (!unique || value === '') return undefined;
  const taken = others.some(
    (other) => other.id !== record.id && holdsValue(def, other) && textAt(other, unique.field) === value,
  );
  return taken ? { path: `${pathPrefix}${unique.field}`, message: unique.message } : undefined;
};

/** Refuses a value another record holds: 409 with the kind's code and the issue at the field. */
export const refuseTaken = (def: AnyRecordKindDef, issue: { path: string; message: string }): never => {
  if (!def.unique) throw new Error(`${def.kind} declares no unique field`);
  throw valueTaken(def.unique, issue.path);
};

/**
 * The writes that move the claim of the kind's unique value from `before` to `record`: none while the
 * value stays; a new value is claimed on condition that nobody holds it, so of two writes at once with
 * the same value only one goes through (the other fails as a conflict). A record that stops holding its
 * value (archived, when the kind frees it on archive) releases it; restored, it claims it again. A value
 * whose claim another record holds (duplicates from before claims) is left to that record.
 */
export const claimWrites = async (
  def: AnyRecordKindDef,
  writes: ClaimWrites,
  record: StoredRecord,
  before: StoredRecord | null,
): Promise<TransactionPart[]> => {
  const field = def.unique?.field;
  if (!field) return [];
  const next = heldValue(def, record);
  const previous = heldValue(def, before);
  if (next === previous) return [];
  const claimOf = (value: string): ValueClaim => ({
    companyId: record.companyId,
    kind: def.kind,
    field,
    value,
    recordId: record.id,
  });
  return [
    ...(previous === '' ? [] : await releaseUnlessHeldByOther(writes, claimOf(previous))),
    ...(next === '' ? [] : [writes.claim(claimOf(next))]),
  ];
};
