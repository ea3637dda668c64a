import { readOrdersProgress } from '../../../schemas/api/progress-shares';
import type { TOrder } from '../../../schemas/orders/order';
import type { TProgressShareSubject } from '../../../schemas/planning/progress-share';
import type { ReadBillingFacts } from '../../platform/billing-facts';
import type { Clock } from '../../platform/clock';
import type { CompanyStore } from '../../platform/company-store';
import { type Route, route } from '../../platform/http';
import { hashShareToken, requireOpenShareLink } from '../../platform/share-links/share-link';
import type { ShareLinkStore } from '../../platform/share-links/share-link-store';
import type { OrderStore } from '../order-store';
import {
  currentFrom,
  isCurrentOrderOf,
  ordersProgressView,
  type ProgressFieldSource,
  progressOrderView,
} from './progress-view';

export type PublicProgressDeps = {
  shares: Pick<ShareLinkStore<TProgressShareSubject>, 'byTokenHash'>;
  orders: Pick<OrderStore, 'list'>;
  companies: Pick<CompanyStore, 'get'>;
  /** The shown names of these customers; an unknown id is left out. */
  customerNames: (companyId: string, customerIds: readonly string[]) => Promise<Map<string, string>>;
  /** These fields with their owner and outline (archived too: an order may have worked them). */
  fields: (companyId: string, fieldIds: readonly string[]) => Promise<ProgressFieldSource[]>;
  facts: ReadBillingFacts;
  clock: Clock;
};

/**
 * The farmer's view behind a progress link (issue 15), answered without sign-in while the link is active.
 * It only reads, so it runs in a function of its own with read access to the table and nothing else
 * (issue 26: no unauthenticated code beside write grants).
 */
export const publicProgressRoute = (deps: PublicProgressDeps): Route => {
  const { clock } = deps;

  /** The customer's current orders: planned in the window, and the ones being worked whenever planned. */
  const currentOrders = async (companyId: string, customerId: string, now: Date): Promise<TOrder[]> => {
    const [recent, running] = await Promise.all([
      deps.orders.list(companyId, { shelf: 'ACTIVE', customerId, from: currentFrom(now) }),
      deps.orders.list(companyId, { shelf: 'ACTIVE', customerId, status: 'IN_PROGRESS' }),
    ]);
    const byId = new Map([...recent, ...running].map((order) => [order.id, order]));
    return [...byId.values()].filter((order) => isCurrentOrderOf(order, customerId, now));
  };

  return route(readOrdersProgress, async ({ params }) => {
    const now = clock.now();
    const link = requireOpenShareLink(await deps.shares.byTokenHash(hashShareToken(params.token)), now);
    const { companyId } = link;
    const { customerId } = link.subject;
    const [orders, company, names] = await Promise.all([
      currentOrders(companyId, customerId, now),
      deps.companies.get(companyId),
      deps.customerNames(companyId, [customerId]),
    ]);
    const fields = await deps.fields(
      companyId,
      orders.flatMap((order) => order.fieldIds),
    );
    const views = await Promise.all(
      orders.map(async (order) => progressOrderView(order, customerId, fields, await deps.facts(order), now)),
    );
    const shownNames = { companyName: company?.name ?? '', customerName: names.get(customerId) ?? '' };
    return ordersProgressView(link, shownNames, views, now);
  });
};
