import type { TransactionItem, WhereAttributeSymbol } from 'electrodb';
import { AppError } from '../../../schemas/errors';
import { lohnwerkTable, type Table } from './entities';

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

const isConflict = (error: unknown): boolean =>
  (error instanceof AppError && error.code === 'LW_409_00_0001') || isConditionFailure(error);

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
    if (isConflict(error)) return false;
    throw error;
  }
};

const MAX_ATTEMPTS = 3;

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));

/**
 * Writes in one DynamoDB transaction: all or none. A failed condition (a record's version, or a counter
 * another write moved) means somebody saved in between: 409. Two writes of different items that meet on a
 * shared counter are not a conflict of the user's data: tried again after a short wait, a few times.
 */
export const transactWrite = async (...parts: TransactionPart[]): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    // ElectroDB types `data` by the tuple a builder returns; ours is a list, so name the shape we read.
    const { canceled, data }: { canceled: boolean; data: readonly TransactionItem<unknown>[] } = await lohnwerkTable()
      .transaction.write((entities) => parts.flatMap((part) => part(entities)))
      .go();
    if (!canceled) return;
    const codes = data.map((result) => result.code);
    if (codes.includes('ConditionalCheckFailed')) throw new AppError('LW_409_00_0001', { detail: codes.join(',') });
    if (!codes.includes('TransactionConflict') || attempt >= MAX_ATTEMPTS) {
      throw new Error(`transaction canceled: ${codes.join(',')}`);
    }
    await pause(attempt);
  }
};

/**
 * Writes plus the company's collection-version bump in one transaction. Readers that cache a collection
 * compare that version, so a change shows at once.
 */
export const writeWithVersionBump = (companyId: string, collection: string, ...parts: TransactionPart[]) =>
  transactWrite(...parts, ({ collectionVersion }) => [
    collectionVersion.update({ companyId, collection }).add({ version: 1 }).commit(),
  ]);

/** The collection's current version (consistent read: it must include the newest write). */
export const readCollectionVersion = async (companyId: string, collection: string): Promise<number> => {
  const { data } = await lohnwerkTable()
    .entities.collectionVersion.get({ companyId, collection })
    .go({ consistent: true });
  return data?.version ?? 0;
};
