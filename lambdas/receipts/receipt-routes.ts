import type * as z from 'zod';
import { receiptEndpoints, type ZReceiptListQuery } from '../../schemas/api/receipts';
import type { TClaims } from '../../schemas/claims';
import { AppError } from '../../schemas/errors';
import { filesOverdue } from '../../schemas/receipts/files-overdue';
import {
  receiptMessages,
  receiptReferences,
  receiptTypes,
  type TReceipt,
  type TReceiptData,
  type TReceiptType,
} from '../../schemas/receipts/receipt';
import { receiptSummaryOf } from '../../schemas/receipts/receipt-summary';
import type { Clock, IdGenerator } from '../platform/clock';
import type { DocumentsQueue } from '../platform/documents-queue';
import { type Route, route } from '../platform/http';
import type { createLogger } from '../platform/logger';
import { type ExistingIds, requireKnownReferences } from '../platform/references/references';
import { finalizeDraft, receiptNumberOf, requireFinalizable } from './domain/finalize';
import { changeDescription } from './domain/history';
import { readyToFinalize } from './domain/ready-to-finalize';
import {
  archiveReceipt,
  changeDraft,
  matchesFilter,
  newDraft,
  newestFirst,
  recipientOf,
  requireEditableDraft,
} from './domain/receipt';
import type { ReceiptCustomers } from './receipt-customers';
import type { ReceiptChange, ReceiptStore } from './receipt-store';

/**
 * Refuses finalizing a receipt whose files could not be made, with a 400 at the fields at fault: it gets
 * the receipt as it would be finalized (number, date, status), before the number is taken (files-check.ts).
 */
export type BeforeFinalize = (candidate: TReceipt) => Promise<void>;

/** The running number the dry run formats: as long as a real one of four digits can get. */
const DRY_RUN_RUNNING = 9999;

export type ReceiptDeps = {
  receipts: ReceiptStore;
  customers: ReceiptCustomers;
  existingIds: ExistingIds;
  documents: DocumentsQueue;
  beforeFinalize: BeforeFinalize;
  userName: (userId: string) => Promise<string | undefined>;
  clock: Clock;
  ids: IdGenerator;
};

/** The receipt of this type of the company, or 404 (a receipt of another type is not found either). */
export const existingReceipt = async (
  receipts: ReceiptStore,
  companyId: string,
  type: TReceiptType,
  receiptId: string,
): Promise<TReceipt> => {
  const receipt = await receipts.get(companyId, type, receiptId);
  if (!receipt) throw new AppError('RCPT_404_30_0001', { detail: `${type} ${receiptId}` });
  return receipt;
};

/** Who changes a receipt now, for its history and its finalizedBy. */
export const changeBy =
  (deps: Pick<ReceiptDeps, 'userName' | 'clock'>) =>
  async (claims: TClaims): Promise<Omit<ReceiptChange, 'change'> & { now: Date }> => {
    const now = deps.clock.now();
    const userName = (await deps.userName(claims.sub)) ?? claims.email ?? claims.sub;
    return { now, at: now.toISOString(), userId: claims.sub, userName };
  };

/** Receipts without files asked for again per list read: the documents queue takes them one by one. */
const FILES_RETRIES_PER_LIST = 10;

const listFilter = ({ companyId: _company, ...filter }: z.output<typeof ZReceiptListQuery>) => filter;

/**
 * Asks the e-invoice service for a finalized receipt's files (its consumer does nothing twice). Finalizing
 * has committed when this runs: a failed send is logged, not answered as an error (a retry would meet a
 * finalized receipt), and reading the receipt later asks again (filesOverdue).
 */
export const requestFiles = async (
  documents: DocumentsQueue,
  receipt: TReceipt,
  logger: ReturnType<typeof createLogger>,
): Promise<void> => {
  try {
    await documents.enqueue({ companyId: receipt.companyId, receiptId: receipt.id, type: receipt.type });
  } catch (error) {
    logger.error('documents message not sent', { receiptId: receipt.id, error: String(error) });
  }
};

