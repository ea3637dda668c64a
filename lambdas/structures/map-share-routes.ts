import { createMapShare, listMapShares, readSharedMap, revokeMapShare } from '../../schemas/api/map-shares';
import { AppError } from '../../schemas/errors';
import { mapShareReferences, type TMapShareSubject } from '../../schemas/map-shares';
import type { Clock, IdGenerator } from '../platform/clock';
import type { CompanyStore } from '../platform/company-store';
import { route } from '../platform/http';
import { type ExistingIds, requireKnownReferences } from '../platform/references/references';
import {
  hashShareToken,
  newShareLink,
  newShareToken,
  requireOpenShareLink,
  revokedShareLink,
  shareExpiresAt,
} from '../platform/share-links/share-link';
import type { ShareLinkStore } from '../platform/share-links/share-link-store';
import type { CustomerStore } from './customer-store';
import {
  type CompanyStructures,
  customerShownName,
  mapShareView,
  requireSelectionOfCustomer,
  sharedMapView,
  sharedStructures,
} from './domain/map-share';
import type { FieldStore } from './field-store';
import type { MarkerStore } from './marker-store';
import type { TrackStore } from './track-store';

export type MapShareDeps = {
  shares: ShareLinkStore<TMapShareSubject>;
  /** All the company's fields, tracks and markers (archived too); the domain picks what a link shows. */
  structures: (companyId: string) => Promise<CompanyStructures>;
  companies: Pick<CompanyStore, 'get'>;
  customers: Pick<CustomerStore, 'get' | 'getSummaries'>;
  existingIds: ExistingIds;
  userName: (userId: string) => Promise<string | undefined>;
  clock: Clock;
  ids: IdGenerator;
};

const shareNotFound = (shareId: string) => new AppError('LW_404_02_0004', { detail: `map share ${shareId}` });

/**
 * Read-only links to a customer's map structures (issue 13 point 3): the office creates, lists and
 * revokes them; the public route (publicMapShareRoute, in a read-only function) shows what a link names
 * while it is active. The token leaves the service once, in the creation's answer; only its hash is stored.
 */
export const mapShareRoutes = (deps: MapShareDeps) => {
  const { shares, clock } = deps;
  const customerNames = async (companyId: string, customerIds: readonly string[]) => {
    const summaries = await deps.customers.getSummaries(companyId, [...new Set(customerIds)]);
    return new Map(summaries.map((customer) => [customer.id, customerShownName(customer)]));
  };
  return [
    route(createMapShare, async ({ body }, { company, claims }) => {
      const { companyId } = company;
      const now = clock.now();
      await requireKnownReferences(deps.existingIds, companyId, body, mapShareReferences, 'map share');
      const [all, customer, createdByName] = await Promise.all([
        deps.structures(companyId),
        deps.customers.get(companyId, body.customerId),
        deps.userName(claims.sub),
      ]);
      requireSelectionOfCustomer(body.customerId, body.selection, all);
      const link = newShareLink(
        {
          kind: 'mapStructures',
          label: body.label,
          subject: { customerId: body.customerId, selection: body.selection },
          expiresAt: shareExpiresAt(body.validUntil, now),
        },
        { id: deps.ids.newId(), companyId, now, createdBy: claims.sub, createdByName: createdByName ?? null },
      );
      const token = newShareToken();
      await shares.create(link, hashShareToken(token));
      return { share: mapShareView(link, customer ? customerShownName(customer) : null, now), token };
    }),
    route(listMapShares, async (_input, { company }) => {
      const links = await shares.list(company.companyId);
      const names = await customerNames(
        company.companyId,
        links.map((link) => link.subject.customerId),
      );
      const now = clock.now();
      return { items: links.map((link) => mapShareView(link, names.get(link.subject.customerId) ?? null, now)) };
    }),
    route(revokeMapShare, async ({ params }, { company }) => {
      const link = await shares.get(company.companyId, params.shareId);
      if (!link) throw shareNotFound(params.shareId);
      const now = clock.now();
      const revoked = revokedShareLink(link, now);
      if (revoked !== link) await shares.saveRevocation(revoked);
      const names = await customerNames(company.companyId, [link.subject.customerId]);
      return mapShareView(revoked, names.get(link.subject.customerId) ?? null, now);
    }),
  ];
};

/** All the company's fields, tracks and markers, read at once (MapShareDeps.structures). */
export const companyStructuresOf =
  (stores: {
    fields: Pick<FieldStore, 'list'>;
    tracks: Pick<TrackStore, 'list'>;
    markers: Pick<MarkerStore, 'list'>;
  }) =>
  async (companyId: string): Promise<CompanyStructures> => {
    const [fields, tracks, markers] = await Promise.all([
      stores.fields.list(companyId),
      stores.tracks.list(companyId),
      stores.markers.list(companyId),
    ]);
    return { fields, tracks, markers };
  };

export type PublicMapShareDeps = Pick<MapShareDeps, 'structures' | 'companies' | 'clock'> & {
  shares: Pick<ShareLinkStore<TMapShareSubject>, 'byTokenHash'>;
  customers: Pick<CustomerStore, 'get'>;
};

/**
 * What a map link shows, answered without sign-in while the link is active. It only reads, so it runs in
 * a function of its own with read access to the table and nothing else (issue 26).
 */
export const publicMapShareRoute = (deps: PublicMapShareDeps) =>
  route(readSharedMap, async ({ params }) => {
    const link = requireOpenShareLink(await deps.shares.byTokenHash(hashShareToken(params.token)), deps.clock.now());
    const [all, company, customer] = await Promise.all([
      deps.structures(link.companyId),
      deps.companies.get(link.companyId),
      deps.customers.get(link.companyId, link.subject.customerId),
    ]);
    const names = { companyName: company?.name ?? '', customerName: customer ? customerShownName(customer) : '' };
    return sharedMapView(link, names, sharedStructures(link.subject, all));
  });
