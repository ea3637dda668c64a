import * as z from 'zod';
import { boundedArray, idField } from '../input-bounds';
import { ZDecimal } from '../masterdata/common';
import { ZDay } from '../masterdata/price-agreement';
import type { Permission } from '../permissions';
import {
  RECEIPT_ORDERS_MAX,
  type TReceiptType,
  ZReceipt,
  ZReceiptCreateInput,
  ZReceiptInput,
  ZReceiptSummary,
  ZReceiptType,
} from '../receipts/receipt';
import { ZReceiptSettings } from '../receipts/settings';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';

/**
 * The receipts service (issue 14): outgoing receipts of every type under `/receipts/<type path>`, the
 * bills made from finished orders, finalizing (gapless number, frozen for good), cancelling, archiving,
 * the history of a draft, the stored files, the reminders and the settings. Rights per type follow
 * application.md §6 (receiptAccess).
 */

/** The path segment of each type. */
export const receiptTypePaths = {
  BILL: 'bills',
  CANCELLATION_BILL: 'cancellation-bills',
  BILL_REMINDER: 'reminders',
  CREDIT_NOTE: 'credit-notes',
  DELIVERY_NOTE: 'delivery-notes',
  OFFER: 'offers',
} as const satisfies Record<TReceiptType, string>;

/**
 * Who may do what with a type (application.md §6): the lists, archives and settings are for owner, admin
 * and accountant; credit notes, delivery notes and offers are created by the staff too; a delivery note's
 * details are for every staff role, an offer's for those who create offers.
 */
export const receiptAccess = {
  BILL: { list: 'receipts:read', details: 'receipts:read', write: 'receipts:write', change: 'receipts:write' },
  CANCELLATION_BILL: {
    list: 'receipts:read',
    details: 'receipts:read',
    write: 'receipts:write',
    change: 'receipts:write',
  },
  BILL_REMINDER: { list: 'receipts:read', details: 'receipts:read', write: 'receipts:write', change: 'receipts:write' },
  // The staff write credit notes; changing, deleting and finalizing one is for those who may read them.
  CREDIT_NOTE: {
    list: 'receipts:read',
    details: 'receipts:read',
    write: 'receipts:createOthers',
    change: 'receipts:write',
  },
  DELIVERY_NOTE: {
    list: 'receipts:read',
    details: 'deliveryNotes:read',
    write: 'receipts:createOthers',
    change: 'receipts:createOthers',
  },
  OFFER: {
    list: 'receipts:read',
    details: 'offers:read',
    write: 'receipts:createOthers',
    change: 'receipts:createOthers',
  },
} as const satisfies Record<
  TReceiptType,
  { list: Permission; details: Permission; write: Permission; change: Permission }
>;

const ZReceiptParams = z.object({ receiptId: idField() });
const ZVersion = z.object({ version: z.number().int().positive() });

export const ZReceiptListQuery = ZCompanyQuery.extend({
  archived: z.enum(['true', 'false']).optional(),
  status: z.enum(['DRAFT', 'FINALIZED']).optional(),
  customerId: idField().optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
});

