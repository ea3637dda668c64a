import type { Polygon, Position } from 'geojson';
import type { LngLat } from '../../../../schemas/kernel/geo/local-plane';
import { holeFits as fitsRule, insideRing as insideLngLatRing } from '../../../../schemas/kernel/geo/rings';
import type { TVertex } from '../../../../schemas/map-tracks';
import type { TMultiPolygon } from '../../../../schemas/orders/coverage';

/**
 * A field's outline with its holes (services.md §3 'Field': shape and holes, each vertex once) as the
 * GeoJSON polygon the editor and the map draw (closed rings, longitude first, the outline first), and
 * the check that a hole drawn on a field lies inside it. terra-draw knows no holes: the editor draws each
 * hole as a polygon of its own and joins them with this mapping.
 */
export type FieldOutline = { shape: TVertex[]; holes: TVertex[][] };

const positionOf = ({ lat, lng }: TVertex): Position => [lng, lat];
const vertexOf = (position: Position): TVertex => ({ lat: position[1] ?? 0, lng: position[0] ?? 0 });

/** A ring of vertices closed as GeoJSON wants it: its first position repeated at the end. */
export const closedRing = (vertices: readonly TVertex[]): Position[] => {
  const ring = vertices.map(positionOf);
  const first = ring[0];
  return first ? [...ring, first] : [];
};

/** A closed GeoJSON ring as the API's vertices: each vertex once. */
export const verticesOfRing = (ring: readonly Position[]): TVertex[] => {
  const first = ring[0];
  const last = ring[ring.length - 1];
  const closed = ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1];
  return (closed ? ring.slice(0, -1) : ring).map(vertexOf);
};

/** The field's outline and holes as one GeoJSON polygon. */
export const polygonOfField = ({ shape, holes }: FieldOutline): Polygon => ({
  type: 'Polygon',
  coordinates: [closedRing(shape), ...holes.map(closedRing)],
});

/** Fields as the filled areas of the map (MapView `areas`): one polygon per field, its holes left open. */
export const areasOfFields = (fields: readonly FieldOutline[]): TMultiPolygon => {
  const ringOf = (vertices: readonly TVertex[]): [number, number][] => {
    const ring = vertices.map(({ lat, lng }): [number, number] => [lng, lat]);
    const first = ring[0];
    return first ? [...ring, first] : [];
  };
  return { type: 'MultiPolygon', coordinates: fields.map(({ shape, holes }) => [ringOf(shape), ...holes.map(ringOf)]) };
};

/** A drawn polygon as the API's outline and holes. */
export const fieldOfPolygon = (polygon: Polygon): FieldOutline => {
  const [outer = [], ...inner] = polygon.coordinates;
  return { shape: verticesOfRing(outer), holes: inner.map(verticesOfRing) };
};

/** A position's x (longitude) and y (latitude); GeoJSON's tuple type allows them to be missing. */
const lngLatOf = ([x = 0, y = 0]: Position): LngLat => [x, y];

/** Ray casting: whether a position lies inside a ring (on the edge counts as either). */
export const insideRing = (position: Position, ring: readonly Position[]): boolean =>
  insideLngLatRing(lngLatOf(position), ring.map(lngLatOf));

/**
 * Whether a hole (a closed ring) fits into the field: the shared ring rule (schemas/kernel/geo/rings.ts),
 * inside the outline and apart from the other holes.
 */
export const holeFits = (hole: readonly Position[], outline: readonly Position[], others: readonly Position[][] = []) =>
  fitsRule(
    hole.map(lngLatOf),
    outline.map(lngLatOf),
    others.map((other) => other.map(lngLatOf)),
  );
