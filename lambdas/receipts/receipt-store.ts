import * as z from 'zod';
import { AppError } from '../../schemas/errors';
import { receiptMessages, type TReceipt, type TReceiptType, ZReceipt } from '../../schemas/receipts/receipt';
import { type TReceiptSettings, ZReceiptSettings } from '../../schemas/receipts/settings';
import { orderDoneAgainWrite, readOrders } from '../platform/aggregates/order';
import { db } from '../platform/db/entities';
import {
  CONDITION_FAILED,
  canceledError,
  type TransactionPart,
  transactWrite,
  tryTransaction,
} from '../platform/db/write';
import { claimValue } from '../platform/numbering/claims';
import {
  RECEIPT_KIND,
  type ReceiptChange,
  receiptFromItem,
  receiptHistoryWrite,
  receiptToItem,
} from '../platform/receipt-records';
import { settingsWrite } from '../platform/records/record-store';
import {
  COMPANY_RANGE,
  type FinalizeFacts,
  finalizeDraft,
  type NumberRange,
  numberRangeOf,
  type RangeCounter,
  rangeStart,
  receiptNumberOf,
} from './domain/finalize';

/**
 * The receipts and their number ranges in the table (entities/receipts.ts); the only place that knows how
 * they are stored. Every change of a receipt writes its history entry in the same transaction.
 */

export type { ReceiptChange };
export { receiptHistoryWrite, receiptToItem };

/** One version of a receipt in its history: who changed what, and the receipt as it was after it. */
export const ZReceiptHistoryEntry = z.object({
  version: z.number().int(),
  at: z.string(),
  by: z.string(),
  change: z.string(),
  receipt: ZReceipt,
});
export type TReceiptHistoryEntry = z.output<typeof ZReceiptHistoryEntry>;

/** The settings record's name (entities/records.ts settingsRecord). */
const SETTINGS = 'receipts';
/** The kind of the receipts' history entries and of their numbers' uniqueness claims. */
const KIND = RECEIPT_KIND;

const fromItem = receiptFromItem;

/**
 * The receipt written at the version it was read at (null: new), with its history entry; `draftOnly` also
 * asks that the stored receipt is still a draft (finalizing).
 */
const receiptWrite =
  (
    receipt: TReceipt,
    previousVersion: number | null,
    change: ReceiptChange | null,
    draftOnly = false,
  ): TransactionPart =>
  (entities) => [
    previousVersion === null
      ? entities.receipt.create(receiptToItem(receipt)).commit()
      : entities.receipt
          .put(receiptToItem(receipt))
          .where(({ status, version }, { eq }) =>
            draftOnly ? `${eq(status, 'DRAFT')} AND ${eq(version, previousVersion)}` : eq(version, previousVersion),
          )
          .commit(),
    ...(change === null ? [] : receiptHistoryWrite(receipt, change)(entities)),
  ];

/** Where a range stands: its counter's `last` (undefined: not there yet) and the number it gives next. */
type RangePosition = { last: number | undefined; next: number };

/** The counter of a range moved from where it was read to the number given (made with it when not there yet). */
const counterWrite =
  (companyId: string, range: NumberRange, { last, next }: RangePosition): TransactionPart =>
  ({ receiptCounter }) => [
    last === undefined
      ? receiptCounter.create({ companyId, ...range, last: next }).commit()
      : receiptCounter
          .update({ companyId, ...range })
          .set({ last: next })
          .where((attributes, { eq }) => eq(attributes.last, last))
          .commit(),
  ];

/** The number's uniqueness in the company: two units with the same format never share a number. */
const numberClaim = (receipt: TReceipt): TransactionPart =>
  claimValue({
    companyId: receipt.companyId,
    kind: KIND,
    field: 'number',
    value: receipt.number ?? '',
    recordId: receipt.id,
  });

/**
 * The orders of a leaving bill that no other bill of the company still names: a multi-customer order is on
 * each customer's bill and stays BILLED while one of them is not cancelled.
 */
