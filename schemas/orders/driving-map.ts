import * as z from 'zod';
import { ZFieldTrack } from '../map-fields';
import { markerTypes, ZMarker } from '../map-structures';
import { ZVertex } from '../map-tracks';

/**
 * The map of an order as its driver sees it on the phone (issue 13 point 4; application.md §4 'Meine
 * Aufträge'): the order's fields, tracks, markers and loading points, and the caller's own GPS track of
 * the order so far. Shared by the orders service and the web.
 */

/**
 * What one answer carries at most. An order names at most 100 fields and 100 tracks, each of up to 10,000
 * vertices: far more than a phone draws or a response carries (6 MB), so every line is thinned to share
 * one budget of vertices, and the lists that a field adds to (its tracks and markers) are cut.
 */
export const DRIVING_MAP = {
  /** All vertices of all shapes of one answer together (about 40 bytes each as JSON). */
  vertexBudget: 40_000,
  /** No shape is thinned below this: a field of fewer corners is still recognised. */
  minVerticesPerShape: 24,
  /** Tracks (the order's and its fields') and markers (the order's and its fields') of one answer. */
  maxTracks: 300,
  maxMarkers: 300,
} as const;

export const ZDrivingMapField = z.object({
  id: z.string(),
  name: z.string(),
  outline: z.array(ZVertex),
  /** Inner rings that are not part of the field (e.g. a pond): the map leaves them open. */
  holes: z.array(z.array(ZVertex)),
  areaHa: z.number(),
});

export const ZDrivingMapTrack = z.object({
  id: z.string(),
  name: z.string(),
  shape: z.array(ZVertex),
  /** The track is driven in the order of its vertices (drawn with arrows). */
  directionEnabled: z.boolean(),
});

export const ZDrivingMapMarker = ZVertex.extend({
  id: z.string(),
  label: z.string(),
  type: z.enum(markerTypes),
});

export const ZDrivingMapLoadingPoint = ZVertex.extend({
  id: z.string(),
  name: z.string(),
  isLoadingPoint: z.boolean(),
  isUnloadingPoint: z.boolean(),
});

export const ZDrivingMap = z.object({
  orderId: z.string(),
  fields: z.array(ZDrivingMapField),
  tracks: z.array(ZDrivingMapTrack),
  markers: z.array(ZDrivingMapMarker),
  loadingPoints: z.array(ZDrivingMapLoadingPoint),
  /** The caller's own GPS tracks of this order, one line per tracking, oldest first. */
  ownTracks: z.array(z.array(ZVertex)),
});
export type TDrivingMap = z.infer<typeof ZDrivingMap>;
export type TDrivingMapField = z.infer<typeof ZDrivingMapField>;
export type TDrivingMapTrack = z.infer<typeof ZDrivingMapTrack>;

/**
 * What the map reads of a stored field and track (lambdas/platform/order-structures.ts), as the structures
 * service wrote them (schemas/map-fields.ts and map-tracks.ts check them on every write).
 */
export const ZStoredField = z.object({
  fieldId: z.string(),
  name: z.string(),
  shape: z.array(ZVertex),
  /** Fields stored before holes existed have none. */
  holes: z.array(z.array(ZVertex)).default([]),
  areaHa: z.number(),
  tracks: z.array(ZFieldTrack.pick({ id: true, name: true, shape: true, directionEnabled: true })),
  markers: z.array(ZMarker.pick({ id: true, lat: true, lng: true, label: true, type: true })),
});
export type StoredField = z.infer<typeof ZStoredField>;

export const ZStoredTrack = z.object({
  trackId: z.string(),
  name: z.string(),
  shape: z.array(ZVertex),
  directionEnabled: z.boolean(),
});
export type StoredTrack = z.infer<typeof ZStoredTrack>;