/** The routes of one receipt type: list, create, read, change a draft, delete a draft, finalize, archive, history. */
const receiptTypeEndpoints = <const T extends TReceiptType>(type: T) => {
  const base = `/receipts/${receiptTypePaths[type]}` as const;
  const access = receiptAccess[type];
  const company = <P extends Permission>(permission: P) => ({ kind: 'company', permission }) as const;
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      access: company(access.list),
      query: ZReceiptListQuery,
      response: z.object({ items: z.array(ZReceiptSummary) }),
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      access: company(access.write),
      query: ZCompanyQuery,
      body: ZReceiptCreateInput,
      response: ZReceipt,
      successStatus: 201,
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/{receiptId}`,
      access: company(access.details),
      params: ZReceiptParams,
      query: ZCompanyQuery,
      response: ZReceipt,
    }),
    /** A draft only: a finalized receipt answers 409 with receiptMessages.finalized. */
    update: defineEndpoint({
      method: 'PATCH',
      path: `${base}/{receiptId}`,
      access: company(access.change),
      params: ZReceiptParams,
      query: ZCompanyQuery,
      body: ZReceiptInput.and(ZVersion),
      response: ZReceipt,
    }),
    /** A draft only (it has no number yet, so no gap): its orders are DONE again. */
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${base}/{receiptId}`,
      access: company(access.change),
      params: ZReceiptParams,
      query: ZCompanyQuery.extend({ version: z.coerce.number().int().positive() }),
      response: z.object({}),
    }),
    /** Gives the gapless number and freezes the receipt; the files are rendered after (documents queue). */
    finalize: defineEndpoint({
      method: 'POST',
      path: `${base}/{receiptId}/finalize`,
      access: company(access.change),
      params: ZReceiptParams,
      query: ZCompanyQuery,
      body: ZVersion.extend({
        /** The user confirms that the receipt date is the day of supply (no period, no position days). */
        supplyOnReceiptDate: z.boolean().default(false),
      }),
      response: ZReceipt,
    }),
    archive: defineEndpoint({
      method: 'POST',
      path: `${base}/{receiptId}/archive`,
      access: company('receipts:write'),
      params: ZReceiptParams,
      query: ZCompanyQuery,
      body: ZVersion.extend({ archived: z.boolean() }),
      response: ZReceipt,
    }),
    history: defineEndpoint({
      method: 'GET',
      path: `${base}/{receiptId}/history`,
      access: company(access.details),
      params: ZReceiptParams,
      query: ZCompanyQuery,
      response: z.object({
        items: z.array(
          z.object({
            version: z.number().int(),
            at: z.string(),
            by: z.string().max(200),
            change: z.string().max(200),
            receipt: ZReceipt,
          }),
        ),
      }),
    }),
    /**
     * The receipt's PDF: the stored, final file of a finalized receipt, a fresh preview (with an
     * 'ENTWURF' mark) of a draft. `format=xml` gives the e-invoice XML of a finalized invoice.
     */
    document: defineEndpoint({
      method: 'GET',
      path: `${base}/{receiptId}/document`,
      access: company(access.details),
      params: ZReceiptParams,
      query: ZCompanyQuery.extend({ format: z.enum(['pdf', 'xml']).default('pdf') }),
      response: z.object({ url: z.string().max(4000), fileName: z.string().max(255), expiresAt: z.string() }),
    }),
  };
};

export const receiptEndpoints = {
  BILL: receiptTypeEndpoints('BILL'),
  CANCELLATION_BILL: receiptTypeEndpoints('CANCELLATION_BILL'),
  BILL_REMINDER: receiptTypeEndpoints('BILL_REMINDER'),
  CREDIT_NOTE: receiptTypeEndpoints('CREDIT_NOTE'),
  DELIVERY_NOTE: receiptTypeEndpoints('DELIVERY_NOTE'),
  OFFER: receiptTypeEndpoints('OFFER'),
};

/**
 * Bills from finished work: one bill per recipient (a multi-customer order's customers each get theirs;
 * an order's alternative receipt recipient gets the bill instead of its customer). Only DONE orders of the
 * company; they become BILLED in the same transaction, so no order is billed twice.
 */
export const createBillsFromOrders = defineEndpoint({
  method: 'POST',
  path: '/receipts/bills/from-orders',
  access: { kind: 'company', permission: 'receipts:write' },
  query: ZCompanyQuery,
  body: z.object({
    orderIds: boundedArray(idField(), RECEIPT_ORDERS_MAX).min(1, 'Bitte wähle mindestens einen Auftrag aus.'),
    date: ZDay.nullable().default(null),
  }),
  response: z.object({ items: z.array(ZReceipt) }),
  successStatus: 201,
});

/** The DONE orders not billed yet, for the 'Rechnung aus Aufträgen' picker. */
export const listBillableOrders = defineEndpoint({
  method: 'GET',
  path: '/receipts/bills/billable-orders',
  access: { kind: 'company', permission: 'receipts:read' },
  query: ZCompanyQuery.extend({ customerId: idField().optional() }),
  response: z.object({
    items: z.array(
      z.object({
        orderId: z.string(),
        name: z.string(),
        customerIds: z.array(z.string()),
        receiptReceiverId: z.string().nullable(),
        operatingUnitId: z.string().nullable(),
        doneAt: z.string().nullable(),
        plannedStartDateTime: z.string(),
        /** The net the bill would carry, priced now. */
        net: z.string(),
      }),
    ),
  }),
});

/**
 * Reverses a finalized bill: a finalized cancellation bill with the bill's positions negated, referencing
 * it (number and date); the bill is CANCELLED and its orders are DONE again (they can be billed anew).
 */
export const cancelBill = defineEndpoint({
  method: 'POST',
  path: '/receipts/bills/{receiptId}/cancel',
  access: { kind: 'company', permission: 'receipts:write' },
  params: ZReceiptParams,
  query: ZCompanyQuery,
  body: ZVersion.extend({ reason: z.string().trim().max(500).default('') }),
  response: z.object({ bill: ZReceipt, cancellationBill: ZReceipt }),
  successStatus: 201,
});

