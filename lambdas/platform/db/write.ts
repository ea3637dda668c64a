import type { TransactionItem, WhereAttributeSymbol } from 'electrodb';
import { AppError } from '../../../schemas/errors';
import { lohnwerkTable, type Table } from './entities';
import { versionSeq } from './entities/changes';

/**
 * The one way this backend writes to the table: items without nulls, writes conditioned on the version
 * they were made on, a failed condition as 409, and transactions tried again when they only collided.
 */

type WriteFunction = Parameters<Table['transaction']['write']>[0];
/** The entities as a transaction sees them: each builds its write with `.commit()`. */
export type WriteEntities = Parameters<WriteFunction>[0];
/** One write of a transaction (`entity.put(...).commit()`). */
export type TransactionWrite = ReturnType<WriteFunction>[number];
/** Writes another part of the code adds to a transaction (a numbering's counter, a time tracking). */
export type TransactionPart = (entities: WriteEntities) => TransactionWrite[];

/** A field that may be null in the domain is absent in the item (ElectroDB refuses null for typed attributes). */
export type WithoutNulls<T> = { [K in keyof T]: null extends T[K] ? Exclude<T[K], null> | undefined : T[K] };

const isSet = <V>(entry: [string, V]): entry is [string, Exclude<V, null | undefined>] =>
  entry[1] !== null && entry[1] !== undefined;

/** The item to store: null and undefined fields left out (DynamoDB has no undefined; absent reads back as null). */
export const withoutNulls = <T extends object>(value: T): WithoutNulls<T> => {
  const item: Partial<Record<keyof T, unknown>> = {};
  for (const [key, inner] of Object.entries(value).filter(isSet)) item[key as keyof T] = inner;
  // Every key of T is either kept with its value or left out because it held null/undefined.
  return item as WithoutNulls<T>;
};

/** A write condition: the stored item is still at the version the change was made on. */
export const atVersion =
  (expectedVersion: number) =>
  (
    { version }: { version: WhereAttributeSymbol<number> },
    { eq }: { eq: <T, A extends WhereAttributeSymbol<T>>(attribute: A, value: T) => string },
  ): string =>
    eq(version, expectedVersion);

/** True for a failed write condition (ElectroDB wraps DynamoDB's ConditionalCheckFailedException). */
export const isConditionFailure = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ConditionalCheckFailedException' ||
    /conditional request failed|ConditionalCheckFailed/i.test(error.message));

/** True for our 409 'changed by someone else' (a failed condition of a write, as conflictOnCondition answers it). */
export const isConflict = (error: unknown): boolean => error instanceof AppError && error.code === 'LW_409_00_0001';

/** Runs a conditioned write; a failed condition means somebody saved in between: 409. */
export const conflictOnCondition = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('LW_409_00_0001', { cause: error });
    throw error;
  }
};

/** True when the conditioned write went through; false when its condition did not hold (someone was first). */
export const succeeded = async (write: () => Promise<unknown>): Promise<boolean> => {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConflict(error) || isConditionFailure(error)) return false;
    throw error;
  }
};

const MAX_ATTEMPTS = 3;

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));

/**
 * One try of a transaction: undefined when it went through, else DynamoDB's reason per write, in order
 * (a caller that must tell whose condition failed, e.g. a counter's from a record's, reads them).
 */
export const tryTransaction = async (parts: readonly TransactionPart[]): Promise<CancelReason[] | undefined> => {
  // ElectroDB types `data` by the tuple a builder returns; ours is a list, so name the shape we read.
  const { canceled, data }: { canceled: boolean; data: readonly TransactionItem<unknown>[] } = await lohnwerkTable()
    .transaction.write((entities) => parts.flatMap((part) => part(entities)))
    .go();
  return canceled ? data.map(({ code, message }) => ({ code, message })) : undefined;
};

export const CONDITION_FAILED = 'ConditionalCheckFailed';

/** DynamoDB's reason per write of a canceled transaction: its code and, for a refusal, its message. */
export type CancelReason = { code: string; message?: string | undefined };

const conflict = (codes: readonly string[]) => new AppError('LW_409_00_0001', { detail: codes.join(',') });
/** Codes first, then the messages, so lambdas/platform/db/refused-input.ts can tell a size refusal from a bug. */
export const canceledError = (reasons: readonly CancelReason[]) => {
  const messages = reasons.flatMap((reason) => (reason.message ? [reason.message] : []));
  const codes = reasons.map((reason) => reason.code).join(',');
  return new Error(`transaction canceled: ${codes}${messages.length ? ` (${messages.join('; ')})` : ''}`);
};

