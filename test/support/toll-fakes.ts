import { matchesFilter } from '../../lambdas/orders/domain/order';
import type { OrderStore } from '../../lambdas/orders/order-store';
import type { TollStore } from '../../lambdas/orders/tolls/toll-store';
import type { ObjectStorage } from '../../lambdas/platform/storage';
import { AppError } from '../../schemas/errors';
import type { TOrder } from '../../schemas/orders/order';
import type { TTollImport, TUnassignedTrip } from '../../schemas/planning/toll';

/**
 * In-memory stores for the toll import's use case (lambdas/orders/tolls/import-tolls.ts): its unit tests and
 * the benchmark run it without a table. `beforeSave` lets a test write in between (a driver's conflict).
 */
export const memoryOrders = (orders: readonly TOrder[], beforeSave: (order: TOrder) => void = () => undefined) => {
  const byId = new Map(orders.map((order) => [order.id, order]));
  const store: OrderStore = {
    get: async (_companyId, orderId) => byId.get(orderId),
    list: async (_companyId, filter) => [...byId.values()].filter((order) => matchesFilter(order, filter)),
    ofProject: async (_companyId, projectId) => [...byId.values()].filter((order) => order.projectId === projectId),
    save: async (order, previous) => {
      beforeSave(order);
      if ((byId.get(order.id)?.version ?? null) !== (previous?.version ?? null)) {
        throw new AppError('LW_409_00_0001', { detail: `order ${order.id}` });
      }
      byId.set(order.id, order);
    },
  };
  return { store, byId };
};

export const memoryTolls = () => {
  const created: { tollImport: TTollImport; open: TUnassignedTrip[] }[] = [];
  const store: TollStore = {
    create: async (_companyId, tollImport, _rowErrors, open) => {
      created.push({ tollImport, open });
    },
    list: async () => created.map((entry) => entry.tollImport),
    get: async () => undefined,
    openTrips: async () => [],
    assignByHand: async () => undefined,
  };
  return { store, created };
};

export const memoryStorage = (files: Record<string, Uint8Array>): ObjectStorage => ({
  put: async () => undefined,
  get: async (key) => files[key],
  head: async (key) => (files[key] ? { contentType: 'text/csv', size: files[key].length } : undefined),
  delete: async (key) => {
    delete files[key];
  },
  uploadUrl: async () => ({ url: '', method: 'PUT', headers: {}, expiresAt: new Date() }),
  downloadUrl: async () => ({ url: '', expiresAt: new Date() }),
});
