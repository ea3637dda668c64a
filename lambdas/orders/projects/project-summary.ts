import Big from 'big.js';
import { germanDay } from '../../../schemas/kernel/calendar';
import { decimalText } from '../../../schemas/kernel/money';
import { orderStatuses, type TOrderStatus } from '../../../schemas/order-enums';
import type { TOrder } from '../../../schemas/orders/order';
import type { OrderProgress } from '../../../schemas/planning/order-progress';
import type { TProjectOrderRow, TProjectSummary } from '../../../schemas/planning/project-summary';

/**
 * What a project adds up to (issue 15): its orders (the trash left out) with their hours and amounts, the
 * totals, and the amounts per status and month for the chart. Pure: the orders with their progress in.
 */

export type ProjectOrder = { order: TOrder; progress: OrderProgress; customerNames: string[] };

const sum = (values: readonly string[]) => decimalText(values.reduce((total, value) => total.plus(value), new Big(0)));

const rowOf = ({ order, progress, customerNames }: ProjectOrder): TProjectOrderRow => ({
  id: order.id,
  name: order.name,
  status: order.status,
  shelf: order.shelf,
  customerNames,
  plannedStartDateTime: order.plannedStartDateTime,
  ...progress,
});

export const projectSummary = (projectId: string, orders: readonly ProjectOrder[]): TProjectSummary => {
  const rows = orders
    .filter(({ order }) => order.shelf !== 'TRASHED')
    .map(rowOf)
    .sort((a, b) => a.plannedStartDateTime.localeCompare(b.plannedStartDateTime));
  const ofStatus = (status: TOrderStatus) => rows.filter((row) => row.status === status);
  const ordersByStatus: Record<TOrderStatus, number> = {
    DRAFT: ofStatus('DRAFT').length,
    ASSIGNED: ofStatus('ASSIGNED').length,
    IN_PROGRESS: ofStatus('IN_PROGRESS').length,
    DONE: ofStatus('DONE').length,
    BILLED: ofStatus('BILLED').length,
  };
  const months = [...new Set(rows.map((row) => germanDay(row.plannedStartDateTime).slice(0, 7)))].sort();
  return {
    projectId,
    orders: rows,
    totals: {
      ordersByStatus,
      hours: sum(rows.map((row) => row.hours)),
      net: sum(rows.map((row) => row.net)),
      billedNet: sum(ofStatus('BILLED').map((row) => row.net)),
    },
    netByStatus: orderStatuses.map((status) => ({ status, net: sum(ofStatus(status).map((row) => row.net)) })),
    netByMonth: months.map((month) => ({
      month,
      net: sum(rows.filter((row) => germanDay(row.plannedStartDateTime).startsWith(month)).map((row) => row.net)),
    })),
  };
};
