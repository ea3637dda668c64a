import { area } from '@turf/area';
import { length } from '@turf/length';
import type { Feature, Geometry, LineString, Polygon, Position } from 'geojson';
import type { TVertex } from '../../../../schemas/map-tracks';

/**
 * The pure side of the map editor: what a drawn shape measures (as German text) and how a drawn GeoJSON
 * geometry maps onto the API's shapes (vertices as {lat, lng}) and back.
 */

const METRES_PER_KILOMETRE = 1000;
const SQUARE_METRES_PER_HECTARE = 10_000;

const germanNumber = (digits: number) =>
  new Intl.NumberFormat('de-DE', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const wholeNumber = germanNumber(0);
const twoDecimals = germanNumber(2);

/** A length in metres as German text: '850 m' below a kilometre, '1,25 km' from there on. */
export const lengthText = (metres: number): string =>
  metres < METRES_PER_KILOMETRE
    ? `${wholeNumber.format(metres)} m`
    : `${twoDecimals.format(metres / METRES_PER_KILOMETRE)} km`;

/** An area in square metres as German hectares: '1,25 ha'. */
export const areaText = (squareMetres: number): string =>
  `${twoDecimals.format(squareMetres / SQUARE_METRES_PER_HECTARE)} ha`;

/** GeoJSON orders coordinates longitude first. */
const positionOf = ({ lat, lng }: TVertex): Position => [lng, lat];
const vertexOf = (position: Position): TVertex => ({ lat: position[1] ?? 0, lng: position[0] ?? 0 });

/** A track's shape as a GeoJSON line (what the editor draws). */
export const lineOfShape = (shape: readonly TVertex[]): LineString => ({
  type: 'LineString',
  coordinates: shape.map(positionOf),
});

/** A drawn line's vertices as the API's shape. */
export const shapeOfLine = (line: LineString): TVertex[] => line.coordinates.map(vertexOf);

/** A polygon's outer ring without its closing vertex (the API keeps each vertex once). */
export const shapeOfPolygon = (polygon: Polygon): TVertex[] => {
  const ring = polygon.coordinates[0] ?? [];
  return ring.slice(0, -1).map(vertexOf);
};

/** Every vertex of a drawn shape (a line's, a polygon's rings', a point), e.g. to fit the camera to it. */
export const verticesOf = (geometry: Geometry): TVertex[] => {
  if (geometry.type === 'Point') return [vertexOf(geometry.coordinates)];
  if (geometry.type === 'LineString') return geometry.coordinates.map(vertexOf);
  if (geometry.type === 'Polygon') return geometry.coordinates.flat().map(vertexOf);
  return [];
};

/** What a shape measures: a line its length, a polygon its area, anything else nothing. */
export type Measure = { kind: 'length'; metres: number } | { kind: 'area'; squareMetres: number } | { kind: 'none' };

export const measureOf = (geometry: Geometry): Measure => {
  if (geometry.type === 'LineString' && geometry.coordinates.length >= 2) {
    const feature: Feature<LineString> = { type: 'Feature', properties: {}, geometry };
    return { kind: 'length', metres: length(feature, { units: 'kilometers' }) * METRES_PER_KILOMETRE };
  }
  if (geometry.type === 'Polygon' && (geometry.coordinates[0]?.length ?? 0) >= 4)
    return { kind: 'area', squareMetres: area(geometry) };
  return { kind: 'none' };
};

/** A measure as German text; '' for nothing to measure. */
export const measureText = (measure: Measure): string => {
  if (measure.kind === 'length') return lengthText(measure.metres);
  if (measure.kind === 'area') return areaText(measure.squareMetres);
  return '';
};
