import type { AppError } from '../../schemas/errors';
import type { TReceipt, TReceiptType } from '../../schemas/receipts/receipt';
import { db } from '../platform/db/entities';
import { atVersion, conflictOnCondition, isConflict, type TransactionPart, transactWrite } from '../platform/db/write';
import { receiptFromItem } from '../platform/receipt-records';
import { type ReceiptChange, receiptHistoryWrite, receiptToItem } from './receipt-store';

/**
 * Receipts as the table holds them (lambdas/platform/db/entities/receipts.ts), for the bills from orders,
 * the reminders and the offers: the few reads and writes these use cases need.
 */

export { receiptFromItem, receiptToItem };

/** A new receipt: written only when no receipt has its key yet. */
export const newReceiptWrite =
  (receipt: TReceipt): TransactionPart =>
  ({ receipt: entity }) => [entity.create(receiptToItem(receipt)).commit()];

/** The company's receipts of a type (one Query on the company partition, sorted by type). */
export const dynamoReceiptsOfType = async (companyId: string, type: TReceiptType): Promise<TReceipt[]> => {
  const { data } = await db().receipt.query.byCompany({ companyId, type }).go({ pages: 'all' });
  return data.map(receiptFromItem);
};

export const dynamoReceipt = async (
  companyId: string,
  type: TReceiptType,
  receiptId: string,
): Promise<TReceipt | undefined> => {
  const { data } = await db().receipt.get({ companyId, type, receiptId }).go({ consistent: true });
  return data ? receiptFromItem(data) : undefined;
};

/** Writes a new receipt; `taken` is thrown when a receipt with its id exists already. */
export const dynamoCreateReceipt = async (receipt: TReceipt, taken: AppError, change: ReceiptChange): Promise<void> => {
  try {
    await transactWrite(newReceiptWrite(receipt), receiptHistoryWrite(receipt, change));
  } catch (error) {
    if (isConflict(error)) throw taken;
    throw error;
  }
};

/**
 * Writes a changed receipt if the stored one is still at `expectedVersion`; else 409 (someone saved
 * meanwhile). With `change`, its history entry in the same transaction, so the version shows in the Verlauf.
 */
export const dynamoUpdateReceipt = async (
  receipt: TReceipt,
  expectedVersion: number,
  change?: ReceiptChange,
): Promise<void> => {
  if (change === undefined) {
    await conflictOnCondition(() => db().receipt.put(receiptToItem(receipt)).where(atVersion(expectedVersion)).go());
    return;
  }
  await transactWrite(
    ({ receipt: entity }) => [entity.put(receiptToItem(receipt)).where(atVersion(expectedVersion)).commit()],
    receiptHistoryWrite(receipt, change),
  );
};

/** The receipts' reads and writes, as the reminder and offer routes take them. */
export const dynamoReceiptStore = {
  ofType: dynamoReceiptsOfType,
  get: dynamoReceipt,
  create: dynamoCreateReceipt,
  update: dynamoUpdateReceipt,
};
