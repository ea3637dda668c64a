import { type TReceipt, type TReceiptType, ZReceipt } from '../../schemas/receipts/receipt';
import { db, type StoredItem } from './db/entities';
import { versionSeq } from './db/entities/changes';
import { parseStored } from './db/read';
import { CONDITION_FAILED, canceledError, type TransactionPart, tryTransaction, withoutNulls } from './db/write';

/**
 * The receipt records as the services around the receipts service read them (the e-invoice service renders
 * their files, the receipts service sends and downloads them): one receipt by its key, and the few changes
 * of a FINALIZED receipt that come after finalizing (its files, its sending). The head fields the writes
 * condition on are attributes of the item; everything else of ZReceipt is its `content`. Every version of
 * a receipt is written with its history entry, in one transaction.
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

/** One change of a receipt for its history (Verlauf): who, when, what. */
export type ReceiptChange = { at: string; userId: string; userName: string; change: string };

/** Who the history names for what the system does by itself (the files rendered after finalizing). */
export const SYSTEM_AUTHOR = { userId: 'system', userName: 'System' } as const;

/** The kind of the receipts' history entries (entities/records.ts recordHistory) and number claims. */
export const RECEIPT_KIND = 'receipt';

/** The history entry of a receipt's version: who changed what, and the receipt as it then was. */
export const receiptHistoryWrite =
  (receipt: TReceipt, change: ReceiptChange): TransactionPart =>
  ({ recordHistory }) => [
    recordHistory
      .put({
        companyId: receipt.companyId,
        kind: RECEIPT_KIND,
        recordId: receipt.id,
        version: receipt.version,
        seq: versionSeq(receipt.version),
        at: change.at,
        userId: change.userId,
        userName: change.userName,
        action: change.change,
        changes: receiptToItem(receipt),
      })
      .commit(),
  ];

export const readReceipt = async ({ companyId, type, receiptId }: TReceiptKey): Promise<TReceipt | undefined> => {
  const { data } = await db().receipt.get({ companyId, type, receiptId }).go({ consistent: true });
  return data ? receiptFromItem(data) : undefined;
};

/**
 * Writes a later change of a FINALIZED receipt (its stored files, its sending) as its next version with its
 * history entry, on condition that it is still finalized at the version read: false when someone changed it
 * first (the caller reads again and decides).
 */
export const writeFinalizedChange = async (
  changed: TReceipt,
  readVersion: number,
  change: ReceiptChange,
): Promise<boolean> => {
  const reasons = await tryTransaction([
    ({ receipt }) => [
      receipt
        .patch({ companyId: changed.companyId, type: changed.type, receiptId: changed.id })
        .set({ content: receiptToItem(changed).content, version: changed.version, updatedAt: changed.updatedAt })
        .where(({ version, status }, { eq }) => `${eq(version, readVersion)} AND ${eq(status, 'FINALIZED')}`)
        .commit(),
    ],
    receiptHistoryWrite(changed, change),
  ]);
  if (!reasons) return true;
  // Someone wrote first (a failed condition) or at the same moment (a conflict): read again, apply anew.
  if (reasons.some(({ code }) => code === CONDITION_FAILED || code === 'TransactionConflict')) return false;
  throw canceledError(reasons);
};

/** The port of the two functions above, so use cases take fakes in tests. */
export type ReceiptRecords = {
  read: (key: TReceiptKey) => Promise<TReceipt | undefined>;
  writeFinalizedChange: (changed: TReceipt, readVersion: number, change: ReceiptChange) => Promise<boolean>;
};

/** What the history says of a change: its text, and who made it (the system when nobody is named). */
export type ChangeDescription = string | { change: string; userId: string; userName: string };

/**
 * Applies `change` to a FINALIZED receipt and writes it as the next version, named in its history by
 * `description` at the changed receipt's updatedAt; when someone wrote in between, reads again and applies
 * it to that version. Answers the written receipt, or undefined when the receipt is gone or not finalized,
 * or `change` declines (answers undefined: nothing left to do).
 */
export const changeFinalizedReceipt = async (
  records: ReceiptRecords,
  key: TReceiptKey,
  change: (receipt: TReceipt) => TReceipt | undefined,
  description: ChangeDescription,
  alreadyRead?: TReceipt,
): Promise<TReceipt | undefined> => {
  const named = typeof description === 'string' ? { ...SYSTEM_AUTHOR, change: description } : description;
  let current = alreadyRead ?? (await records.read(key));
  while (current?.status === 'FINALIZED') {
    const changed = change(current);
    if (!changed) return undefined;
    const next = { ...changed, version: current.version + 1 };
    if (await records.writeFinalizedChange(next, current.version, { ...named, at: next.updatedAt })) return next;
    current = await records.read(key);
  }
  return undefined;
};

export const dynamoReceiptRecords: ReceiptRecords = { read: readReceipt, writeFinalizedChange };
