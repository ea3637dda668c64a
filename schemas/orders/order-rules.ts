import { openOrderStatuses, type TOrderStatus } from '../order-enums';
import { orderMessages, orderShelves, type TOrderShelf } from './order';

/**
 * The status and shelf rules of an order (application.md §3), pure and shared: the server refuses by
 * them and the web offers only what they allow, so the two cannot drift apart.
 */

/** Where an order stands: its status and its shelf. */
export type OrderPlace = { status: TOrderStatus; shelf: TOrderShelf };

/** The moves of an order's status: planned, handed to a driver, worked, done, billed. */
const transitions: Record<TOrderStatus, readonly TOrderStatus[]> = {
  DRAFT: ['ASSIGNED'],
  // A driver may be swapped (ASSIGNED again) or the order taken back to planning.
  ASSIGNED: ['ASSIGNED', 'DRAFT', 'IN_PROGRESS'],
  IN_PROGRESS: ['DONE'],
  DONE: ['BILLED'],
  BILLED: [],
};

export const canMove = (from: TOrderStatus, to: TOrderStatus): boolean => transitions[from].includes(to);

export const isOpenStatus = (status: TOrderStatus): boolean =>
  (openOrderStatuses as readonly TOrderStatus[]).includes(status);

/** An order may be handed to an employee from the lists until it is begun. */
export const isAssignable = (order: OrderPlace): boolean =>
  order.shelf === 'ACTIVE' && canMove(order.status, 'ASSIGNED');

/** The office may change an order's plan until it is billed (the bill was made from it). */
export const isChangeable = (order: OrderPlace): boolean => order.status !== 'BILLED';

/** Why an order may not move to a shelf from where it is; undefined when it may. */
export const shelfRefusal = (order: OrderPlace, to: TOrderShelf): string | undefined => {
  if (to === 'TRASHED')
    return order.status === 'DRAFT' || order.status === 'ASSIGNED' ? undefined : orderMessages.notTrashable;
  if (to === 'ARCHIVED')
    return order.status === 'DONE' || order.status === 'BILLED' ? undefined : orderMessages.notArchivable;
  return order.shelf === 'ACTIVE' ? orderMessages.notOnShelf : undefined;
};

/** The shelves an order may move to from where it lies (trash, archive, or back to the lists). */
export const shelfActionsOf = (order: OrderPlace): TOrderShelf[] =>
  orderShelves.filter((to) => to !== order.shelf && shelfRefusal(order, to) === undefined);
