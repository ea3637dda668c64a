import { type TReceipt, type TReceiptType, ZReceipt } from '../../schemas/receipts/receipt';
import { db, type StoredItem } from './db/entities';
import { parseStored } from './db/read';
import { isConditionFailure } from './db/write';

/**
 * The receipt records as the services around the receipts service read them (the e-invoice service renders
 * their files, the receipts service sends and downloads them): one receipt by its key, and the few changes
 * of a FINALIZED receipt that come after finalizing (its files, its sending). The head fields the writes
 * condition on are attributes of the item; everything else of ZReceipt is its `content`.
 */

export type TReceiptKey = { companyId: string; type: TReceiptType; receiptId: string };

export const receiptFromItem = (item: StoredItem<'receipt'>): TReceipt => {
  const content: object = typeof item.content === 'object' && item.content !== null ? item.content : {};
  return parseStored(ZReceipt, {
    ...content,
    id: item.receiptId,
    companyId: item.companyId,
    type: item.type,
    status: item.status,
    number: item.number ?? null,
    archived: item.archived,
    version: item.version,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  });
};

/** What of ZReceipt is kept in `content` (the head fields are attributes of their own). */
const contentOf = ({
  id: _id,
  companyId: _companyId,
  type: _type,
  status: _status,
  number: _number,
  archived: _archived,
  version: _version,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  ...content
}: TReceipt) => content;

export const readReceipt = async ({ companyId, type, receiptId }: TReceiptKey): Promise<TReceipt | undefined> => {
  const { data } = await db().receipt.get({ companyId, type, receiptId }).go({ consistent: true });
  return data ? receiptFromItem(data) : undefined;
};

/**
 * Writes a later change of a FINALIZED receipt (its stored files, its sending) as its next version, on
 * condition that it is still finalized at the version read: false when someone changed it first (the
 * caller reads again and decides). `change` names it for the receipt's history ('Versendet an ...').
 */
export const writeFinalizedChange = async (
  changed: TReceipt,
  readVersion: number,
  _change: string,
): Promise<boolean> => {
  try {
    await db()
      .receipt.patch({ companyId: changed.companyId, type: changed.type, receiptId: changed.id })
      .set({ content: contentOf(changed), version: changed.version, updatedAt: changed.updatedAt })
      .where(({ version, status }, { eq }) => `${eq(version, readVersion)} AND ${eq(status, 'FINALIZED')}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** The port of the two functions above, so use cases take fakes in tests. */
export type ReceiptRecords = {
  read: (key: TReceiptKey) => Promise<TReceipt | undefined>;
  writeFinalizedChange: (changed: TReceipt, readVersion: number, change: string) => Promise<boolean>;
};

/**
 * Applies `change` to a FINALIZED receipt and writes it as the next version; when someone wrote in
 * between, reads again and applies it to that version. Answers the written receipt, or undefined when the
 * receipt is gone or not finalized, or `change` declines (answers undefined: nothing left to do).
 */
export const changeFinalizedReceipt = async (
  records: ReceiptRecords,
  key: TReceiptKey,
  change: (receipt: TReceipt) => TReceipt | undefined,
  description: string,
  alreadyRead?: TReceipt,
): Promise<TReceipt | undefined> => {
  let current = alreadyRead ?? (await records.read(key));
  while (current?.status === 'FINALIZED') {
    const changed = change(current);
    if (!changed) return undefined;
    const next = { ...changed, version: current.version + 1 };
    if (await records.writeFinalizedChange(next, current.version, description)) return next;
    current = await records.read(key);
  }
  return undefined;
};

export const dynamoReceiptRecords: ReceiptRecords = { read: readReceipt, writeFinalizedChange };
