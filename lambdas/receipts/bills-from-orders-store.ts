import { ZCustomer } from '../../schemas/customer';
import { AppError } from '../../schemas/errors';
import { type TOrder, ZOrder } from '../../schemas/orders/order';
import { type TReceiptSettings, ZReceiptSettings } from '../../schemas/receipts/settings';
import { readBillingFacts } from '../platform/billing-facts';
import { db, type StoredItem } from '../platform/db/entities';
import { parseStored } from '../platform/db/read';
import { isConflict, type TransactionPart, transactWrite, withoutNulls } from '../platform/db/write';
import { dynamoRecordStore } from '../platform/records/record-store';
import type { BillingSources, BillWriter } from './bills-from-orders-routes';
import { newReceiptWrite } from './receipt-items';
import { receiptHistoryWrite } from './receipt-store';

/** The receipts' settings record (schemas/receipts/settings.ts) among the company's settings records. */
export const RECEIPT_SETTINGS_NAME = 'receipts';

/**
 * Orders as the receipts service reads them (the orders service owns them: lambdas/orders/order-store.ts
 * stores them the same way, the id as orderId, nulls left out).
 */
const orderFromItem = ({ orderId, assignee: _index, ...item }: StoredItem<'order'>): TOrder =>
  parseStored(ZOrder, { ...item, id: orderId });

const orderItem = ({ id, ...order }: TOrder) => withoutNulls({ ...order, orderId: id });

/** An order turned BILLED by a bill, on condition that it is still DONE (no other bill took it meanwhile) and unchanged. */
const billedOrderWrite =
  (previous: TOrder, billed: TOrder): TransactionPart =>
  ({ order }) => [
    order
      .put(orderItem(billed))
      // Unchanged since it was read as well: a correction made meanwhile is never overwritten.
      .where(({ status, version }, { eq }) => `${eq(status, 'DONE')} AND ${eq(version, previous.version)}`)
      .commit(),
  ];

export const dynamoBillWriter: BillWriter = {
  createBill: async (bill, orders, change) => {
    try {
      await transactWrite(
        newReceiptWrite(bill),
        receiptHistoryWrite(bill, change),
        ...orders.map(({ previous, billed }) => billedOrderWrite(previous, billed)),
      );
    } catch (error) {
      if (isConflict(error)) throw new AppError('RCPT_409_50_0001', { cause: error, detail: bill.orderIds.join(',') });
      throw error;
    }
  },
};

export const dynamoReceiptSettings = async (companyId: string): Promise<TReceiptSettings> => {
  const stored = await dynamoRecordStore().getSettings(companyId, RECEIPT_SETTINGS_NAME);
  return ZReceiptSettings.parse(stored?.data ?? {});
};

export const dynamoBillingSources = (): BillingSources => {
  return {
    order: async (companyId, orderId) => {
      const { data } = await db().order.get({ companyId, orderId }).go({ consistent: true });
      return data ? orderFromItem(data) : undefined;
    },
    doneOrders: async (companyId) => {
      const { data } = await db()
        .order.query.byShelfAndStatus({ companyId, shelf: 'ACTIVE', status: 'DONE' })
        .go({ pages: 'all' });
      return data.map(orderFromItem);
    },
    customer: async (companyId, customerId) => {
      const { data } = await db().customer.get({ companyId, customerId }).go({ consistent: true });
      return data ? parseStored(ZCustomer, { ...data, id: data.customerId }) : undefined;
    },
    facts: (_companyId, order) => readBillingFacts(order),
    settings: dynamoReceiptSettings,
  };
};
