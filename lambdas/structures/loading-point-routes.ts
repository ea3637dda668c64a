import { customerLoadingPointEndpoints } from '../../schemas/api/map-structures';
import { loadingPointReferences } from '../../schemas/map-loading-points';
import type { Route } from '../platform/http';
import { changeLoadingPoint, newLoadingPoint } from './domain/loading-point';
import type { LoadingPointStore } from './loading-point-store';
import { farmerRoutes } from './structure-routes';
import { type StructureDeps, structureUseCases } from './structure-use-cases';

export type LoadingPointDeps = StructureDeps & { loadingPoints: LoadingPointStore };

/**
 * Loading and unloading points, the farmer's side (services.md §7 /loading-or-unloading-points): the
 * structures' shared use cases on the records the office keeps on its pages. A farmer reads his customers'
 * points and the company's common ones, and changes only his own where canEditStructures allows.
 */
export const loadingPointRoutes = (deps: LoadingPointDeps): Route[] => {
  const kind = {
    name: 'loading point',
    references: loadingPointReferences,
    create: newLoadingPoint,
    change: changeLoadingPoint,
    sharedWithCustomers: true,
  };
  return farmerRoutes(
    customerLoadingPointEndpoints,
    { param: 'loadingPointId', batch: 'loadingOrUnloadingPoints' },
    structureUseCases({ ...kind, store: deps.loadingPoints }, deps),
    deps,
  );
};
