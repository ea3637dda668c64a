import { addRefuel, listMachineRefuels, refuelReferences, removeRefuel } from '../../../schemas/api/refuels';
import { AppError } from '../../../schemas/errors';
import { germanDaysSpan, shiftDay } from '../../../schemas/kernel/calendar';
import type { TOrder } from '../../../schemas/orders/order';
import type { Clock, IdGenerator } from '../../platform/clock';
import { type Route, route } from '../../platform/http';
import type { RecordStore } from '../../platform/records/record-store';
import { type ExistingIds, requireKnownReferences } from '../../platform/references/references';
import type { OrderStore } from '../order-store';
import { addRefuel as add, refuelsOfMachine, removeRefuel as remove } from './domain/refuels';

/** How long before a refuel its order may have been planned. */
const PLANNED_BEFORE_DAYS = 31;

export type RefuelDeps = {
  orders: OrderStore;
  records: Pick<RecordStore, 'get'>;
  existingIds: ExistingIds;
  clock: Clock;
  ids: IdGenerator;
};

/** Refuels on orders (issue 15): the office records and removes them; a machine's refuels of a period. */
export const refuelRoutes = ({ orders, records, existingIds, clock, ids }: RefuelDeps): Route[] => {
  const existingOrder = async (companyId: string, orderId: string): Promise<TOrder> => {
    const order = await orders.get(companyId, orderId);
    if (!order) throw new AppError('LW_404_02_0004', { detail: `order ${orderId}` });
    return order;
  };

  return [
    route(addRefuel, async ({ params, body }, { company }) => {
      const { companyId } = company;
      const existing = await existingOrder(companyId, params.orderId);
      await requireKnownReferences(existingIds, companyId, body, refuelReferences, 'refuel');
      const changed = add(existing, body, ids.newId(), clock.now());
      await orders.save(changed, existing);
      return changed;
    }),

    route(removeRefuel, async ({ params, body }, { company }) => {
      const existing = await existingOrder(company.companyId, params.orderId);
      const changed = remove(existing, body.refuelId, body.version, clock.now());
      await orders.save(changed, existing);
      return changed;
    }),

    route(listMachineRefuels, async ({ params, query }, { company }) => {
      const { companyId } = company;
      if (!(await records.get(companyId, 'machine', params.machineId))) {
        throw new AppError('LW_404_02_0004', { detail: `machine ${params.machineId}` });
      }
      const period = {
        from: query.from ? germanDaysSpan(query.from, query.from).start : '0000',
        to: query.to ? germanDaysSpan(query.to, query.to).end : '~',
      };
      // The machine's orders by planned start (its orderLink items, no Scan): a refuel lies after its order's
      // planned start, at most a month after it (a long campaign order), in the lists or the archive.
      const planned = {
        machineId: params.machineId,
        from: query.from ? germanDaysSpan(shiftDay(query.from, -PLANNED_BEFORE_DAYS), query.from).start : undefined,
        to: query.to ? period.to : undefined,
      };
      const [active, archived] = await Promise.all([
        orders.list(companyId, { ...planned, shelf: 'ACTIVE' }),
        orders.list(companyId, { ...planned, shelf: 'ARCHIVED' }),
      ]);
      return { items: refuelsOfMachine([...active, ...archived], params.machineId, period) };
    }),
  ];
};
