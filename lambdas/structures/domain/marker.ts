import type * as z from 'zod';
import {
  markerGeometryFields,
  type TMapMarker,
  type TMarkerChange,
  type ZMarkerInput,
} from '../../../schemas/map-markers';
import { changesAnyOf, keptOr, newStructureBase, requireChangeAllowed } from './structure-change';

/**
 * Pure rules of the map's markers (services.md §3 'Marker', §4, §5): a change names its version, an
 * archived marker is never restored, and only who may edit structures moves a marker.
 */

type MarkerInput = z.output<typeof ZMarkerInput>;

export const newMarker = (input: MarkerInput, context: { id: string; companyId: string; now: Date }): TMapMarker => ({
  ...input,
  label: input.label ?? null,
  ...newStructureBase(context),
});

export const changeMarker = (
  existing: TMapMarker,
  change: TMarkerChange,
  context: { now: Date; mayEditGeometry: boolean },
): TMapMarker => {
  requireChangeAllowed('marker', existing, change, {
    changes: changesAnyOf(existing, change, markerGeometryFields),
    mayEdit: context.mayEditGeometry,
  });
  return {
    ...existing,
    customerId: keptOr(change.customerId, existing.customerId),
    fieldId: keptOr(change.fieldId, existing.fieldId),
    lat: change.lat ?? existing.lat,
    lng: change.lng ?? existing.lng,
    preferredRepresentation: change.preferredRepresentation ?? existing.preferredRepresentation,
    label: keptOr(change.label, existing.label),
    color: change.color ?? existing.color,
    type: change.type ?? existing.type,
    archived: change.archived ?? existing.archived,
    version: existing.version + 1,
    updatedAt: context.now.toISOString(),
  };
};
