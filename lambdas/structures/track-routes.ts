import { customerTrackEndpoints, officeTrackEndpoints } from '../../schemas/api/map-structures';
import { type TTrack, trackReferences } from '../../schemas/map-tracks';
import type { Route } from '../platform/http';
import { changeTrack, newTrack } from './domain/track';
import { officeAndFarmerRoutes } from './structure-routes';
import { type StructureDeps, type StructureWrite, structureUseCases } from './structure-use-cases';
import type { TrackStore } from './track-store';

export type TrackDeps = StructureDeps & { tracks: TrackStore };

/** The map's tracks (services.md §7 /tracks): the structures' shared use cases and route table. */
export const trackRoutes = (deps: TrackDeps): Route[] => {
  const { tracks } = deps;
  const kind = { name: 'track', references: trackReferences, create: newTrack, change: changeTrack };
  const save = (writes: readonly StructureWrite<TTrack>[]) =>
    tracks.save(writes.map(({ item, previous }) => ({ track: item, expectedVersion: previous?.version ?? null })));
  return officeAndFarmerRoutes(
    { office: officeTrackEndpoints, farmer: customerTrackEndpoints },
    { param: 'trackId', batch: 'tracks' },
    structureUseCases({ ...kind, store: { list: tracks.list, get: tracks.get, save } }, deps),
    deps,
  );
};
