import type * as z from 'zod';
import { AppError } from '../../../schemas/errors';
import type {
  TField,
  TFieldMarkerChange,
  TFieldMarkerInput,
  TFieldTrackChange,
  ZFieldTrackInput,
} from '../../../schemas/map-fields';
import type { TMarker } from '../../../schemas/map-structures';
import { notAccessible } from './structure-access';
import { keptOr } from './structure-change';

/**
 * The tracks and markers of a field, one at a time (services.md §7 /fields/{fieldId}/tracks and
 * /markers). They live inside the field, so each edit is the field's own change of its `tracks` or
 * `markers` (lambdas/structures/domain/field.ts measures, counts tracksLength and guards the geometry).
 * Pure: the stored field and the edit in, the lists the field changes to (or a refusal) out.
 */

type TFieldTrackInput = z.output<typeof ZFieldTrackInput>;

/** What a field's part edit changes of the field: its tracks or its markers, as the field change takes them. */
export type FieldPartsChange = { tracks: TFieldTrackInput[] } | { markers: TMarker[] };

/** One edit of a field's parts: from the stored field to the lists it changes. */
export type FieldPartEdit = (field: TField) => FieldPartsChange;

/** The tracks and markers of an archived field stay as they were archived (services.md §4). */
const requireActive = (field: TField) => {
  if (field.archived) throw new AppError('LW_400_02_0002', { detail: `field ${field.id} is archived` });
};

const requireUnused = (parts: readonly { id: string }[], id: string | undefined, what: string) => {
  if (id !== undefined && parts.some((part) => part.id === id)) {
    throw new AppError('LW_400_01_0001', { detail: `${what} ${id} exists already` });
  }
};

/** The part of that id; an unknown one is 'not accessible, or does not exist' (services.md §8). */
const partOf = <T extends { id: string }>(parts: readonly T[], id: string, what: string): T => {
  const part = parts.find((candidate) => candidate.id === id);
  if (!part) throw notAccessible(what);
  return part;
};

const replaced = <T extends { id: string }>(parts: readonly T[], part: T): T[] =>
  parts.map((existing) => (existing.id === part.id ? part : existing));

export const addFieldTrack =
  (track: TFieldTrackInput): FieldPartEdit =>
  (field) => {
    requireActive(field);
    requireUnused(field.tracks, track.id, `track of field ${field.id}`);
    return { tracks: [...field.tracks, track] };
  };

/** A new shape without a length is measured again (the length is left for the field to compute). */
export const changeFieldTrack =
  (trackId: string, change: TFieldTrackChange): FieldPartEdit =>
  (field) => {
    requireActive(field);
    const { length, ...track } = partOf(field.tracks, trackId, `track ${trackId} of field ${field.id}`);
    const changed = {
      ...track,
      name: change.name ?? track.name,
      color: change.color ?? track.color,
      shape: change.shape ?? track.shape,
      length: change.length ?? (change.shape ? undefined : length),
      directionEnabled: change.directionEnabled ?? track.directionEnabled,
    };
    return { tracks: replaced<TFieldTrackInput & { id: string }>(field.tracks, changed) };
  };

export const removeFieldTrack =
  (trackId: string): FieldPartEdit =>
  (field) => {
    requireActive(field);
    partOf(field.tracks, trackId, `track ${trackId} of field ${field.id}`);
    return { tracks: field.tracks.filter((track) => track.id !== trackId) };
  };

/** A new marker of a field names that field unless it says otherwise. */
export const addFieldMarker =
  ({ id, ...marker }: TFieldMarkerInput, newId: () => string): FieldPartEdit =>
  (field) => {
    requireActive(field);
    requireUnused(field.markers, id, `marker of field ${field.id}`);
    return { markers: [...field.markers, { ...marker, id: id ?? newId(), fieldId: marker.fieldId ?? field.id }] };
  };

export const changeFieldMarker =
  (markerId: string, change: TFieldMarkerChange): FieldPartEdit =>
  (field) => {
    requireActive(field);
    const marker = partOf(field.markers, markerId, `marker ${markerId} of field ${field.id}`);
    const changed: TMarker = {
      ...marker,
      customerId: keptOr(change.customerId, marker.customerId),
      fieldId: keptOr(change.fieldId, marker.fieldId),
      lat: change.lat ?? marker.lat,
      lng: change.lng ?? marker.lng,
      preferredRepresentation: change.preferredRepresentation ?? marker.preferredRepresentation,
      label: change.label === null ? undefined : (change.label ?? marker.label),
      color: change.color ?? marker.color,
      type: change.type ?? marker.type,
    };
    return { markers: replaced(field.markers, changed) };
  };

export const removeFieldMarker =
  (markerId: string): FieldPartEdit =>
  (field) => {
    requireActive(field);
    partOf(field.markers, markerId, `marker ${markerId} of field ${field.id}`);
    return { markers: field.markers.filter((marker) => marker.id !== markerId) };
  };
