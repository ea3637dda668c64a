import type { AppError } from '../../schemas/errors';
import { type TReceipt, type TReceiptType, ZReceipt } from '../../schemas/receipts/receipt';
import { db, type StoredItem } from '../platform/db/entities';
import { parseStored } from '../platform/db/read';
import {
  atVersion,
  conflictOnCondition,
  isConflict,
  type TransactionPart,
  transactWrite,
  withoutNulls,
} from '../platform/db/write';

/**
 * Receipts as the table holds them (lambdas/platform/db/entities/receipts.ts), for the bills from orders,
 * the reminders and the offers: the few reads and writes these use cases need.
 */

/** The stored item of a receipt: the head fields the writes condition on as attributes, the rest as content. */
export const receiptToItem = (receipt: TReceipt) => {
  const { id, companyId, type, status, number, archived, version, createdAt, updatedAt, ...content } = receipt;
  return withoutNulls({
    companyId,
    type,
    receiptId: id,
    status,
    number,
    archived,
    version,
    createdAt,
    updatedAt,
    content,
  });
};

export const receiptFromItem = ({ receiptId, content, ...head }: StoredItem<'receipt'>): TReceipt =>
  parseStored(ZReceipt, { ...content, ...head, id: receiptId });

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
export const dynamoCreateReceipt = async (receipt: TReceipt, taken: AppError): Promise<void> => {
  try {
    await transactWrite(newReceiptWrite(receipt));
  } catch (error) {
    if (isConflict(error)) throw taken;
    throw error;
  }
};

/** Writes a changed receipt if the stored one is still at `expectedVersion`; else 409 (someone saved meanwhile). */
export const dynamoUpdateReceipt = async (receipt: TReceipt, expectedVersion: number): Promise<void> => {
  await conflictOnCondition(() => db().receipt.put(receiptToItem(receipt)).where(atVersion(expectedVersion)).go());
};

/** The receipts' reads and writes, as the reminder and offer routes take them. */
export const dynamoReceiptStore = {
  ofType: dynamoReceiptsOfType,
  get: dynamoReceipt,
  create: dynamoCreateReceipt,
  update: dynamoUpdateReceipt,
};
