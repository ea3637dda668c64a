import { customerLoadingPointEndpoints, officeLoadingPointBatchEndpoints } from '../../schemas/api/map-structures';
import { loadingPointReferences } from '../../schemas/map-loading-points';
import { type Route, route } from '../platform/http';
import { changeLoadingPoint, newLoadingPoint } from './domain/loading-point';
import type { LoadingPointStore } from './loading-point-store';
import { farmerRoutes } from './structure-routes';
import { type StructureDeps, structureUseCases, viewersOf } from './structure-use-cases';

export type LoadingPointDeps = StructureDeps & { loadingPoints: LoadingPointStore };

/**
 * Loading and unloading points as map structures (services.md §7 /loading-or-unloading-points): the
 * structures' shared use cases on the records the office keeps on its pages. A farmer reads his customers'
 * points and the company's common ones, and changes only his own where canEditStructures allows; the
 * office writes batches (edit-structures by role for where a point lies).
 */
export const loadingPointRoutes = (deps: LoadingPointDeps): Route[] => {
  const kind = {
    name: 'loading point',
    references: loadingPointReferences,
    create: newLoadingPoint,
    change: changeLoadingPoint,
    sharedWithCustomers: true,
  };
  const uses = structureUseCases({ ...kind, store: deps.loadingPoints }, deps);
  const staff = viewersOf(deps).staff;
  const { createBatch, updateBatch } = officeLoadingPointBatchEndpoints;
  return [
    ...farmerRoutes(
      customerLoadingPointEndpoints,
      { param: 'loadingPointId', batch: 'loadingOrUnloadingPoints' },
      uses,
      deps,
    ),
    route(createBatch, async ({ body }, { company }) => ({
      loadingOrUnloadingPoints: await uses.createMany(
        company.companyId,
        staff(company.role),
        body.loadingOrUnloadingPoints,
      ),
    })),
    route(updateBatch, async ({ body }, { company }) => ({
      loadingOrUnloadingPoints: await uses.updateMany(
        company.companyId,
        staff(company.role),
        body.loadingOrUnloadingPoints,
      ),
    })),
  ];
};