const ordersOnNoOtherBill = async (leaving: TReceipt): Promise<string[]> => {
  if (leaving.orderIds.length === 0) return [];
  const { data } = await db()
    .receipt.query.byCompany({ companyId: leaving.companyId, type: 'BILL' })
    .go({ pages: 'all', consistent: true });
  const stillBilled = new Set(
    data
      .map(receiptFromItem)
      .filter((bill) => bill.id !== leaving.id && bill.payment.status !== 'CANCELLED')
      .flatMap((bill) => bill.orderIds),
  );
  return leaving.orderIds.filter((orderId) => !stillBilled.has(orderId));
};

/**
 * Orders a bill named are DONE again (the bill's draft removed, the bill cancelled): on condition that
 * they are still BILLED and unchanged, in the receipt's transaction.
 */
const ordersDoneAgain = async (leaving: TReceipt, now: Date): Promise<TransactionPart[]> => {
  const orders = await readOrders(leaving.companyId, await ordersOnNoOtherBill(leaving));
  // The move back to DONE is the order aggregate's, composed into the receipt's transaction.
  return orders.map((order) => orderDoneAgainWrite(order, now));
};

/** Finalizing rounds before giving up: each lost round means another finalization of the range went first. */
const MAX_ROUNDS = 60;
const jitter = (round: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(5 * round, 60)));

/** The company's counters (one Query: units × types × years, a few dozen), to start a shared range from. */
const companyCounters = async (companyId: string): Promise<RangeCounter[]> => {
  const { data } = await db().receiptCounter.query.byRange({ companyId }).go({ pages: 'all', consistent: true });
  return data;
};

const readRange = async (companyId: string, range: NumberRange, settings: TReceiptSettings): Promise<RangePosition> => {
  const { data } = await db()
    .receiptCounter.get({ companyId, ...range })
    .go({ consistent: true });
  if (data) return { last: data.last, next: data.last + 1 };
  const start =
    range.operatingUnitId === COMPANY_RANGE ? rangeStart(range, await companyCounters(companyId), settings) : 0;
  return { last: undefined, next: start + 1 };
};

/** Writes the draft finalized with the next number of its range, with more writes in the same transaction. */
type NumberedWrite = {
  draft: TReceipt;
  /** The draft's stored version; null for a receipt made and finalized at once (a cancellation bill). */
  previousVersion: number | null;
  settings: TReceiptSettings;
  facts: Omit<FinalizeFacts, 'number'>;
  change: Omit<ReceiptChange, 'change'>;
  alsoWrite?: readonly TransactionPart[];
};

/**
 * The gapless number (GoBD): the range's counter is read, the receipt written with the next number, the
 * counter moved on condition that it still stands where it was read, and the number claimed, all in one
 * transaction. When another finalization of the range went first only the counter's condition failed: read
 * again and try anew after a short random wait. A failed condition of the receipt or the further writes is a
 * 409 (changed meanwhile); a taken number with the counter unmoved means two ranges format alike (two units
 * with the same prefix, two types with the same format).
 */
const writeNumbered = async ({ draft, previousVersion, settings, facts, change, alsoWrite = [] }: NumberedWrite) => {
  const range = numberRangeOf(draft, settings);
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const position = await readRange(draft.companyId, range, settings);
    const number = receiptNumberOf(settings, draft, position.next);
    const finalized = finalizeDraft(draft, { ...facts, number });
    const reasons = await tryTransaction([
      counterWrite(draft.companyId, range, position),
      numberClaim(finalized),
      receiptWrite(finalized, previousVersion, { ...change, change: `Festgeschrieben als ${number}` }, true),
      ...alsoWrite,
    ]);
    if (!reasons) return finalized;
    const [counter, claim, ...own] = reasons.map((reason) => reason.code);
    if (own.includes(CONDITION_FAILED)) throw new AppError('LW_409_00_0001', { detail: own.join(',') });
    if (claim === CONDITION_FAILED && counter !== CONDITION_FAILED) {
      throw new AppError('RCPT_409_30_0002', {
        issues: [{ path: 'numberFormat', message: receiptMessages.numberTaken }],
        detail: `number ${number} is taken`,
      });
    }
    if (counter !== CONDITION_FAILED && !reasons.some((reason) => reason.code === 'TransactionConflict')) {
      throw canceledError(reasons);
    }
    await jitter(round);
  }
  throw new AppError('RCPT_409_30_0005', { detail: `range ${JSON.stringify(range)} kept moving` });
};

