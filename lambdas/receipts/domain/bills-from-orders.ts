import type { TCustomer } from '../../../schemas/customer';
import { AppError, type TFieldIssue } from '../../../schemas/errors';
import { germanDay, shiftDay } from '../../../schemas/kernel/calendar';
import type { TOrder } from '../../../schemas/orders/order';
import { newReceiptState } from '../../../schemas/receipts/new-receipt';
import { positionTotals } from '../../../schemas/receipts/position-totals';
import {
  type BillingFacts,
  billCustomersOf,
  billingMessages,
  positionsFromOrder,
} from '../../../schemas/receipts/positions-from-order';
import type { TReceipt } from '../../../schemas/receipts/receipt';
import type { TReceiptSettings } from '../../../schemas/receipts/settings';
import { recipientOf } from './receipt';

/**
 * Bills from finished orders (issue 14 point 2) as pure functions: which orders may be billed, how they
 * are grouped into bills (one per recipient and operating unit) and the DRAFT bill of a group.
 */

/** One customer's share of an order, on the bill of `recipientId`. */
export type OrderShare = { order: TOrder; customerId: string };
export type BillGroup = { recipientId: string; operatingUnitId: string; shares: OrderShare[] };

/**
 * The requested orders as they are stored (undefined: not of the caller's company): 400 with an issue at
 * orderIds.N for each that is not DONE, has no customer or no operating unit.
 */
export const requireBillable = (requested: readonly (TOrder | undefined)[]): TOrder[] => {
  const issues: TFieldIssue[] = requested.flatMap((order, index): TFieldIssue[] => {
    const path = `orderIds.${index}`;
    if (order?.status !== 'DONE') return [{ path, message: billingMessages.notDone }];
    if (order.customerIds.length === 0) return [{ path, message: billingMessages.noCustomer }];
    if (order.operatingUnitId === null) return [{ path, message: billingMessages.noOperatingUnit }];
    return [];
  });
  if (issues.length > 0) throw new AppError('LW_400_01_0001', { issues, detail: 'orders not billable' });
  return requested.filter((order): order is TOrder => order !== undefined);
};

/**
 * One bill per recipient and operating unit: the order's alternative receipt recipient gets every share
 * of the order, else each customer gets his own share. Groups and shares keep the order of the request.
 */
export const billGroupsOf = (orders: readonly TOrder[]): BillGroup[] => {
  const groups = new Map<string, BillGroup>();
  for (const order of orders) {
    const operatingUnitId = order.operatingUnitId ?? '';
    for (const customerId of billCustomersOf(order)) {
      if (customerId === null) continue;
      const recipientId = order.receiptReceiverId ?? customerId;
      const key = `${recipientId}|${operatingUnitId}`;
      const group = groups.get(key) ?? { recipientId, operatingUnitId, shares: [] };
      group.shares.push({ order, customerId });
      groups.set(key, group);
    }
  }
  return [...groups.values()];
};

export type BillContext = {
  companyId: string;
  now: Date;
  id: string;
  /** The bill's date as asked; null: today (German day). */
  date: string | null;
  settings: TReceiptSettings;
  recipient: TCustomer;
  /** Service VAT, pauses and field areas per order id. */
  factsOf: (order: TOrder) => BillingFacts;
};

const dayRange = (days: readonly (string | null)[]) => {
  const known = days.filter((day): day is string => day !== null).sort();
  return { start: known[0] ?? null, end: known.at(-1) ?? null };
};

/** The DRAFT bill of a group: its orders' positions, texts and payment terms from the settings and the customer. */
export const draftBillOf = (group: BillGroup, context: BillContext): TReceipt => {
  const positions = group.shares.flatMap(({ order, customerId }) =>
    positionsFromOrder(order, customerId, context.factsOf(order)),
  );
  const period = dayRange(positions.map((position) => position.serviceDate));
  const typeSettings = context.settings.types.BILL;
  const { recipient } = context;
  const date = context.date ?? germanDay(context.now);
  const paymentTermDays = recipient.paymentTermDays ?? typeSettings.paymentTerms.paymentTermDays;
  return {
    id: context.id,
    companyId: context.companyId,
    type: 'BILL',
    operatingUnitId: group.operatingUnitId,
    customerId: group.recipientId,
    contactPersonId: null,
    date,
    servicePeriodStart: period.start,
    servicePeriodEnd: period.end,
    subject: '',
    introText: typeSettings.introText,
    closingText: typeSettings.closingText,
    positions,
    currency: 'EUR',
    vatExchangeRate: null,
    referencedReceiptId: null,
    paymentTerms: {
      ...typeSettings.paymentTerms,
      paymentTermDays,
      method: recipient.paymentMethod,
    },
    reverseCharge: false,
    validUntil: null,
    deliveryDate: null,
    recipient: recipientOf(recipient, null, 'BILL'),
    orderIds: [...new Set(group.shares.map(({ order }) => order.id))],
    referencedReceipt: null,
    reminder: null,
    totals: positionTotals(positions),
    dueDate: shiftDay(date, paymentTermDays),
    ...newReceiptState(context.now),
  };
};
