import type { TOwnOrder } from '../api/work';

/** Own orders whose planned start is already past: the badge of 'Meine Aufträge' (application.md §2). */
export const countOverdue = (orders: readonly Pick<TOwnOrder, 'plannedStartDateTime'>[], now: Date): number =>
  orders.filter((order) => order.plannedStartDateTime !== null && new Date(order.plannedStartDateTime) < now).length;

/** Whether one order is overdue (its planned start has passed and it has not started). */
export const isOverdue = (order: Pick<TOwnOrder, 'plannedStartDateTime'>, now: Date): boolean =>
  countOverdue([order], now) === 1;
