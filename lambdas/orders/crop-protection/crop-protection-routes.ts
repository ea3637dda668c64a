import {
  cropProtectionReferences,
  previewCropProtectionImport,
  saveCropProtectionImport,
  type TCropProtectionPreview,
} from '../../../schemas/api/crop-protection';
import { AppError } from '../../../schemas/errors';
import { germanDaysSpan, shiftDay } from '../../../schemas/kernel/calendar';
import type { Clock, IdGenerator } from '../../platform/clock';
import type { CustomerTagLookup } from '../../platform/customer-lookups';
import { type Route, route } from '../../platform/http';
import type { RecordStore } from '../../platform/records/record-store';
import { type ExistingIds, requireKnownReferences } from '../../platform/references/references';
import type { OrderStore } from '../order-store';
import type { CustomerFields } from './customer-fields';
import { importedUsages } from './import-usages';
import { previewRows } from './matching';
import type { OrderChangesWriter } from './order-writes';
import { readCropProtectionFile } from './read-export';

export type CropProtectionDeps = {
  orders: Pick<OrderStore, 'get' | 'list'>;
  records: Pick<RecordStore, 'list' | 'getMany'>;
  customerFields: CustomerFields;
  customerTags: CustomerTagLookup;
  /** Writes the changed orders, each at the version it was read (order-writes.ts). */
  writeOrders: OrderChangesWriter;
  existingIds: ExistingIds;
  clock: Clock;
  ids: IdGenerator;
};

/** An order planned this long before an application's day may still have worked on it (a long campaign). */
const ORDER_LOOKBACK_DAYS = 60;

/**
 * The crop-protection import (issue 15 point 7): the preview reads the file and matches each line;
 * nothing is saved. The save adds the confirmed lines as usages to the orders.
 */
export const cropProtectionRoutes = (deps: CropProtectionDeps): Route[] => {
  const { orders, records, clock, ids } = deps;

  /** The customer's orders in the lists whose planned start could reach the file's days. */
  const ordersAround = async (companyId: string, customerId: string, days: readonly string[]) => {
    const sorted = [...days].sort();
    const [first] = sorted;
    const last = sorted.at(-1);
    if (first === undefined || last === undefined) return [];
    const span = germanDaysSpan(shiftDay(first, -ORDER_LOOKBACK_DAYS), last);
    return orders.list(companyId, { shelf: 'ACTIVE', customerId, from: span.start, to: span.end });
  };

  return [
    route(previewCropProtectionImport, async ({ body }, { company }): Promise<TCropProtectionPreview> => {
      const { companyId } = company;
      await requireKnownReferences(deps.existingIds, companyId, body, cropProtectionReferences.preview, 'import');
      const file = readCropProtectionFile(body.content);
      if ('error' in file) {
        throw new AppError('LW_400_39_0002', { issues: [{ path: 'content', message: file.error }] });
      }
      const [fields, resources, customerOrders] = await Promise.all([
        deps.customerFields(companyId, body.customerId),
        records.list(companyId, 'resource'),
        ordersAround(
          companyId,
          body.customerId,
          file.rows.map((row) => row.day),
        ),
      ]);
      return {
        rows: previewRows(file, { fields, resources, orders: customerOrders }),
        orders: customerOrders.map(({ id, name, plannedStartDateTime, status }) => ({
          id,
          name,
          plannedStartDateTime,
          status,
        })),
        resources: resources.filter((resource) => !resource.archived).map(({ id, name, unit }) => ({ id, name, unit })),
      };
    }),

    route(saveCropProtectionImport, async ({ body }, { company }) => {
      const { companyId } = company;
      await requireKnownReferences(deps.existingIds, companyId, body, cropProtectionReferences.save, 'import');
      const orderIds = [...new Set(body.rows.map((row) => row.orderId))];
      const resourceIds = [...new Set(body.rows.map((row) => row.resourceId))];
      const [named, resources, agreements, customerTagIds] = await Promise.all([
        Promise.all(orderIds.map((orderId) => orders.get(companyId, orderId))),
        records.getMany(companyId, 'resource', resourceIds),
        records.list(companyId, 'priceAgreement'),
        deps.customerTags(companyId, body.customerId),
      ]);
      const ordersById = new Map(named.flatMap((order) => (order ? [[order.id, order] as const] : [])));
      const pricing = { resources, agreements, customerTagIds: customerTagIds ?? [] };
      const result = importedUsages(body, ordersById, pricing, { newId: ids.newId, now: clock.now() });
      await deps.writeOrders(result.changes);
      return { added: result.added, duplicates: result.duplicates, orders: result.changes.length };
    }),
  ];
};