/**
 * Writes in one DynamoDB transaction: all or none. A failed condition (a record's version, or a counter
 * another write moved) means somebody saved in between: 409. Two writes of different items that meet on a
 * shared counter are not a conflict of the user's data: tried again after a short wait, a few times.
 */
export const transactWrite = async (...parts: TransactionPart[]): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    const reasons = await tryTransaction(parts);
    if (!reasons) return;
    const codes = reasons.map((reason) => reason.code);
    if (codes.includes(CONDITION_FAILED)) throw conflict(codes);
    if (!codes.includes('TransactionConflict') || attempt >= MAX_ATTEMPTS) throw canceledError(reasons);
    await pause(attempt);
  }
};

/**
 * Writes plus the company's collection-version bump in one transaction. Readers that cache a collection
 * compare that version, so a change shows at once. The bump leaves no change entry: a reader that cached
 * the collection before it reloads the whole collection.
 */
export const writeWithVersionBump = (companyId: string, collection: string, ...parts: TransactionPart[]) =>
  transactWrite(...parts, ({ collectionVersion }) => [
    collectionVersion.update({ companyId, collection }).add({ version: 1 }).commit(),
  ]);

/** The item of a collection that a write changes: its change entry names it. */
export type CollectionChange = { companyId: string; collection: string; itemId: string };

/** Change entries only serve readers whose cache is younger; older caches reload the whole collection. */
const CHANGE_ENTRY_LIFETIME_SECONDS = 24 * 60 * 60;
const MAX_INDEXED_ATTEMPTS = 6;

/**
 * Raises the counter from `current` to exactly `current + 1`, on condition that nobody raised it
 * meanwhile, and writes the change entry of that version: so every version has at most one entry.
 */
const indexedBump =
  ({ companyId, collection, itemId }: CollectionChange, current: number): TransactionPart =>
  ({ collectionVersion, collectionChange }) => {
    const next = current + 1;
    return [
      collectionVersion
        .update({ companyId, collection })
        .set({ version: next })
        .where(({ version }, { eq, notExists }) => (current === 0 ? notExists(version) : eq(version, current)))
        .commit(),
      collectionChange
        .put({
          companyId,
          collection,
          version: next,
          seq: versionSeq(next),
          itemId,
          ttl: Math.floor(Date.now() / 1000) + CHANGE_ENTRY_LIFETIME_SECONDS,
        })
        .commit(),
    ];
  };

/**
 * Writes plus the collection-version bump and the change entry of the new version, in one transaction,
 * so a reader that cached the collection at an older version reads only the items changed since.
 * DynamoDB cannot tell a transaction the number an ADD produced, so the counter is read and set to the
 * next number on condition; when another write took that number first, only the counter's condition
 * failed (the reasons come per write, in order, the counter first) and the write is tried again with a
 * fresh read. A failed condition of the caller's own writes is a 409 as always. When the counter keeps
 * moving (many writers at once), the write bumps it without an entry: readers then reload everything.
 */
export const writeWithChangeEntry = async (change: CollectionChange, ...parts: TransactionPart[]): Promise<void> => {
  for (let attempt = 1; attempt <= MAX_INDEXED_ATTEMPTS; attempt++) {
    const current = await readCollectionVersion(change.companyId, change.collection);
    const reasons = await tryTransaction([indexedBump(change, current), ...parts]);
    if (!reasons) return;
    const codes = reasons.map((reason) => reason.code);
    const [counter, _entry, ...own] = codes;
    if (own.includes(CONDITION_FAILED)) throw conflict(codes);
    if (counter !== CONDITION_FAILED && !codes.includes('TransactionConflict')) throw canceledError(reasons);
    await pause(attempt);
  }
  await writeWithVersionBump(change.companyId, change.collection, ...parts);
};

/** The collection's current version (consistent read: it must include the newest write). */
export const readCollectionVersion = async (companyId: string, collection: string): Promise<number> => {
  const { data } = await lohnwerkTable()
    .entities.collectionVersion.get({ companyId, collection })
    .go({ consistent: true });
  return data?.version ?? 0;
};
