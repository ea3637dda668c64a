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

/**
 * A write (put with its condition) plus the company's collection-version bump, and any further puts
 * (e.g. a history entry), in one transaction. Readers that cache a collection compare that version, so a
 * change shows at once. A failed condition on the write means somebody saved in between: 409.
 */
export const writeWithVersionBump = async (
  companyId: string,
  collection: string,
  write: Params,
  alsoPut: Params[] = [],
): Promise<void> => {
  const bump = db().collectionVersion.update({ companyId, collection }).add({ version: 1 }).params() as Params;
  const command = new TransactWriteCommand({
    TransactItems: [
      { Put: transactable(write) as never },
      { Update: transactable(bump) as never },
      ...alsoPut.map((put) => ({ Put: transactable(put) as never })),
    ],
  });
  for (let attempt = 1; ; attempt++) {
    try {
      await dynamoClient().send(command);
      return;
    } catch (error) {
      const reasons = error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : [];
      // Any failed condition (the record's version, or a counter another write moved) means: changed meanwhile.
      if (reasons.some((reason) => reason.Code === 'ConditionalCheckFailed')) {
        throw new AppError('LW_409_00_0001', { cause: error });
      }
      // Two saves of different records of one collection meet on its version counter: not a conflict of
      // the user's data, so try again after a short random wait.
      const collided = reasons.some((reason) => reason.Code === 'TransactionConflict');
      if (!collided || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
};

/** The collection's current version (consistent read: it must include the newest write). */
export const readCollectionVersion = async (companyId: string, collection: string): Promise<number> => {
  const { data } = await db().collectionVersion.get({ companyId, collection }).go({ consistent: true });
  return data?.version ?? 0;
};
