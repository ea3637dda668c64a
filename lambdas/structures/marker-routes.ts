import { customerMarkerEndpoints, officeMarkerEndpoints } from '../../schemas/api/map-structures';
import { markerReferences } from '../../schemas/map-markers';
import type { Route } from '../platform/http';
import { changeMarker, newMarker } from './domain/marker';
import type { MarkerStore } from './marker-store';
import { officeAndFarmerRoutes } from './structure-routes';
import { type StructureDeps, structureUseCases } from './structure-use-cases';

export type MarkerDeps = StructureDeps & { markers: MarkerStore };

/** The map's markers (services.md §7 /markers): the structures' shared use cases and route table. */
export const markerRoutes = (deps: MarkerDeps): Route[] => {
  const kind = { name: 'marker', references: markerReferences, create: newMarker, change: changeMarker };
  return officeAndFarmerRoutes(
    { office: officeMarkerEndpoints, farmer: customerMarkerEndpoints },
    { param: 'markerId', batch: 'markers' },
    structureUseCases({ ...kind, store: deps.markers }, deps),
    deps,
  );
};
