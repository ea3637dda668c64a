import {
  createTrack,
  createTracks,
  getTrack,
  listTracks,
  updateTrack,
  updateTracks,
} from '../../schemas/api/map-structures';
import type { TClaims } from '../../schemas/claims';
import { AppError } from '../../schemas/errors';
import type { TTrack, TTrackChange } from '../../schemas/map-tracks';
import { hasPermission } from '../../schemas/permissions';
import type { Clock, IdGenerator } from '../platform/clock';
import type { CompanyStore } from '../platform/company-store';
import { type Route, route } from '../platform/http';
import { type ExistingIds, requireKnownReferences } from '../platform/references/references';
import type { CompanyAccess } from '../platform/tenancy';
import type { CustomerStore } from './customer-store';
import {
  isVisibleTo,
  mayEditGeometry,
  notAccessible,
  ownerOfNew,
  requireWritableBy,
  type StructureViewer,
} from './domain/structure-access';
import { changeTrack, newTrack } from './domain/track';
import type { CustomerMembershipLookup } from './order-request-store';
import type { TrackStore } from './track-store';

export type TrackDeps = {
  tracks: TrackStore;
  companies: CompanyStore;
  customers: CustomerStore;
  customerMembership: CustomerMembershipLookup;
  existingIds: ExistingIds;
  clock: Clock;
  ids: IdGenerator;
};

const trackReferences = { customerId: 'customer' } as const;

/** The map's tracks (services.md §7 /tracks): endpoint -> use case, for the office and the farmers. */
export const trackRoutes = (deps: TrackDeps): Route[] => {
  const { tracks, clock, ids } = deps;

  /**
   * The caller's standing. A customer needs their customer membership and the contractor's order requests
   * (services.md §6 'access to order requests'); their edit rights are their customer records'.
   */
  const viewerOf = async (company: CompanyAccess, claims: TClaims): Promise<StructureViewer> => {
    if (company.role !== 'CUSTOMER') {
      return { kind: 'staff', mayEditGeometry: hasPermission(company.role, 'structures:editGeometry') };
    }
    const membership = await deps.customerMembership(company.companyId, claims.sub);
    if (!membership) throw new AppError('FCPA_403_01_0001', { detail: `${claims.sub} is no customer` });
    const contractor = await deps.companies.get(company.companyId);
    if (!contractor?.settings.enableOrderRequests) {
      throw new AppError('FCPA_403_10', { detail: `order requests are off at ${company.companyId}` });
    }
    const records = await Promise.all(membership.customerIds.map((id) => deps.customers.get(company.companyId, id)));
    const editableCustomerIds = records.flatMap((customer) => (customer?.canEditStructures ? [customer.id] : []));
    return { kind: 'customer', customerIds: membership.customerIds, editableCustomerIds };
  };

  const visibleTrack = async (companyId: string, viewer: StructureViewer, trackId: string) => {
    const track = await tracks.get(companyId, trackId);
    if (!track || !isVisibleTo(viewer, track.customerId)) throw notAccessible(`track ${trackId}`);
    return track;
  };

  const created = async (companyId: string, viewer: StructureViewer, input: Parameters<typeof newTrack>[0]) => {
    const customerId = ownerOfNew(viewer, input.customerId);
    const track = newTrack({ ...input, customerId }, { id: ids.newId(), companyId, now: clock.now() });
    requireWritableBy(viewer, track.customerId, `new track of ${customerId}`);
    await requireKnownReferences(deps.existingIds, companyId, track, trackReferences, 'track references');
    return track;
  };

  const changed = async (companyId: string, viewer: StructureViewer, trackId: string, change: TTrackChange) => {
    const existing = await visibleTrack(companyId, viewer, trackId);
    requireWritableBy(viewer, existing.customerId, `track ${trackId}`);
    const track = changeTrack(existing, change, { now: clock.now(), mayEditGeometry: mayEditGeometry(viewer) });
    // A customer may not hand their track to a customer they do not speak for.
    requireWritableBy(viewer, track.customerId, `track ${trackId} for ${track.customerId}`);
    await requireKnownReferences(deps.existingIds, companyId, track, trackReferences, 'track references');
    return { track, expectedVersion: existing.version };
  };

  const saveNew = async (created: TTrack[]) => {
    await tracks.save(created.map((track) => ({ track, expectedVersion: null })));
    return created;
  };

  return [
    route(listTracks, async ({ query }, { company, claims }) => {
      const viewer = await viewerOf(company, claims);
      const all = await tracks.list(company.companyId);
      const archived = query.archived === 'all' ? undefined : query.archived === 'true';
      return {
        items: all.filter(
          (track) => isVisibleTo(viewer, track.customerId) && (archived === undefined || track.archived === archived),
        ),
      };
    }),

    route(getTrack, async ({ params }, { company, claims }) =>
      visibleTrack(company.companyId, await viewerOf(company, claims), params.trackId),
    ),

    route(createTrack, async ({ body }, { company, claims }) => {
      const track = await created(company.companyId, await viewerOf(company, claims), body);
      await saveNew([track]);
      return track;
    }),

    route(updateTrack, async ({ params, body }, { company, claims }) => {
      const viewer = await viewerOf(company, claims);
      const write = await changed(company.companyId, viewer, params.trackId, body);
      await tracks.save([write]);
      return write.track;
    }),

    // A batch is written all or none: every track is checked first, then all are saved in one transaction.
    route(createTracks, async ({ body }, { company, claims }) => {
      const viewer = await viewerOf(company, claims);
      const all = await Promise.all(body.tracks.map((input) => created(company.companyId, viewer, input)));
      return { tracks: await saveNew(all) };
    }),

    route(updateTracks, async ({ body }, { company, claims }) => {
      const viewer = await viewerOf(company, claims);
      if (new Set(body.tracks.map(({ id }) => id)).size !== body.tracks.length) {
        throw new AppError('LW_400_01_0001', { detail: 'a track is named twice in one batch' });
      }
      const writes = await Promise.all(
        body.tracks.map(({ id, ...change }) => changed(company.companyId, viewer, id, change)),
      );
      await tracks.save(writes);
      return { tracks: writes.map(({ track }) => track) };
    }),
  ];
};
