import { mayOpenPage } from '../../../schemas/permissions';
import type { TRole } from '../../../schemas/roles';
import { pageRoutes, pathFor } from './pages';

/** The query parameter that names the order a link opens (application.md §2: 'the order page with an orderId parameter'). */
export const ORDER_ID_PARAM = 'orderId';

/**
 * Where a new-order notification leads. There is no order details page yet, so it opens Meine Aufträge,
 * which scrolls to and highlights the order when it is listed there. Once order details exist, this is
 * the one place to point at them.
 */
export const orderLink = (orderId: string): string =>
  `${pathFor('myOrders')}?${new URLSearchParams({ [ORDER_ID_PARAM]: orderId })}`;

/**
 * Where a new-order notification (banner or tapped push) leads this role, or null: subcontractors read
 * notifications but have no Meine Aufträge (§6).
 */
export const orderLinkFor = (role: TRole, orderId: string): string | null =>
  mayOpenPage(pageRoutes.myOrders.access, role) ? orderLink(orderId) : null;