/** List, create, read, change, delete, finalize, archive and history of one receipt type (issue 14 point 1, 3). */
const receiptTypeRoutes = (type: TReceiptType, deps: ReceiptDeps): Route[] => {
  const { receipts, ids } = deps;
  const endpoints = receiptEndpoints[type];
  const who = changeBy(deps);

  /** What a draft is made of besides the input: the customer's stored record and the settings. */
  const draftFacts = async (
    companyId: string,
    input: Pick<TReceiptData, 'customerId' | 'operatingUnitId'>,
    pathPrefix = '',
  ) => {
    await requireKnownReferences(deps.existingIds, companyId, input, receiptReferences, 'receipt', pathPrefix);
    const [customer, { settings }] = await Promise.all([
      deps.customers(companyId, input.customerId),
      receipts.getSettings(companyId),
    ]);
    if (!customer) throw new AppError('LW_404_02_0001', { detail: `customer ${input.customerId}` });
    return { customer, settings, newId: ids.newId };
  };

  /**
   * The bill a credit note corrects (BT-25/BT-26 of its e-invoice): a finalized bill of the same customer.
   * Other types name none; a receipt's reference otherwise comes from cancelling or reminding.
   */
  const withReference = async (draft: TReceipt): Promise<TReceipt> => {
    if (type !== 'CREDIT_NOTE') return { ...draft, referencedReceiptId: null };
    const billId = draft.referencedReceiptId;
    if (billId === null) return { ...draft, referencedReceipt: null };
    const bill = await receipts.get(draft.companyId, 'BILL', billId);
    if (bill?.status !== 'FINALIZED' || bill.customerId !== draft.customerId || !bill.number || !bill.date) {
      throw new AppError('RCPT_400_30_0002', {
        issues: [{ path: 'referencedReceiptId', message: receiptMessages.referencedBill }],
        detail: `credit note reference ${billId}`,
      });
    }
    return { ...draft, referencedReceipt: { id: bill.id, type: bill.type, number: bill.number, date: bill.date } };
  };

  return [
    route(endpoints.list, async ({ query }, { company, logger }) => {
      const all = await receipts.list(company.companyId, type);
      // A receipt stuck without files (a failed render, a lost message) is asked for again whenever the
      // office opens its list, a few at a time, so none stays stuck until someone opens it by chance.
      const now = deps.clock.now();
      const overdue = all.filter((receipt) => filesOverdue(receipt, now)).slice(0, FILES_RETRIES_PER_LIST);
      await Promise.all(overdue.map((receipt) => requestFiles(deps.documents, receipt, logger)));
      return {
        items: all
          .filter((receipt) => matchesFilter(receipt, listFilter(query)))
          .sort(newestFirst)
          .map(receiptSummaryOf),
      };
    }),

    route(endpoints.create, async ({ body }, { company, claims }) => {
      // GoBD: a cancellation bill only ever reverses a finalized bill (POST /receipts/bills/{id}/cancel).
      if (type === 'CANCELLATION_BILL') throw new AppError('RCPT_409_30_0006', { detail: 'manual cancellation bill' });
      const { companyId } = company;
      const by = await who(claims);
      const draft = await withReference(
        newDraft(type, body, { ...(await draftFacts(companyId, body)), now: by.now, id: ids.newId(), companyId }),
      );
      await receipts.save(draft, null, { ...by, change: 'Angelegt' });
      return draft;
    }),

    route(endpoints.get, async ({ params }, { company, logger }) => {
      const receipt = await existingReceipt(receipts, company.companyId, type, params.receiptId);
      if (filesOverdue(receipt, deps.clock.now())) await requestFiles(deps.documents, receipt, logger);
      return receipt;
    }),

    route(endpoints.update, async ({ params, body }, { company, claims }) => {
      const { companyId } = company;
      const { version, ...input } = body;
      const existing = await existingReceipt(receipts, companyId, type, params.receiptId);
      requireEditableDraft(existing, version);
      const by = await who(claims);
      const changed = await withReference(
        changeDraft(existing, input, version, { ...(await draftFacts(companyId, input)), now: by.now }),
      );
      await receipts.save(changed, existing.version, { ...by, change: changeDescription(existing, changed) });
      return changed;
    }),

    route(endpoints.remove, async ({ params, query }, { company }) => {
      const existing = await existingReceipt(receipts, company.companyId, type, params.receiptId);
      requireEditableDraft(existing, query.version);
      await receipts.removeDraft(existing, deps.clock.now());
      return {};
    }),

    route(endpoints.finalize, async ({ params, body }, { company, claims, logger }) => {
      const { companyId } = company;
      const stored = await existingReceipt(receipts, companyId, type, params.receiptId);
      requireFinalizable(stored, body.version);
      const [{ settings }, by, customer] = await Promise.all([
        receipts.getSettings(companyId),
        who(claims),
        deps.customers(companyId, stored.customerId),
      ]);
      // The recipient as the customer is NOW: an address or e-mail completed since the draft was saved
      // counts, and what is finalized is what stays (GoBD).
      const draft = customer ? { ...stored, recipient: recipientOf(customer, stored.contactPersonId, type) } : stored;
      const ready = readyToFinalize(draft, { supplyOnReceiptDate: body.supplyOnReceiptDate }, by.now);
      const facts = { now: by.now, by: by.userName };
      await deps.beforeFinalize(
        finalizeDraft(ready, { ...facts, number: receiptNumberOf(settings, ready, DRY_RUN_RUNNING) }),
      );
      const finalized = await receipts.finalize(ready, settings, facts, by);
      // After the transaction: the number is given for good; the files follow from the documents queue.
      await requestFiles(deps.documents, finalized, logger);
      return finalized;
    }),

    route(endpoints.archive, async ({ params, body }, { company, claims }) => {
      const existing = await existingReceipt(receipts, company.companyId, type, params.receiptId);
      const by = await who(claims);
      const changed = archiveReceipt(existing, body.archived, body.version, by.now);
      await receipts.save(changed, existing.version, {
        ...by,
        change: body.archived ? 'Archiviert' : 'Wiederhergestellt',
      });
      return changed;
    }),

    route(endpoints.history, async ({ params }, { company }) => {
      const existing = await existingReceipt(receipts, company.companyId, type, params.receiptId);
      return { items: await receipts.history(company.companyId, existing.id) };
    }),
  ];
};

/** The routes of every receipt type. */
export const receiptRoutes = (deps: ReceiptDeps): Route[] =>
  receiptTypes.flatMap((type) => receiptTypeRoutes(type, deps));
