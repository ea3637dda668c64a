import { getOrderCoverage } from '../../schemas/api/orders';
import { AppError } from '../../schemas/errors';
import type { TOrder } from '../../schemas/orders/order';
import type { FieldShapes } from '../platform/field-shapes';
import { type Route, route } from '../platform/http';
import type { OrderTracks } from '../platform/order-tracks';
import { orderCoverage, proposedArea } from './domain/order-coverage';
import type { OrderStore } from './order-store';

export type CoverageDeps = {
  orders: Pick<OrderStore, 'get'>;
  tracks: OrderTracks;
  fieldShapes: FieldShapes;
};

/** The covered hectares the stop wizard proposes for the AREA record (null: no track or no width). */
export const coveredAreaOf =
  ({ tracks, fieldShapes }: Omit<CoverageDeps, 'orders'>) =>
  async (order: TOrder): Promise<number | null> =>
    proposedArea(order, await tracks(order.companyId, order.id), await fieldShapes(order.companyId, order.fieldIds));

/** Proof of work from GPS (issue 13 point 5): the office reads what an order's tracks covered. */
export const coverageRoutes = ({ orders, tracks, fieldShapes }: CoverageDeps): Route[] => [
  route(getOrderCoverage, async ({ params }, { company }) => {
    const order = await orders.get(company.companyId, params.orderId);
    if (!order) throw new AppError('LW_404_02_0004', { detail: `order ${params.orderId}` });
    const [orderTracks, fields] = await Promise.all([
      tracks(company.companyId, order.id),
      fieldShapes(company.companyId, order.fieldIds),
    ]);
    return orderCoverage(order, orderTracks, fields);
  }),
];
