import type { TOrder } from '../../../schemas/orders/order';
import { orderWrites } from '../../platform/aggregates/order';
import { type TransactionPart, transactWrite } from '../../platform/db/write';
import type { OrderStore } from '../order-store';

/** Each changed order with the version it was read at. */
export type OrderChanges = readonly { order: TOrder; previous: TOrder }[];
export type OrderChangesWriter = (changes: OrderChanges) => Promise<void>;

/** One DynamoDB transaction holds at most 100 items: up to that many orders change all at once. */
export const ORDERS_PER_TRANSACTION = 100;

/**
 * Writes an import's changed orders: all or none in one transaction when it holds them (a usage's link
 * items do not change, so one item per order); more orders one versioned update each, so a refused one
 * leaves the others written and a second import counts them as duplicates.
 */
export const makeOrderChangesWriter =
  (ports: { transact: (...parts: TransactionPart[]) => Promise<void>; save: OrderStore['save'] }): OrderChangesWriter =>
  async (changes) => {
    if (changes.length === 0) return;
    if (changes.length <= ORDERS_PER_TRANSACTION) {
      await ports.transact(...changes.map(({ order, previous }) => orderWrites(order, previous)));
      return;
    }
    for (const { order, previous } of changes) await ports.save(order, previous);
  };

export const dynamoOrderChangesWriter = (orders: Pick<OrderStore, 'save'>): OrderChangesWriter =>
  makeOrderChangesWriter({ transact: transactWrite, save: orders.save });
