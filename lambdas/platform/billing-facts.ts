import type { TOrder } from '../../schemas/orders/order';
import type { BillingFacts } from '../../schemas/receipts/positions-from-order';
import { batchGetAll } from './db/batch-get';
import { db } from './db/entities';
import { dynamoRecordStore } from './records/record-store';

/**
 * The read port for what pricing an order needs beyond the order itself (schemas/receipts
 * positions-from-order BillingFacts): the service's VAT rate, the pauses inside its runs and its fields'
 * areas. The receipts service bills with it; the orders service shows what an order is worth so far.
 */

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

export type ReadBillingFacts = (order: TOrder) => Promise<BillingFacts>;

export const readBillingFacts: ReadBillingFacts = async (order) => {
  const [vatPercentPoints, pauses, fieldAreasHa] = await Promise.all([
    vatOfService(order),
    pausesOf(order),
    fieldAreasOf(order),
  ]);
  return { vatPercentPoints, pauses, fieldAreasHa };
};
