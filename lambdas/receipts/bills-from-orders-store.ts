import { ZCustomer } from '../../schemas/customer';
import { AppError } from '../../schemas/errors';
import { type TReceiptSettings, ZReceiptSettings } from '../../schemas/receipts/settings';
import { orderBilledWrite, orderFromItem, readOrder } from '../platform/aggregates/order';
import { readBillingFacts } from '../platform/billing-facts';
import { db } from '../platform/db/entities';
import { parseStored } from '../platform/db/read';
import { isConflict, transactWrite } from '../platform/db/write';
import { dynamoRecordStore } from '../platform/records/record-store';
import type { BillingSources, BillWriter } from './bills-from-orders-routes';
import { newReceiptWrite } from './receipt-items';
import { receiptHistoryWrite } from './receipt-store';

/** The receipts' settings record (schemas/receipts/settings.ts) among the company's settings records. */
export const RECEIPT_SETTINGS_NAME = 'receipts';

export const dynamoBillWriter: BillWriter = {
  createBill: async (bill, orders, change, now) => {
    try {
      // The orders' move to BILLED is the order aggregate's, composed into the bill's transaction.
      await transactWrite(
        newReceiptWrite(bill),
        receiptHistoryWrite(bill, change),
        ...orders.map((order) => orderBilledWrite(order, now)),
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
    order: readOrder,
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
