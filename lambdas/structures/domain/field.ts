import type * as z from 'zod';
import { AppError } from '../../../schemas/errors';
import {
  fieldMessages,
  type TField,
  type TFieldChange,
  type TFieldTrack,
  type ZFieldInput,
  type ZFieldTrackInput,
} from '../../../schemas/map-fields';
import type { TVertex } from '../../../schemas/map-tracks';
import { areaInHectares, holesOutside, lengthInMetres } from './geometry';
import { changesAnyOf, keptOr, newStructureBase, requireChangeAllowed } from './structure-change';

/**
 * Pure rules of the map's fields (services.md §3 'Field', 'Field track', §4, §5): the area is computed
 * when omitted (outline less holes), the tracks' length always; holes lie inside the outline; a change names its version, an archived field is never
 * restored, and only who may edit structures changes where the field, its tracks or markers lie.
 */

type FieldInput = z.output<typeof ZFieldInput>;
type FieldTrackInput = z.output<typeof ZFieldTrackInput>;
type Context = { now: Date; newId: () => string };

/** A field track with its id (given, or a new one) and its length (given, or measured). */
const fieldTrackOf = ({ id, length, ...track }: FieldTrackInput, newId: () => string): TFieldTrack => ({
  ...track,
  id: id ?? newId(),
  length: length ?? lengthInMetres(track.shape),
});

const tracksLengthOf = (tracks: readonly TFieldTrack[]) =>
  Math.round(tracks.reduce((sum, track) => sum + track.length, 0) * 100) / 100;

/** Refuses holes that leave the outline, naming each at its place in `holes` (400). */
const requireHolesInside = (shape: readonly TVertex[], holes: readonly (readonly TVertex[])[]) => {
  const outside = holesOutside(shape, holes);
  if (outside.length === 0) return;
  throw new AppError('LW_400_01_0001', {
    issues: outside.map((index) => ({ path: `holes.${index}`, message: fieldMessages.holeOutside })),
    detail: `holes ${outside.join(', ')} outside the outline`,
  });
};

export const newField = (input: FieldInput, context: Context & { id: string; companyId: string }): TField => {
  requireHolesInside(input.shape, input.holes);
  const tracks = input.tracks.map((track) => fieldTrackOf(track, context.newId));
  return {
    ...input,
    crop: input.crop ?? null,
    cropBefore: input.cropBefore ?? null,
    other: input.other ?? null,
    areaHa: input.areaHa ?? areaInHectares(input.shape, input.holes),
    tracks,
    tracksLength: tracksLengthOf(tracks),
    ...newStructureBase(context),
  };
};

/** Where a field's tracks and markers lie: what the edit-structures permission guards of them. */
const placesOf = (field: Pick<TField, 'tracks' | 'markers'>) => ({
  tracks: field.tracks.map(({ id, shape, length, directionEnabled }) => ({ id, shape, length, directionEnabled })),
  markers: field.markers.map(({ id, lat, lng }) => ({ id, lat, lng })),
});

/** Whether the change moves the field, its holes, its area, or where its tracks and markers lie. */
export const changesFieldGeometry = (existing: TField, changed: TField, change: TFieldChange): boolean =>
  changesAnyOf(existing, change, ['shape', 'holes', 'areaHa']) ||
  changesAnyOf(placesOf(existing), placesOf(changed), ['tracks', 'markers']);

/**
 * The field after a change. A new outline or new holes without an area are measured again; `mayEditGeometry` says
 * whether the caller holds the edit-structures permission.
 */
export const changeField = (
  existing: TField,
  change: TFieldChange,
  context: Context & { mayEditGeometry: boolean },
): TField => {
  const shape = change.shape ?? existing.shape;
  const holes = change.holes ?? existing.holes;
  if (change.shape || change.holes) requireHolesInside(shape, holes);
  const tracks = change.tracks ? change.tracks.map((track) => fieldTrackOf(track, context.newId)) : existing.tracks;
  const changed: TField = {
    ...existing,
    fid: keptOr(change.fid, existing.fid),
    customerId: keptOr(change.customerId, existing.customerId),
    name: change.name ?? existing.name,
    color: change.color ?? existing.color,
    crop: keptOr(change.crop, existing.crop),
    cropBefore: keptOr(change.cropBefore, existing.cropBefore),
    other: keptOr(change.other, existing.other),
    archived: change.archived ?? existing.archived,
    shape,
    holes,
    areaHa: change.areaHa ?? (change.shape || change.holes ? areaInHectares(shape, holes) : existing.areaHa),
    tracks,
    tracksLength: tracksLengthOf(tracks),
    markers: change.markers ?? existing.markers,
    version: existing.version + 1,
    updatedAt: context.now.toISOString(),
  };
  requireChangeAllowed('field', existing, change, {
    changes: changesFieldGeometry(existing, changed, change),
    mayEdit: context.mayEditGeometry,
  });
  return changed;
};
