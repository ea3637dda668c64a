import { ZCustomer } from '../../schemas/customer';
import { AppError } from '../../schemas/errors';
import { type TOrder, ZOrder } from '../../schemas/orders/order';
import type { BillingFacts } from '../../schemas/receipts/positions-from-order';
import { type TReceiptSettings, ZReceiptSettings } from '../../schemas/receipts/settings';
import { batchGetAll } from '../platform/db/batch-get';
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

const pausesOf = async (order: TOrder): Promise<BillingFacts['pauses']> => {
  const employees = [...new Set(order.timeTrackings.map((tracking) => tracking.employeeId))];
  const moments = order.activeTime.flatMap((run) => [run.start, run.end ?? run.start]).sort();
  const first = moments[0];
  const last = moments.at(-1);
  if (first === undefined || last === undefined) return [];
  const lists = await Promise.all(
    employees.map((employeeId) =>
      db()
        .timeTracking.query.byEmployee({ companyId: order.companyId, employeeId })
        .between({ start: first }, { start: last })
        .go({ pages: 'all' }),
    ),
  );
  return lists
    .flatMap(({ data }) => data)
    .filter((tracking) => tracking.orderId === order.id && tracking.purpose === 'PAUSE')
    .map((tracking) => ({ start: tracking.start, end: tracking.end ?? null }));
};

const fieldAreasOf = async (order: TOrder): Promise<Record<string, string>> => {
  if (order.fieldIds.length === 0) return {};
  const fields = await batchGetAll(
    order.fieldIds.map((fieldId) => ({ companyId: order.companyId, fieldId })),
    (keys) =>
      db()
        .mapField.get(keys)
        .go({ attributes: ['fieldId', 'areaHa'] }),
  );
  return Object.fromEntries(fields.map((field) => [field.fieldId, String(field.areaHa)]));
};

const vatOfService = async (order: TOrder): Promise<number> => {
  const serviceId = order.serviceSnapshot?.id ?? order.serviceId;
  if (!serviceId) return 19;
  const service = await dynamoRecordStore().get(order.companyId, 'service', serviceId);
  return service?.vatPercentPoints ?? 19;
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
    facts: async (_companyId, order) => {
      const [vatPercentPoints, pauses, fieldAreasHa] = await Promise.all([
        vatOfService(order),
        pausesOf(order),
        fieldAreasOf(order),
      ]);
      return { vatPercentPoints, pauses, fieldAreasHa };
    },
    settings: dynamoReceiptSettings,
  };
};
