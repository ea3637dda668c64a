import { describe, expect, it } from 'vitest';
import type { TOrder } from '../../../schemas/orders/order';
import { fakeOrder } from './crop-protection-fakes.test-kit';
import { makeOrderChangesWriter, ORDERS_PER_TRANSACTION } from './order-writes';

const changesOf = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const previous = fakeOrder(`o${index}`);
    return { previous, order: { ...previous, version: previous.version + 1 } };
  });

const recording = () => {
  const transactions: number[] = [];
  const saves: [TOrder, TOrder | null][] = [];
  const write = makeOrderChangesWriter({
    transact: async (...parts) => {
      transactions.push(parts.length);
    },
    save: async (order, previous) => {
      saves.push([order, previous]);
    },
  });
  return { write, transactions, saves };
};

describe("writing an import's orders", () => {
  it('writes up to 100 orders in one transaction, and nothing when none changed', async () => {
    const { write, transactions, saves } = recording();
    await write([]);
    await write(changesOf(ORDERS_PER_TRANSACTION));
    expect(transactions).toEqual([ORDERS_PER_TRANSACTION]);
    expect(saves).toEqual([]);
  });

  it('writes more orders one versioned update each', async () => {
    const { write, transactions, saves } = recording();
    const changes = changesOf(ORDERS_PER_TRANSACTION + 1);
    await write(changes);
    expect(transactions).toEqual([]);
    expect(saves).toHaveLength(ORDERS_PER_TRANSACTION + 1);
    expect(saves[0]).toEqual([changes[0]?.order, changes[0]?.previous]);
  });
});
