import { area } from '@turf/area';
import * as z from 'zod';
import { FIELD_SPAN_MESSAGE, fieldSpanTooLarge } from '../../../../schemas/geo/field-index';
import { boxOfPoints } from '../../../../schemas/geo/geohash';
import { INPUT_LIMITS } from '../../../../schemas/input-bounds';
import type { TVertex } from '../../../../schemas/map-tracks';
import { closedRing, holeFits, polygonOfField } from '../../components/map/field-shape';
import { de } from '../../i18n/de';
import { crossesItself } from './ring';

const t = de.fieldImport;

/** The most fields one file brings: a large farm's fields, and a preview that stays quick to look through. */
export const MAX_IMPORT_FIELDS = 500;

/**
 * A field as the file describes it, before it is written: an outline (each vertex once, WGS84), the name,
 * field block id and crop found in its attributes, and why it cannot be taken (null when it can).
 */
export type FieldCandidate = {
  key: string;
  name: string;
  fid: string | null;
  crop: string | null;
  shape: TVertex[];
  /** The holes that fit inside the outline (a pond, a copse), each vertex once. */
  holes: TVertex[][];
  squareMetres: number;
  problem: string | null;
  note: string | null;
};

export type FileReading = { kind: 'fields'; candidates: FieldCandidate[] } | { kind: 'refused'; message: string };

export const refused = (message: string): FileReading => ({ kind: 'refused', message });

// Attribute keys of German farm programs and subsidy exports (InVeKoS, FIONA, ...), first match wins.
const NAME_KEYS = ['name', 'schlagname', 'schlag', 'bezeichnung', 'schlagbez', 'flik', 'flek'];
const FIELD_BLOCK_KEYS = ['flik', 'flek'];
const CROP_KEYS = ['nutzung', 'kultur', 'nc', 'nutzungscode', 'nutz_code', 'crop'];

const ZPosition = z.array(z.number()).min(2);
const ZRing = z.array(ZPosition);
type ImportGeometry =
  | { type: 'Polygon'; coordinates: number[][][] }
  | { type: 'MultiPolygon'; coordinates: number[][][][] }
  | { type: 'GeometryCollection'; geometries: ImportGeometry[] }
  | { type: 'Point' | 'MultiPoint' | 'LineString' | 'MultiLineString' };
const ZGeometry: z.ZodType<ImportGeometry> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('Polygon'), coordinates: z.array(ZRing) }),
    z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ZRing)) }),
    z.object({ type: z.literal('GeometryCollection'), geometries: z.array(ZGeometry) }),
    // Points and lines are no fields: read, and left out.
    z.object({ type: z.enum(['Point', 'MultiPoint', 'LineString', 'MultiLineString']) }),
  ]),
);

const ZProperties = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((properties) => properties ?? {});
const ZFeature = z.object({ type: z.literal('Feature'), geometry: ZGeometry.nullable(), properties: ZProperties });
type ImportFeature = z.infer<typeof ZFeature>;

/**
 * What a reader hands over, as features: GeoJSON allows a collection, one feature or a bare geometry.
 * Anything else is no GeoJSON (the parse fails).
 */
export const ZImportGeoJson = z.union([
  z.object({ type: z.literal('FeatureCollection'), features: z.array(ZFeature) }),
  ZFeature.transform((feature) => ({ features: [feature] })),
  ZGeometry.transform((geometry) => ({ features: [{ type: 'Feature' as const, geometry, properties: {} }] })),
]);
export type TImportFeatures = { features: ImportFeature[] };

type Part = { outer: number[][]; holes: number[][][]; properties: Record<string, unknown> };

const polygonsOf = (geometry: ImportGeometry): number[][][][] => {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  if (geometry.type === 'GeometryCollection') return geometry.geometries.flatMap(polygonsOf);
  return [];
};

const partsOf = ({ features }: TImportFeatures): Part[] =>
  features.flatMap(({ geometry, properties }) =>
    geometry ? polygonsOf(geometry).map(([outer = [], ...holes]) => ({ outer, holes, properties })) : [],
  );

/** Applies `transform` to every position (a reprojection). */
export const mapPositions = (data: TImportFeatures, transform: (position: number[]) => number[]): TImportFeatures => {
  const ring = (positions: number[][]) => positions.map(transform);
  const geometry = (g: ImportGeometry): ImportGeometry => {
    if (g.type === 'Polygon') return { ...g, coordinates: g.coordinates.map(ring) };
    if (g.type === 'MultiPolygon') return { ...g, coordinates: g.coordinates.map((polygon) => polygon.map(ring)) };
    if (g.type === 'GeometryCollection') return { ...g, geometries: g.geometries.map(geometry) };
    return g;
  };
  return { features: data.features.map((f) => ({ ...f, geometry: f.geometry && geometry(f.geometry) })) };
};

