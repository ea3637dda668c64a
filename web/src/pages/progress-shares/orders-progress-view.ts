import type { TOrderStatus } from '../../../../schemas/order-enums';
import type { TOrdersProgress } from '../../../../schemas/planning/progress-share';
import { areasOfFields } from '../../components/map/field-shape';
import type { MapLine } from '../../components/map/geometry';

/**
 * What the farmer's progress page draws (issue 15): each order's fields outlined in the colour of the
 * order's status, and all of them filled underneath. Pure: the public answer in, the map's layers out.
 */

/** A colour per order status, the same on the map and in the legend. */
export const statusMapColors: Record<TOrderStatus, string> = {
  DRAFT: '#8d99a8',
  ASSIGNED: '#0972d3',
  IN_PROGRESS: '#d97706',
  DONE: '#037f0c',
  BILLED: '#5f6b7a',
};

export const progressMapLayers = (progress: TOrdersProgress) => {
  const fields = progress.orders.flatMap((order) => order.fields);
  const lines: MapLine[] = progress.orders.flatMap((order) =>
    order.fields.map((field, index) => ({
      id: `${order.id}-${index}`,
      positions: [...field.shape, ...field.shape.slice(0, 1)],
      color: statusMapColors[order.status],
    })),
  );
  return { areas: fields.length > 0 ? areasOfFields(fields) : null, lines };
};
