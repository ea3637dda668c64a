import type * as z from 'zod';
import {
  type TTrack,
  type TTrackChange,
  type TVertex,
  trackGeometryFields,
  type ZTrackInput,
} from '../../../schemas/map-tracks';
import { lengthInMetres } from './geometry';
import { changesAnyOf, newStructureBase, requireChangeAllowed } from './structure-change';

/**
 * Pure rules of the map's tracks (services.md §3 'Track', §4, §5): the length is computed when omitted,
 * a change names the version it was made on, an archived track is never restored, and only who may edit
 * structures changes where a track runs (its shape, length and direction).
 */

type TrackInput = z.output<typeof ZTrackInput>;

/** The length as given, else measured along the shape. */
const lengthOf = (shape: readonly TVertex[], given: number | undefined) => given ?? lengthInMetres(shape);

export const newTrack = (input: TrackInput, context: { id: string; companyId: string; now: Date }): TTrack => {
  return { ...input, length: lengthOf(input.shape, input.length), ...newStructureBase(context) };
};

/** Whether the change touches where the track runs: a geometry field given with a new value. */
export const changesGeometry = (existing: TTrack, change: TTrackChange): boolean =>
  changesAnyOf(existing, change, trackGeometryFields);

/**
 * The track after a change. A new shape without a length is measured again; `mayEditGeometry` says
 * whether the caller holds the edit-structures permission.
 */
export const changeTrack = (
  existing: TTrack,
  change: TTrackChange,
  context: { now: Date; mayEditGeometry: boolean },
): TTrack => {
  requireChangeAllowed('track', existing, change, {
    changes: changesGeometry(existing, change),
    mayEdit: context.mayEditGeometry,
  });
  const shape = change.shape ?? existing.shape;
  return {
    ...existing,
    customerId: change.customerId === undefined ? existing.customerId : change.customerId,
    name: change.name ?? existing.name,
    color: change.color ?? existing.color,
    directionEnabled: change.directionEnabled ?? existing.directionEnabled,
    archived: change.archived ?? existing.archived,
    shape,
    length: change.length ?? (change.shape ? lengthInMetres(shape) : existing.length),
    version: existing.version + 1,
    updatedAt: context.now.toISOString(),
  };
};