/** The first non-empty value under one of the keys, compared without case. */
const attribute = (properties: Record<string, unknown>, keys: readonly string[], max: number): string | null => {
  const byKey = new Map(Object.entries(properties).map(([key, value]) => [key.toLowerCase(), value]));
  for (const key of keys) {
    const value = byKey.get(key);
    if ((typeof value === 'string' || typeof value === 'number') && String(value).trim() !== '')
      return String(value).trim().slice(0, max);
  }
  return null;
};

/** The ring's vertices once each: without the closing vertex and without repeated neighbours. */
const verticesOf = (ring: number[][]): TVertex[] => {
  const vertices: TVertex[] = [];
  for (const [lng = Number.NaN, lat = Number.NaN] of ring) {
    const last = vertices.at(-1);
    if (!last || last.lat !== lat || last.lng !== lng) vertices.push({ lat, lng });
  }
  const first = vertices[0];
  const last = vertices.at(-1);
  if (vertices.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng) vertices.pop();
  return vertices;
};

const isDegrees = ({ lat, lng }: TVertex) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/** Why an outline cannot be a field; null when it can (the server's bounds, checked before sending). */
const problemOf = (shape: TVertex[]): string | null => {
  if (!shape.every(isDegrees)) return t.notDegrees;
  if (shape.length < 3) return t.tooFewVertices;
  if (shape.length > INPUT_LIMITS.shapeVertices) return t.tooManyVertices(INPUT_LIMITS.shapeVertices);
  if (fieldSpanTooLarge(boxOfPoints(shape))) return FIELD_SPAN_MESSAGE;
  if (crossesItself(shape)) return t.selfIntersecting;
  return null;
};

/**
 * The holes the field keeps: those of at least three vertices that lie inside the outline and apart from
 * each other (the rule the editor and the server apply); the others are dropped with a note.
 */
const holesOf = (shape: TVertex[], rings: number[][][]): { kept: TVertex[][]; dropped: boolean } => {
  const outline = closedRing(shape);
  const kept: TVertex[][] = [];
  for (const ring of rings) {
    const hole = verticesOf(ring);
    if (hole.length >= 3 && holeFits(closedRing(hole), outline, kept.map(closedRing))) kept.push(hole);
  }
  return { kept, dropped: kept.length < rings.length };
};

/**
 * The fields of a file's GeoJSON (WGS84): every polygon one field, every part of a multipolygon one
 * field, its inner rings the field's holes.
 */
export const candidatesOf = (data: TImportFeatures): FileReading => {
  const parts = partsOf(data);
  if (data.features.length === 0) return refused(t.emptyFile);
  if (parts.length === 0) return refused(t.noPolygons);
  if (parts.length > MAX_IMPORT_FIELDS) return refused(t.tooManyFields(parts.length, MAX_IMPORT_FIELDS));
  const partsPerProperties = new Map<Record<string, unknown>, number>();
  for (const part of parts) partsPerProperties.set(part.properties, (partsPerProperties.get(part.properties) ?? 0) + 1);
  const seen = new Map<Record<string, unknown>, number>();
  const candidates = parts.map((part, index): FieldCandidate => {
    const shape = verticesOf(part.outer);
    const problem = problemOf(shape);
    const holes = problem ? { kept: [], dropped: false } : holesOf(shape, part.holes);
    const number = (seen.get(part.properties) ?? 0) + 1;
    seen.set(part.properties, number);
    const baseName = attribute(part.properties, NAME_KEYS, INPUT_LIMITS.nameLength) ?? t.unnamed(index + 1);
    const ofMany = (partsPerProperties.get(part.properties) ?? 1) > 1;
    return {
      key: String(index),
      name: ofMany ? t.part(baseName, number) : baseName,
      fid: attribute(part.properties, FIELD_BLOCK_KEYS, INPUT_LIMITS.idLength),
      crop: attribute(part.properties, CROP_KEYS, INPUT_LIMITS.nameLength),
      shape,
      holes: holes.kept,
      squareMetres: problem ? 0 : area(polygonOfField({ shape, holes: holes.kept })),
      problem,
      note: holes.dropped ? t.holesDropped : null,
    };
  });
  return { kind: 'fields', candidates };
};
