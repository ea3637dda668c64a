import {
  createProgressShare,
  listProgressShares,
  readOrdersProgress,
  revokeProgressShare,
} from '../../../schemas/api/progress-shares';
import { AppError } from '../../../schemas/errors';
import type { TOrder } from '../../../schemas/orders/order';
import { progressShareReferences, type TProgressShareSubject } from '../../../schemas/planning/progress-share';
import type { ReadBillingFacts } from '../../platform/billing-facts';
import type { Clock, IdGenerator } from '../../platform/clock';
import type { CompanyStore } from '../../platform/company-store';
import { type Route, route } from '../../platform/http';
import { type ExistingIds, requireKnownReferences } from '../../platform/references/references';
import {
  hashShareToken,
  newShareLink,
  newShareToken,
  requireOpenShareLink,
  revokedShareLink,
  shareExpiresAt,
} from '../../platform/share-links/share-link';
import type { ShareLinkStore } from '../../platform/share-links/share-link-store';
import type { OrderStore } from '../order-store';
import {
  currentFrom,
  isCurrentOrderOf,
  ordersProgressView,
  type ProgressFieldSource,
  progressOrderView,
  progressShareView,
} from './progress-view';

export type ProgressShareDeps = {
  shares: ShareLinkStore<TProgressShareSubject>;
  orders: Pick<OrderStore, 'list'>;
  companies: Pick<CompanyStore, 'get'>;
  /** The shown names of these customers; an unknown id is left out. */
  customerNames: (companyId: string, customerIds: readonly string[]) => Promise<Map<string, string>>;
  /** These fields with their owner and outline (archived too: an order may have worked them). */
  fields: (companyId: string, fieldIds: readonly string[]) => Promise<ProgressFieldSource[]>;
  facts: ReadBillingFacts;
  existingIds: ExistingIds;
  userName: (userId: string) => Promise<string | undefined>;
  clock: Clock;
  ids: IdGenerator;
};

const shareNotFound = (shareId: string) => new AppError('LW_404_36_0001', { detail: `progress share ${shareId}` });

/**
 * The farmer's orders progress link (issue 15): the office creates, lists and revokes links to one
 * customer's current orders; the public route answers while the link is active. The token leaves the
 * service once, in the creation's answer; only its hash is stored.
 */
export const progressShareRoutes = (deps: ProgressShareDeps): Route[] => {
  const { shares, clock } = deps;

  /** The customer's current orders: planned in the window, and the ones being worked whenever planned. */
  const currentOrders = async (companyId: string, customerId: string, now: Date): Promise<TOrder[]> => {
    const [recent, running] = await Promise.all([
      deps.orders.list(companyId, { shelf: 'ACTIVE', customerId, from: currentFrom(now) }),
      deps.orders.list(companyId, { shelf: 'ACTIVE', customerId, status: 'IN_PROGRESS' }),
    ]);
    const byId = new Map([...recent, ...running].map((order) => [order.id, order]));
    return [...byId.values()].filter((order) => isCurrentOrderOf(order, customerId, now));
  };

  return [
    route(createProgressShare, async ({ body }, { company, claims }) => {
      const { companyId } = company;
      const now = clock.now();
      await requireKnownReferences(deps.existingIds, companyId, body, progressShareReferences, 'progress share');
      const [names, createdByName] = await Promise.all([
        deps.customerNames(companyId, [body.customerId]),
        deps.userName(claims.sub),
      ]);
      const link = newShareLink(
        {
          kind: 'orderProgress',
          label: body.label,
          subject: { customerId: body.customerId },
          expiresAt: shareExpiresAt(body.validUntil, now),
        },
        { id: deps.ids.newId(), companyId, now, createdBy: claims.sub, createdByName: createdByName ?? null },
      );
      const token = newShareToken();
      await shares.create(link, hashShareToken(token));
      return { share: progressShareView(link, names.get(body.customerId) ?? null, now), token };
    }),

    route(listProgressShares, async ({ query }, { company }) => {
      const links = (await shares.list(company.companyId)).filter(
        (link) => query.customerId === undefined || link.subject.customerId === query.customerId,
      );
      const names = await deps.customerNames(
        company.companyId,
        links.map((link) => link.subject.customerId),
      );
      const now = clock.now();
      return {
        items: links.map((link) => progressShareView(link, names.get(link.subject.customerId) ?? null, now)),
      };
    }),

    route(revokeProgressShare, async ({ params }, { company }) => {
      const link = await shares.get(company.companyId, params.shareId);
      if (!link) throw shareNotFound(params.shareId);
      const now = clock.now();
      const revoked = revokedShareLink(link, now);
      if (revoked !== link) await shares.saveRevocation(revoked);
      const names = await deps.customerNames(company.companyId, [link.subject.customerId]);
      return progressShareView(revoked, names.get(link.subject.customerId) ?? null, now);
    }),

    route(readOrdersProgress, async ({ params }) => {
      const now = clock.now();
      const link = requireOpenShareLink(await shares.byTokenHash(hashShareToken(params.token)), now);
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
    }),
  ];
};
