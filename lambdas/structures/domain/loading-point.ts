import type * as z from 'zod';
import { AppError } from '../../../schemas/errors';
import { loadingPointGeometryFields, type TLoadingPointChange } from '../../../schemas/map-loading-points';
import {
  loadingPointMessages,
  type TLoadingPoint,
  type ZLoadingPointInput,
} from '../../../schemas/masterdata/partners';
import { changesAnyOf, keptOr, newStructureBase, requireChangeAllowed } from './structure-change';

/**
 * Pure rules of loading and unloading points as map structures (services.md §3, §4, §5): a change names
 * its version, an archived point is never restored, only who may edit structures moves it, and a point
 * stays a loading point, an unloading point or both.
 */

type LoadingPointInput = z.output<typeof ZLoadingPointInput>;

export const newLoadingPoint = (
  input: LoadingPointInput,
  context: { id: string; companyId: string; now: Date },
): TLoadingPoint => ({ ...input, ...newStructureBase(context) });

export const changeLoadingPoint = (
  existing: TLoadingPoint,
  change: TLoadingPointChange,
  context: { now: Date; mayEditGeometry: boolean },
): TLoadingPoint => {
  requireChangeAllowed('loading point', existing, change, {
    changes: changesAnyOf(existing, change, loadingPointGeometryFields),
    mayEdit: context.mayEditGeometry,
  });
  const changed: TLoadingPoint = {
    ...existing,
    customerId: keptOr(change.customerId, existing.customerId),
    name: change.name ?? existing.name,
    isLoadingPoint: change.isLoadingPoint ?? existing.isLoadingPoint,
    isUnloadingPoint: change.isUnloadingPoint ?? existing.isUnloadingPoint,
    lat: change.lat ?? existing.lat,
    lng: change.lng ?? existing.lng,
    // Null clears the text; left out, it stays.
    addressStreet: keptOr(change.addressStreet, existing.addressStreet) ?? undefined,
    addressZip: keptOr(change.addressZip, existing.addressZip) ?? undefined,
    addressCity: keptOr(change.addressCity, existing.addressCity) ?? undefined,
    color: change.color ?? existing.color,
    archived: change.archived ?? existing.archived,
    version: existing.version + 1,
    updatedAt: context.now.toISOString(),
  };
  if (!changed.isLoadingPoint && !changed.isUnloadingPoint) {
    throw new AppError('LW_400_01_0001', {
      issues: [{ path: 'isUnloadingPoint', message: loadingPointMessages.kind }],
      detail: `loading point ${existing.id} would be neither`,
    });
  }
  return changed;
};
