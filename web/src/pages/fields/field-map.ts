import type { GeoJSONStoreGeometries } from 'terra-draw';
import type { TField } from '../../../../schemas/map-fields';
import type { TTrack } from '../../../../schemas/map-tracks';
import { lineOfShape } from '../../components/map/drawing';
import { polygonOfField } from '../../components/map/field-shape';
import type { MapLine } from '../../components/map/geometry';

/**
 * What the fields pages put on the map: each field's outline and holes as closed lines in its colour,
 * the shapes around a field being drawn (to snap to), and the fields of one customer.
 */

/** Which fields a page shows: all, those without a customer, or one customer's. */
export type CustomerFilter = { kind: 'all' } | { kind: 'none' } | { kind: 'customer'; customerId: string };

export const belongsTo = (field: TField, filter: CustomerFilter): boolean => {
  if (filter.kind === 'all') return true;
  if (filter.kind === 'none') return field.customerId === null;
  return field.customerId === filter.customerId;
};

export const ofCustomer = (fields: readonly TField[], filter: CustomerFilter): TField[] =>
  fields.filter((field) => belongsTo(field, filter));

/** A ring as a line that closes on its first vertex. */
const closed = <T>(ring: readonly T[]): T[] => (ring[0] === undefined ? [] : [...ring, ring[0]]);

/** Each field's outline and holes as lines ('<id>' and '<id>:hole:<n>'), in the field's colour. */
export const fieldLines = (fields: readonly TField[]): MapLine[] =>
  fields.flatMap((field) => [
    { id: field.id, positions: closed(field.shape), color: field.color },
    ...field.holes.map((hole, index) => ({
      id: `${field.id}:hole:${index}`,
      positions: closed(hole),
      color: field.color,
    })),
  ]);

/**
 * A field's outline and each hole as polygons of their own: terra-draw refuses a polygon with inner rings
 * ('Feature has holes') and would neither show nor snap to the field.
 */
const ringPolygons = (field: TField): GeoJSONStoreGeometries[] =>
  [field.shape, ...field.holes].map((ring) => polygonOfField({ shape: ring, holes: [] }));

/** The shapes a new vertex snaps to: the other fields (outline and holes) and the tracks. */
export const shapesAround = (
  fields: readonly TField[],
  tracks: readonly TTrack[],
  exceptFieldId: string | null,
): GeoJSONStoreGeometries[] => [
  ...fields.filter((field) => field.id !== exceptFieldId).flatMap(ringPolygons),
  ...tracks.filter((track) => track.shape.length >= 2).map((track) => lineOfShape(track.shape)),
];

/**
 * What a field's new track is drawn against: the field's outline and each hole to see and snap to, and the
 * field's tracks so far, so a new one can start where another ends.
 */
export const fieldTrackContext = (field: TField): GeoJSONStoreGeometries[] => [
  ...ringPolygons(field),
  ...field.tracks.filter((track) => track.shape.length >= 2).map((track) => lineOfShape(track.shape)),
];

/** A field with its own tracks on the map: its outline and holes, and each track in the track's colour. */
export const fieldWithTracksLines = (field: TField): MapLine[] => [
  ...fieldLines([field]),
  ...field.tracks.map((track) => ({ id: `${field.id}:track:${track.id}`, positions: track.shape, color: track.color })),
];