/** Records a payment of a finalized bill (the bank matching of a later issue records them too). */
export const recordBillPayment = defineEndpoint({
  method: 'POST',
  path: '/receipts/bills/{receiptId}/payments',
  access: { kind: 'company', permission: 'receipts:write' },
  params: ZReceiptParams,
  query: ZCompanyQuery,
  body: ZVersion.extend({ amount: ZDecimal, paidOn: ZDay }),
  response: ZReceipt,
});

/**
 * Sends a finalized receipt by mail with its PDF (and XML): to the contact persons flagged for its type.
 * Mail from the company, so for the roles that send mail (issue 25), not for everyone who creates delivery
 * notes or offers; the recipients only the customer's addresses or the company's own.
 */
export const sendReceipt = defineEndpoint({
  method: 'POST',
  path: '/receipts/send/{receiptId}',
  access: { kind: 'company', permission: 'mails:send' },
  params: ZReceiptParams,
  query: ZCompanyQuery,
  body: z.object({
    type: ZReceiptType,
    recipients: boundedArray(z.email().max(254), 50).default([]),
    subject: z.string().trim().max(200).optional(),
    text: z.string().max(20_000).optional(),
  }),
  response: z.object({ queued: z.literal(true), recipients: z.array(z.string()) }),
  successStatus: 202,
});

/** An offer the customer accepted becomes DRAFT orders (one per SERVICE position), made by the orders service. */
export const acceptOffer = defineEndpoint({
  method: 'POST',
  path: '/receipts/offers/{receiptId}/accept',
  access: { kind: 'company', permission: 'receipts:createOthers' },
  params: ZReceiptParams,
  query: ZCompanyQuery,
  body: ZVersion,
  response: ZReceipt,
});

/** Bills past their due date, unpaid, with days overdue and the reminder level due next (Mahnwesen). */
export const listOverdueBills = defineEndpoint({
  method: 'GET',
  path: '/receipts/reminders/overdue',
  access: { kind: 'company', permission: 'receipts:read' },
  query: ZCompanyQuery,
  response: z.object({
    items: z.array(
      ZReceiptSummary.extend({
        daysOverdue: z.number().int(),
        openAmount: z.string(),
        lastReminderLevel: z.number().int().min(0).max(3),
        nextReminderLevel: z.number().int().min(1).max(3).nullable(),
      }),
    ),
  }),
});

/** Makes the reminder of the next (or the given) level for an overdue bill, as a draft. */
export const createReminder = defineEndpoint({
  method: 'POST',
  path: '/receipts/bills/{receiptId}/reminders',
  access: { kind: 'company', permission: 'receipts:write' },
  params: ZReceiptParams,
  query: ZCompanyQuery,
  body: z.object({ level: z.number().int().min(1).max(3).optional() }),
  response: ZReceipt,
  successStatus: 201,
});

/** The reminders of one bill (per-bill reminder list). */
export const listBillReminders = defineEndpoint({
  method: 'GET',
  path: '/receipts/bills/{receiptId}/reminders',
  access: { kind: 'company', permission: 'receipts:read' },
  params: ZReceiptParams,
  query: ZCompanyQuery,
  response: z.object({ items: z.array(ZReceiptSummary) }),
});

export const getReceiptSettings = defineEndpoint({
  method: 'GET',
  path: '/receipts/settings',
  access: { kind: 'company', permission: 'receipts:createOthers' },
  query: ZCompanyQuery,
  response: ZReceiptSettings.extend({ version: z.number().int().nonnegative() }),
});

export const updateReceiptSettings = defineEndpoint({
  method: 'PUT',
  path: '/receipts/settings',
  access: { kind: 'company', permission: 'receipts:write' },
  query: ZCompanyQuery,
  body: ZReceiptSettings.extend({ version: z.number().int().nonnegative() }),
  response: ZReceiptSettings.extend({ version: z.number().int().positive() }),
});

export const receiptServiceEndpoints = [
  ...Object.values(receiptEndpoints).flatMap((endpoints) => Object.values(endpoints)),
  createBillsFromOrders,
  listBillableOrders,
  cancelBill,
  recordBillPayment,
  sendReceipt,
  acceptOffer,
  listOverdueBills,
  createReminder,
  listBillReminders,
  getReceiptSettings,
  updateReceiptSettings,
];
