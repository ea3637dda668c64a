import { AppError } from '../../../schemas/errors';
import type { AnyRecordKindDef } from '../../../schemas/masterdata/kinds';
import type { TransactionPart } from '../db/write';
import type { StoredRecord } from './record-domain';

/** A unique value of a record kind, held by one record (a supplier number). */
export type ValueClaim = { companyId: string; kind: string; field: string; value: string; recordId: string };

/** Writing and freeing the claims of unique values (see RecordStore). */
export type ClaimWrites = {
  claim: (claim: ValueClaim) => TransactionPart;
  release: (claim: ValueClaim) => TransactionPart;
};

const textAt = (record: StoredRecord | null, field: string): string => {
  const value = record?.[field];
  return typeof value === 'string' ? value.trim() : '';
};

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
  const value = textAt(record, unique?.field ?? '');
  if (!unique || value === '') return undefined;
  const taken = others.some((other) => other.id !== record.id && textAt(other, unique.field) === value);
  return taken ? { path: `${pathPrefix}${unique.field}`, message: unique.message } : undefined;
};

/** Refuses a value another record holds: 400 with the issue at the field, like a schema error. */
export const refuseTaken = (def: AnyRecordKindDef, issue: { path: string; message: string }): never => {
  throw new AppError('LW_400_01_0001', { issues: [issue], detail: `${def.kind} ${issue.path} taken` });
};

/**
 * The writes that move the claim of the kind's unique value from `before` to `record`: none while the
 * value stays; a new value is claimed on condition that nobody holds it, so of two writes at once with
 * the same value only one goes through (the other fails as a conflict).
 */
export const claimWrites = (
  def: AnyRecordKindDef,
  writes: ClaimWrites,
  record: StoredRecord,
  before: StoredRecord | null,
): TransactionPart[] => {
  const field = def.unique?.field;
  if (!field) return [];
  const next = textAt(record, field);
  const previous = textAt(before, field);
  if (next === previous) return [];
  const claimOf = (value: string): ValueClaim => ({
    companyId: record.companyId,
    kind: def.kind,
    field,
    value,
    recordId: record.id,
  });
  return [
    ...(previous === '' ? [] : [writes.release(claimOf(previous))]),
    ...(next === '' ? [] : [writes.claim(claimOf(next))]),
  ];
};
