import { customerTrackEndpoints, officeTrackEndpoints } from '../../schemas/api/map-structures';
import { trackReferences } from '../../schemas/map-tracks';
import { type Route, route } from '../platform/http';
import { changeTrack, newTrack } from './domain/track';
import { type StructureDeps, structureUseCases, viewersOf } from './structure-use-cases';
import type { TrackStore } from './track-store';

export type TrackDeps = StructureDeps & { tracks: TrackStore };

/** The map's tracks (services.md §7 /tracks): endpoint -> the structures' shared use cases. */
export const trackRoutes = (deps: TrackDeps): Route[] => {
  const { tracks } = deps;
  const viewers = viewersOf(deps);
  const uses = structureUseCases(
    {
      name: 'track',
      references: trackReferences,
      create: newTrack,
      change: changeTrack,
      store: {
        list: tracks.list,
        get: tracks.get,
        save: (writes) =>
          tracks.save(
            writes.map(({ item, previous }) => ({ track: item, expectedVersion: previous?.version ?? null })),
          ),
      },
    },
    deps,
  );
  const office = officeTrackEndpoints;
  const mine = customerTrackEndpoints;
  return [
    route(office.list, async ({ query }, { company }) =>
      uses.list(company.companyId, viewers.staff(company.role), query.archived),
    ),
    route(office.get, async ({ params }, { company }) =>
      uses.get(company.companyId, viewers.staff(company.role), params.trackId),
    ),
    route(office.create, async ({ body }, { company }) =>
      uses.createOne(company.companyId, viewers.staff(company.role), body),
    ),
    route(office.update, async ({ params, body }, { company }) =>
      uses.updateOne(company.companyId, viewers.staff(company.role), params.trackId, body),
    ),
    route(office.createBatch, async ({ body }, { company }) => ({
      tracks: await uses.createMany(company.companyId, viewers.staff(company.role), body.tracks),
    })),
    route(office.updateBatch, async ({ body }, { company }) => ({
      tracks: await uses.updateMany(company.companyId, viewers.staff(company.role), body.tracks),
    })),

    route(mine.list, async ({ query }, { claims }) =>
      uses.list(query.companyId, await viewers.farmer(query.companyId, claims.sub), query.archived),
    ),
    route(mine.get, async ({ params, query }, { claims }) =>
      uses.get(query.companyId, await viewers.farmer(query.companyId, claims.sub), params.trackId),
    ),
    route(mine.create, async ({ body, query }, { claims }) =>
      uses.createOne(query.companyId, await viewers.farmer(query.companyId, claims.sub), body),
    ),
    route(mine.update, async ({ params, body, query }, { claims }) =>
      uses.updateOne(query.companyId, await viewers.farmer(query.companyId, claims.sub), params.trackId, body),
    ),
    route(mine.createBatch, async ({ body, query }, { claims }) => ({
      tracks: await uses.createMany(query.companyId, await viewers.farmer(query.companyId, claims.sub), body.tracks),
    })),
    route(mine.updateBatch, async ({ body, query }, { claims }) => ({
      tracks: await uses.updateMany(query.companyId, await viewers.farmer(query.companyId, claims.sub), body.tracks),
    })),
  ];
};
