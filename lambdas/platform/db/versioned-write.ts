import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../../../schemas/errors';
import { dynamoClient } from '../aws-clients';
import { db } from './entities';

type Params = Record<string, unknown>;

const MAX_ATTEMPTS = 3;

/** ElectroDB's params carry ReturnValues, which a transaction item must not have. */
const transactable = (params: Params): Params => {
  const { ReturnValues: _ignored, ...rest } = params;
  return rest;
};

export type TransactItem = { Put: Params } | { Update: Params } | { Delete: Params };

/**
 * ElectroDB-built writes in one DynamoDB transaction. A failed condition (a record's version, or a
 * counter another write moved) means somebody saved in between: 409. Two writes of different records
 * that meet on a shared counter are not a conflict of the user's data: tried again after a short wait.
 */
export const transactWrite = async (items: readonly TransactItem[]): Promise<void> => {
  const command = new TransactWriteCommand({
    TransactItems: items.map((item) =>
      'Put' in item
        ? { Put: transactable(item.Put) as never }
        : 'Update' in item
          ? { Update: transactable(item.Update) as never }
          : { Delete: transactable(item.Delete) as never },
    ),
  });
  for (let attempt = 1; ; attempt++) {
    try {
      await dynamoClient().send(command);
      return;
    } catch (error) {
      const reasons = error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : [];
      if (reasons.some((reason) => reason.Code === 'ConditionalCheckFailed')) {
        throw new AppError('LW_409_00_0001', { cause: error });
      }
      const collided = reasons.some((reason) => reason.Code === 'TransactionConflict');
      if (!collided || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
};

/**
 * A write (put with its condition) plus the company's collection-version bump, and any further puts
 * (e.g. a history entry), in one transaction. Readers that cache a collection compare that version, so a
 * change shows at once.
 */
export const writeWithVersionBump = (
  companyId: string,
  collection: string,
  write: Params,
  alsoPut: Params[] = [],
): Promise<void> => {
  const bump = db().collectionVersion.update({ companyId, collection }).add({ version: 1 }).params() as Params;
  return transactWrite([{ Put: write }, { Update: bump }, ...alsoPut.map((put) => ({ Put: put }))]);
};

/** The collection's current version (consistent read: it must include the newest write). */
export const readCollectionVersion = async (companyId: string, collection: string): Promise<number> => {
  const { data } = await db().collectionVersion.get({ companyId, collection }).go({ consistent: true });
  return data?.version ?? 0;
};
