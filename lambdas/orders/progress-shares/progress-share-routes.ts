import { createProgressShare, listProgressShares, revokeProgressShare } from '../../../schemas/api/progress-shares';
import { AppError } from '../../../schemas/errors';
import { progressShareReferences, type TProgressShareSubject } from '../../../schemas/planning/progress-share';
import type { Clock, IdGenerator } from '../../platform/clock';
import { type Route, route } from '../../platform/http';
import { type ExistingIds, requireKnownReferences } from '../../platform/references/references';
import {
  hashShareToken,
  newShareLink,
  newShareToken,
  revokedShareLink,
  shareExpiresAt,
} from '../../platform/share-links/share-link';
import type { ShareLinkStore } from '../../platform/share-links/share-link-store';
import { progressShareView } from './progress-view';

export type ProgressShareDeps = {
  shares: ShareLinkStore<TProgressShareSubject>;
  /** The shown names of these customers; an unknown id is left out. */
  customerNames: (companyId: string, customerIds: readonly string[]) => Promise<Map<string, string>>;
  existingIds: ExistingIds;
  userName: (userId: string) => Promise<string | undefined>;
  clock: Clock;
  ids: IdGenerator;
};

const shareNotFound = (shareId: string) => new AppError('LW_404_36_0001', { detail: `progress share ${shareId}` });

/**
 * The farmer's orders progress link (issue 15): the office creates, lists and revokes links to one
 * customer's current orders; the public route answers while the link is active (public-progress-route.ts,
 * in a read-only function). The token leaves the service once, in the creation's answer; only its hash is stored.
 */
export const progressShareRoutes = (deps: ProgressShareDeps): Route[] => {
  const { shares, clock } = deps;

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
  ];
};
