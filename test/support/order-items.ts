import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { runtime, tableClient } from './api-client';

/**
 * An order item written as ElectroDB writes it: the orders service does not exist yet, so tests of what
 * follows an order change (new-order notifications through the table stream) write the item themselves.
 */
export type OrderItemFields = {
  companyId: string;
  orderId: string;
  status: string;
  employeeId: string;
  version: number;
  name: string;
  plannedStartDateTime: string;
};

export const orderItemKey = ({ companyId, orderId }: Pick<OrderItemFields, 'companyId' | 'orderId'>) => ({
  pk: companyId,
  sk: `order#${orderId}`,
});

/** `parts`: more of the order as stored (shelf, customers, snapshots, records), for reads that need them. */
export const putOrderItem = async (fields: OrderItemFields, parts: Record<string, unknown> = {}) => {
  const now = new Date().toISOString();
  await (await tableClient()).send(
    new PutCommand({
      TableName: runtime().tableName,
      Item: {
        ...orderItemKey(fields),
        gsi1pk: `${fields.companyId}#orders-of#${fields.employeeId}`,
        gsi1sk: `${fields.status}#${fields.plannedStartDateTime}#${fields.orderId}`,
        __edb_e__: 'order',
        __edb_v__: '1',
        // Every stored order has its shelf (the entity's default); the order aggregate reads orders whole.
        shelf: 'ACTIVE',
        createdAt: now,
        updatedAt: now,
        ...parts,
        ...fields,
      },
    }),
  );
};

/** Polls until `ready` holds or 10 s have passed; the stream poller delivers within a few hundred ms. */
export const eventually = async <T>(read: () => Promise<T>, ready: (value: T) => boolean, what: string): Promise<T> => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (ready(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
