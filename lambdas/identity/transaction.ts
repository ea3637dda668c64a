import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../platform/aws-clients';

type Params = Record<string, unknown>;

/** One write of a transaction, as ElectroDB builds it with `.params()`. */
export type TransactionItem = { Put: Params } | { Update: Params } | { Delete: Params };

/** TransactWriteItems refuses ReturnValues, which ElectroDB may add. */
const forTransaction = (item: TransactionItem) =>
  Object.fromEntries(
    Object.entries(item).map(([kind, { ReturnValues: _ignored, ...params }]) => [kind, params as Params]),
  );

/**
 * Writes several items in one DynamoDB transaction: all or none. False when a write condition did not
 * hold (someone changed the state in the meantime); other failures are thrown.
 */
export const writeTransaction = async (items: TransactionItem[]): Promise<boolean> => {
  try {
    await dynamoClient().send(new TransactWriteCommand({ TransactItems: items.map(forTransaction) as never }));
    return true;
  } catch (error) {
    const reasons = error instanceof TransactionCanceledException ? error.CancellationReasons : undefined;
    if (reasons?.some((reason) => reason.Code === 'ConditionalCheckFailed')) return false;
    throw error;
  }
};
