import * as z from 'zod';
import { ZOrderStatus } from '../order-enums';
import { ZOrderShelf } from '../orders/order';

/** One order of a project as its details page lists it. */
export const ZProjectOrderRow = z.object({
  /** The order's id: the row links to the order's details. */
  id: z.string(),
  name: z.string(),
  status: ZOrderStatus,
  shelf: ZOrderShelf,
  customerNames: z.array(z.string()),
  plannedStartDateTime: z.string(),
  /** Active hours so far, decimal text. */
  hours: z.string(),
  /** Net amount so far (EUR, decimal text). */
  net: z.string(),
});
export type TProjectOrderRow = z.infer<typeof ZProjectOrderRow>;

/** What a project adds up to (issue 15): its orders (not in the trash) and their totals. */
export const ZProjectSummary = z.object({
  projectId: z.string(),
  orders: z.array(ZProjectOrderRow),
  totals: z.object({
    /** How many orders are in each status (every status present, 0 when none). */
    ordersByStatus: z.record(ZOrderStatus, z.number()),
    hours: z.string(),
    net: z.string(),
    /** The net amount of the orders already billed. */
    billedNet: z.string(),
  }),
  /** Net amount per status, for the chart. */
  netByStatus: z.array(z.object({ status: ZOrderStatus, net: z.string() })),
  /** Net amount per month of the planned start ('YYYY-MM', German time), earliest first. */
  netByMonth: z.array(z.object({ month: z.string(), net: z.string() })),
});
export type TProjectSummary = z.infer<typeof ZProjectSummary>;
