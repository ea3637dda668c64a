import { customerTrackEndpoints, officeTrackEndpoints } from '../../schemas/api/map-structures';
import { AppError } from '../../schemas/errors';
import { type TTrack, type TTrackChange, trackReferences } from '../../schemas/map-tracks';
import { hasPermission } from '../../schemas/permissions';
import type { Clock, IdGenerator } from '../platform/clock';
import { type Route, route } from '../platform/http';
import { type ExistingIds, requireKnownReferences } from '../platform/references/references';
import { type CustomerAccessDeps, customerAccessOf } from './customer-access';
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
import type { TrackStore } from './track-store';

export type TrackDeps = CustomerAccessDeps & {
  tracks: TrackStore;
  /** The customer records, for their canEditStructures. */
  customers: Pick<CustomerStore, 'get'>;
  existingIds: ExistingIds;
  clock: Clock;
  ids: IdGenerator;
};

type TrackInput = Parameters<typeof newTrack>[0];
type Archived = 'true' | 'false' | 'all';

/**
 * The map's tracks (services.md §7 /tracks): endpoint -> use case. The same use cases serve the office
 * (role guard; edit-structures by role) and the farmer (customer membership; only the tracks of the
 * customers they speak for, changed only where canEditStructures allows).
 */
export const trackRoutes = (deps: TrackDeps): Route[] => {
  const { tracks, clock, ids } = deps;
  const customerAccess = customerAccessOf(deps);

  const farmerOf = async (companyId: string, userId: string): Promise<StructureViewer> => {
    const customerIds = await customerAccess(companyId, userId);
    const records = await Promise.all(customerIds.map((id) => deps.customers.get(companyId, id)));
    const editableCustomerIds = records.flatMap((customer) => (customer?.canEditStructures ? [customer.id] : []));
    return { kind: 'customer', customerIds, editableCustomerIds };
  };

  const staffOf = (role: Parameters<typeof hasPermission>[0]): StructureViewer => ({
    kind: 'staff',
    mayEditGeometry: hasPermission(role, 'structures:editGeometry'),
  });

  const visible = async (companyId: string, viewer: StructureViewer, trackId: string) => {
    const track = await tracks.get(companyId, trackId);
    if (!track || !isVisibleTo(viewer, track.customerId)) throw notAccessible(`track ${trackId}`);
    return track;
  };

  const list = async (companyId: string, viewer: StructureViewer, archived: Archived) => ({
    items: (await tracks.list(companyId)).filter(
      (track) =>
        isVisibleTo(viewer, track.customerId) && (archived === 'all' || track.archived === (archived === 'true')),
    ),
  });

  const created = async (companyId: string, viewer: StructureViewer, input: TrackInput) => {
    const customerId = ownerOfNew(viewer, input.customerId);
    requireWritableBy(viewer, customerId, `new track of ${customerId}`);
    const track = newTrack({ ...input, customerId }, { id: ids.newId(), companyId, now: clock.now() });
    await requireKnownReferences(deps.existingIds, companyId, track, trackReferences, 'track references');
    return track;
  };

  const changed = async (companyId: string, viewer: StructureViewer, trackId: string, change: TTrackChange) => {
    const existing = await visible(companyId, viewer, trackId);
    requireWritableBy(viewer, existing.customerId, `track ${trackId}`);
    const track = changeTrack(existing, change, { now: clock.now(), mayEditGeometry: mayEditGeometry(viewer) });
    // A farmer may not hand a track to a customer they do not speak for.
    requireWritableBy(viewer, track.customerId, `track ${trackId} for ${track.customerId}`);
    await requireKnownReferences(deps.existingIds, companyId, track, trackReferences, 'track references');
    return { track, expectedVersion: existing.version };
  };

  const createOne = async (companyId: string, viewer: StructureViewer, input: TrackInput) => {
    const track = await created(companyId, viewer, input);
    await tracks.save([{ track, expectedVersion: null }]);
    return track;
  };

  const updateOne = async (companyId: string, viewer: StructureViewer, trackId: string, change: TTrackChange) => {
    const write = await changed(companyId, viewer, trackId, change);
    await tracks.save([write]);
    return write.track;
  };

  // A batch is written all or none: every track is checked first, then all are saved in one transaction.
  const createMany = async (companyId: string, viewer: StructureViewer, inputs: readonly TrackInput[]) => {
    const all: TTrack[] = await Promise.all(inputs.map((input) => created(companyId, viewer, input)));
    await tracks.save(all.map((track) => ({ track, expectedVersion: null })));
    return { tracks: all };
  };

  const updateMany = async (
    companyId: string,
    viewer: StructureViewer,
    changes: readonly (TTrackChange & { id: string })[],
  ) => {
    if (new Set(changes.map(({ id }) => id)).size !== changes.length) {
      throw new AppError('LW_400_01_0001', { detail: 'a track is named twice in one batch' });
    }
    const writes = await Promise.all(changes.map(({ id, ...change }) => changed(companyId, viewer, id, change)));
    await tracks.save(writes);
    return { tracks: writes.map(({ track }) => track) };
  };

  const office = officeTrackEndpoints;
  const mine = customerTrackEndpoints;
  return [
    route(office.list, async ({ query }, { company }) =>
      list(company.companyId, staffOf(company.role), query.archived),
    ),
    route(office.get, async ({ params }, { company }) =>
      visible(company.companyId, staffOf(company.role), params.trackId),
    ),
    route(office.create, async ({ body }, { company }) => createOne(company.companyId, staffOf(company.role), body)),
    route(office.update, async ({ params, body }, { company }) =>
      updateOne(company.companyId, staffOf(company.role), params.trackId, body),
    ),
    route(office.createBatch, async ({ body }, { company }) =>
      createMany(company.companyId, staffOf(company.role), body.tracks),
    ),
    route(office.updateBatch, async ({ body }, { company }) =>
      updateMany(company.companyId, staffOf(company.role), body.tracks),
    ),

    route(mine.list, async ({ query }, { claims }) =>
      list(query.companyId, await farmerOf(query.companyId, claims.sub), query.archived),
    ),
    route(mine.get, async ({ params, query }, { claims }) =>
      visible(query.companyId, await farmerOf(query.companyId, claims.sub), params.trackId),
    ),
    route(mine.create, async ({ body, query }, { claims }) =>
      createOne(query.companyId, await farmerOf(query.companyId, claims.sub), body),
    ),
    route(mine.update, async ({ params, body, query }, { claims }) =>
      updateOne(query.companyId, await farmerOf(query.companyId, claims.sub), params.trackId, body),
    ),
    route(mine.createBatch, async ({ body, query }, { claims }) =>
      createMany(query.companyId, await farmerOf(query.companyId, claims.sub), body.tracks),
    ),
    route(mine.updateBatch, async ({ body, query }, { claims }) =>
      updateMany(query.companyId, await farmerOf(query.companyId, claims.sub), body.tracks),
    ),
  ];
};
