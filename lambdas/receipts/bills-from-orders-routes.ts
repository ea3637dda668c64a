import { createBillsFromOrders, listBillableOrders } from '../../schemas/api/receipts';
import type { TClaims } from '../../schemas/claims';
import type { TCustomer } from '../../schemas/customer';
import { AppError } from '../../schemas/errors';
import type { TOrder } from '../../schemas/orders/order';
import { positionTotals } from '../../schemas/receipts/position-totals';
import { type BillingFacts, billCustomersOf, positionsFromOrder } from '../../schemas/receipts/positions-from-order';
import type { TReceipt } from '../../schemas/receipts/receipt';
import type { TReceiptSettings } from '../../schemas/receipts/settings';
import type { Clock, IdGenerator } from '../platform/clock';
import { type Route, route } from '../platform/http';
import { billGroupsOf, draftBillOf, requireBillable } from './domain/bills-from-orders';
import type { ReceiptChange } from './receipt-store';

/**
 * Bills from finished work (issue 14 point 2): POST /receipts/bills/from-orders makes one DRAFT bill per
 * recipient and operating unit and marks its orders BILLED in the same transaction; GET
 * /receipts/bills/billable-orders lists what can still be billed. The stores come in as ports.
 */

/** What billing reads: the orders, the recipients, the settings and the facts the order does not hold. */
export type BillingSources = {
  order: (companyId: string, orderId: string) => Promise<TOrder | undefined>;
  /** The company's DONE orders (not on a bill: a bill turns them BILLED). */
  doneOrders: (companyId: string) => Promise<TOrder[]>;
  customer: (companyId: string, customerId: string) => Promise<TCustomer | undefined>;
  facts: (companyId: string, order: TOrder) => Promise<BillingFacts>;
  settings: (companyId: string) => Promise<TReceiptSettings>;
};

export type BillWriter = {
  /**
   * The bill and its orders (as read, DONE) BILLED in one transaction, each order on condition that it is
   * still DONE and unchanged: throws RCPT_409_50_0001 when another bill was first.
   */
  createBill: (bill: TReceipt, orders: readonly TOrder[], change: ReceiptChange, now: Date) => Promise<void>;
};

export type BillsFromOrdersDeps = {
  sources: BillingSources;
  bills: BillWriter;
  clock: Clock;
  ids: IdGenerator;
  /** Who makes the bills, for their history (receipt-routes.ts changeBy). */
  changeBy: (claims: TClaims) => Promise<Omit<ReceiptChange, 'change'>>;
};

const factsByOrder = async (sources: BillingSources, companyId: string, orders: readonly TOrder[]) => {
  const facts = new Map(
    await Promise.all(orders.map(async (order) => [order.id, await sources.facts(companyId, order)] as const)),
  );
  return (order: TOrder): BillingFacts => facts.get(order.id) ?? { vatPercentPoints: 19, pauses: [], fieldAreasHa: {} };
};

/** The history's first entry of a bill from orders: 'Angelegt aus Auftrag' or 'Angelegt aus Aufträgen'. */
const billCreatedChange = (bill: TReceipt) => `Angelegt aus ${bill.orderIds.length === 1 ? 'Auftrag' : 'Aufträgen'}`;

export const billsFromOrdersRoutes = ({ sources, bills, clock, ids, changeBy }: BillsFromOrdersDeps): Route[] => [
  route(createBillsFromOrders, async ({ body }, { claims, company }) => {
    const { companyId } = company;
    const read = new Map(
      await Promise.all(
        [...new Set(body.orderIds)].map(async (orderId) => [orderId, await sources.order(companyId, orderId)] as const),
      ),
    );
    // Issues name the index the caller sent; an order named twice is billed once.
    const orders = [...new Set(requireBillable(body.orderIds.map((orderId) => read.get(orderId))))];
    const [settings, factsOf] = await Promise.all([
      sources.settings(companyId),
      factsByOrder(sources, companyId, orders),
    ]);
    const now = clock.now();
    const by = await changeBy(claims);
    const made: TReceipt[] = [];
    for (const group of billGroupsOf(orders)) {
      const recipient = await sources.customer(companyId, group.recipientId);
      if (!recipient) throw new AppError('LW_404_00_0001', { detail: `customer ${group.recipientId}` });
      const bill = draftBillOf(group, {
        companyId,
        now,
        id: ids.newId(),
        date: body.date,
        settings,
        recipient,
        factsOf,
      });
      const billedOrders = [...new Set(group.shares.map((share) => share.order))];
      // An order shared by several customers' bills turns BILLED with the first of them.
      const open = billedOrders.filter((order) => !made.some((earlier) => earlier.orderIds.includes(order.id)));
      await bills.createBill(bill, open, { ...by, change: billCreatedChange(bill) }, now);
      made.push(bill);
    }
    return { items: made };
  }),

  route(listBillableOrders, async ({ query }, { company }) => {
    const { companyId } = company;
    const orders = (await sources.doneOrders(companyId)).filter(
      (order) =>
        order.shelf === 'ACTIVE' &&
        (query.customerId === undefined ||
          order.customerIds.includes(query.customerId) ||
          order.receiptReceiverId === query.customerId),
    );
    const factsOf = await factsByOrder(sources, companyId, orders);
    return {
      items: orders.map((order) => ({
        orderId: order.id,
        name: order.name,
        customerIds: order.customerIds,
        receiptReceiverId: order.receiptReceiverId,
        operatingUnitId: order.operatingUnitId,
        doneAt: doneAtOf(order),
        plannedStartDateTime: order.plannedStartDateTime,
        net: positionTotals(
          billCustomersOf(order).flatMap((customerId) => positionsFromOrder(order, customerId, factsOf(order))),
        ).net,
      })),
    };
  }),
];

/** When the order was finished: its last STOPPED protocol line. */
const doneAtOf = (order: TOrder): string | null =>
  order.protocol
    .filter((entry) => entry.kind === 'STOPPED')
    .map((entry) => entry.timestamp)
    .sort()
    .at(-1) ?? null;