export const dynamoReceiptStore = () => ({
  get: async (companyId: string, type: TReceiptType, receiptId: string): Promise<TReceipt | undefined> => {
    const { data } = await db().receipt.get({ companyId, type, receiptId }).go({ consistent: true });
    return data ? fromItem(data) : undefined;
  },

  /** Every receipt of a type (one Query of the company partition); the routes filter and sort. */
  list: async (companyId: string, type: TReceiptType): Promise<TReceipt[]> => {
    const { data } = await db().receipt.query.byCompany({ companyId, type }).go({ pages: 'all', consistent: true });
    return data.map(fromItem);
  },

  /** Writes a new receipt or a change of one made on `previousVersion`, with its history entry. */
  save: (receipt: TReceipt, previousVersion: number | null, change: ReceiptChange) =>
    transactWrite(receiptWrite(receipt, previousVersion, change)),

  /** Deletes a draft (it has no number: no gap), its orders DONE again, in one transaction. */
  removeDraft: async (receipt: TReceipt, now: Date) =>
    transactWrite(
      ({ receipt: entity }) => [
        entity
          .delete({ companyId: receipt.companyId, type: receipt.type, receiptId: receipt.id })
          .where(({ status, version }, { eq }) => `${eq(status, 'DRAFT')} AND ${eq(version, receipt.version)}`)
          .commit(),
      ],
      ...(await ordersDoneAgain(receipt, now)),
    ),

  history: async (companyId: string, receiptId: string): Promise<TReceiptHistoryEntry[]> => {
    const { data } = await db()
      .recordHistory.query.byRecord({ companyId, kind: KIND, recordId: receiptId })
      .go({ pages: 'all', order: 'desc', consistent: true });
    return data.map((entry) => ({
      version: entry.version,
      at: entry.at,
      by: entry.userName,
      change: entry.action,
      receipt: fromItem(entry.changes),
    }));
  },

  /** Finalizes a stored draft: its number, frozen (GoBD). */
  finalize: (
    draft: TReceipt,
    settings: TReceiptSettings,
    facts: Omit<FinalizeFacts, 'number'>,
    change: Omit<ReceiptChange, 'change'>,
  ) => writeNumbered({ draft, previousVersion: draft.version, settings, facts, change }),

  /**
   * Writes the cancellation bill finalized with its own number and the cancelled bill (at the version it
   * was read at) in one transaction; the bill's orders are DONE again in it.
   */
  cancel: async (
    cancellation: TReceipt,
    bill: { cancelled: TReceipt; previousVersion: number },
    settings: TReceiptSettings,
    facts: Omit<FinalizeFacts, 'number'>,
    change: Omit<ReceiptChange, 'change'>,
  ) =>
    writeNumbered({
      draft: cancellation,
      previousVersion: null,
      settings,
      facts,
      change,
      alsoWrite: [
        receiptWrite(bill.cancelled, bill.previousVersion, { ...change, change: 'Storniert' }),
        ...(await ordersDoneAgain(bill.cancelled, facts.now)),
      ],
    }),

  /** The company's receipt settings and their version (0 and the defaults before the first save). */
  getSettings: async (companyId: string): Promise<{ settings: TReceiptSettings; version: number }> => {
    const { data } = await db().settingsRecord.get({ companyId, name: SETTINGS }).go({ consistent: true });
    return data
      ? { settings: ZReceiptSettings.parse(data.data), version: data.version }
      : { settings: ZReceiptSettings.parse({}), version: 0 };
  },

  /** Writes the settings if they are still at `expectedVersion` (0: none stored yet). */
  putSettings: async (companyId: string, settings: TReceiptSettings, expectedVersion: number, now: Date) => {
    const item = {
      companyId,
      name: SETTINGS,
      data: settings,
      version: expectedVersion + 1,
      updatedAt: now.toISOString(),
    };
    await transactWrite(settingsWrite(item, expectedVersion));
  },
});
export type ReceiptStore = ReturnType<typeof dynamoReceiptStore>;
