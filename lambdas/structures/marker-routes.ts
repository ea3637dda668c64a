import { customerMarkerEndpoints, officeMarkerEndpoints } from '../../schemas/api/map-structures';
import { markerReferences } from '../../schemas/map-markers';
import { type Route, route } from '../platform/http';
import { changeMarker, newMarker } from './domain/marker';
import type { MarkerStore } from './marker-store';
import { type StructureDeps, structureUseCases, viewersOf } from './structure-use-cases';

export type MarkerDeps = StructureDeps & { markers: MarkerStore };

/** The map's markers (services.md §7 /markers): endpoint -> the structures' shared use cases. */
export const markerRoutes = (deps: MarkerDeps): Route[] => {
  const kind = { name: 'marker', references: markerReferences, create: newMarker, change: changeMarker };
  const uses = structureUseCases({ ...kind, store: deps.markers }, deps);
  const { staff, farmer } = viewersOf(deps);
  const office = officeMarkerEndpoints;
  const mine = customerMarkerEndpoints;
  return [
    route(office.list, async ({ query }, { company: c }) => uses.list(c.companyId, staff(c.role), query.archived)),
    route(office.get, async ({ params }, { company: c }) => uses.get(c.companyId, staff(c.role), params.markerId)),
    route(office.create, async ({ body }, { company: c }) => uses.createOne(c.companyId, staff(c.role), body)),
    route(office.update, async ({ params: { markerId }, body }, { company: c }) =>
      uses.updateOne(c.companyId, staff(c.role), markerId, body),
    ),
    route(office.createBatch, async ({ body }, { company: c }) => ({
      markers: await uses.createMany(c.companyId, staff(c.role), body.markers),
    })),
    route(office.updateBatch, async ({ body }, { company: c }) => ({
      markers: await uses.updateMany(c.companyId, staff(c.role), body.markers),
    })),

    route(mine.list, async ({ query: q }, { claims }) =>
      uses.list(q.companyId, await farmer(q.companyId, claims.sub), q.archived),
    ),
    route(mine.get, async ({ params, query: q }, { claims }) =>
      uses.get(q.companyId, await farmer(q.companyId, claims.sub), params.markerId),
    ),
    route(mine.create, async ({ body, query: q }, { claims }) =>
      uses.createOne(q.companyId, await farmer(q.companyId, claims.sub), body),
    ),
    route(mine.update, async ({ params: { markerId }, body, query: q }, { claims }) =>
      uses.updateOne(q.companyId, await farmer(q.companyId, claims.sub), markerId, body),
    ),
    route(mine.createBatch, async ({ body, query: q }, { claims }) => ({
      markers: await uses.createMany(q.companyId, await farmer(q.companyId, claims.sub), body.markers),
    })),
    route(mine.updateBatch, async ({ body, query: q }, { claims }) => ({
      markers: await uses.updateMany(q.companyId, await farmer(q.companyId, claims.sub), body.markers),
    })),
  ];
};
