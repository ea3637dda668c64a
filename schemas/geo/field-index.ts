import { boxesIntersect, boxOfPoints, cellCountOfBox, cellRunsOfBox, cellsOfBox, type TBox } from './geohash';

/**
 * How fields are indexed by place (issue 13 point 2): each field under the geohash cells its bounding box
 * touches, at one of two precisions, and how a map box is read back (one Query per run of cells).
 *
 * Precision 5 for fields: a cell is about 0.044° x 0.044° (2.9 km x 4.9 km in Schleswig-Holstein). A
 * field of a few hectares lands in one cell, at most four where it straddles a corner, so a field costs
 * one to four small index writes; a map screen (about 0.05° x 0.03°) touches two to six cells, read in a
 * few key ranges. Precision 6 (0.7 km x 0.6 km) would put a field under two to four cells and a screen
 * under forty; precision 4 (0.35° x 0.18°) would read a whole district's fields for every screen.
 *
 * Precision 3 for large fields (more than four precision-5 cells, so several kilometres across): a cell
 * is 1.4° x 1.4°, so a field of at most MAX_FIELD_SPAN_DEGREES still lands in at most four. Such
 * fields are rare, so reading the few coarse cells of any box costs little.
 */
export const FINE_PRECISION = 5;
export const COARSE_PRECISION = 3;
const MAX_FINE_CELLS = 4;
/** Wider or higher than this is a drawing mistake, not a field (the structures service refuses it). */
export const MAX_FIELD_SPAN_DEGREES = 1;

/**
 * The largest box one request may ask for, in degrees per side: a large part of a federal state. Its
 * cells stay bounded: at most 3 x 3 coarse cells and, at the query precision chosen below, at most
 * MAX_RUNS key ranges of fine entries.
 */
export const MAX_QUERY_SPAN_DEGREES = 2;
/** At most this many Query calls for the fine entries of one box; a larger box is read by coarser prefixes. */
const MAX_RUNS = 32;

/** What the structures service keeps of a field, as far as the map index needs it. */
export type TIndexedField = {
  companyId: string;
  id: string;
  name: string;
  shape: readonly { lat: number; lng: number }[];
  crop?: string | null | undefined;
  archived?: boolean | undefined;
};

/** One index entry: a field under one cell, with what the map draws and the box the exact filter needs. */
export type TFieldCell = TBox & {
  companyId: string;
  precision: number;
  cell: string;
  fieldId: string;
  name: string;
  usage: string | null;
  /** The field's outline as [lng, lat] pairs (GeoJSON order, as the map takes it). */
  coordinates: [number, number][];
};

/** Whether a field's outline is too wide or high to be a field (see MAX_FIELD_SPAN_DEGREES). */
export const fieldSpanTooLarge = (box: TBox): boolean =>
  box.maxLat - box.minLat > MAX_FIELD_SPAN_DEGREES || box.maxLng - box.minLng > MAX_FIELD_SPAN_DEGREES;

/** The precision a field with this box is indexed at, and its cells there. */
export const indexCellsOf = (box: TBox): { precision: number; cells: string[] } => {
  const precision = cellCountOfBox(box, FINE_PRECISION) <= MAX_FINE_CELLS ? FINE_PRECISION : COARSE_PRECISION;
  return { precision, cells: cellsOfBox(box, precision) };
};

/**
 * The index entries of a field: none when it is archived or has no outline (the map shows neither).
 * The caller refuses an outline wider than MAX_FIELD_SPAN_DEGREES before (fieldSpanTooLarge).
 */
export const indexItemsOf = (field: TIndexedField): TFieldCell[] => {
  if (field.archived || field.shape.length === 0) return [];
  const box = boxOfPoints(field.shape);
  const { precision, cells } = indexCellsOf(box);
  const coordinates = field.shape.map(({ lat, lng }): [number, number] => [lng, lat]);
  return cells.map((cell) => ({
    companyId: field.companyId,
    precision,
    cell,
    fieldId: field.id,
    name: field.name,
    usage: field.crop ?? null,
    coordinates,
    ...box,
  }));
};

/**
 * One Query of a box: the entries of one precision whose cell lies between two geohash prefixes. A
 * prefix shorter than the precision takes every finer cell under it (geohash cells nest by prefix).
 */
export type TCellRange = { precision: number; from: string; to: string };

/** The finest prefix length whose runs of the box stay within MAX_RUNS (the coarse one always does). */
const fineRunsOf = (box: TBox) => {
  for (let length = FINE_PRECISION; length > COARSE_PRECISION; length--) {
    const runs = cellRunsOfBox(box, length);
    if (runs.length <= MAX_RUNS) return runs;
  }
  return cellRunsOfBox(box, COARSE_PRECISION);
};

/**
 * The key ranges that hold every entry of a field whose box meets this box: the fine entries of the
 * box's cells (by coarser prefixes when the box is large) and the coarse entries of its coarse cells.
 * Entries just outside the box come along; the caller filters by the exact box and drops duplicates.
 */
export const cellRangesOf = (box: TBox): TCellRange[] => [
  ...fineRunsOf(box).map(({ first, last }) => ({ precision: FINE_PRECISION, from: first, to: last })),
  ...cellRunsOfBox(box, COARSE_PRECISION).map(({ first, last }) => ({
    precision: COARSE_PRECISION,
    from: first,
    to: last,
  })),
];

/** The fields of the entries that meet the box, each once (a field under several cells comes several times). */
export const fieldsInBox = (entries: readonly TFieldCell[], box: TBox): TFieldCell[] => {
  const byField = new Map<string, TFieldCell>();
  for (const entry of entries) {
    if (!byField.has(entry.fieldId) && boxesIntersect(entry, box)) byField.set(entry.fieldId, entry);
  }
  return [...byField.values()];
};

/** The structures service's refusal of an outline wider or higher than MAX_FIELD_SPAN_DEGREES (its zod refine). */
export const FIELD_SPAN_MESSAGE = `Das Feld ist zu groß (höchstens ${MAX_FIELD_SPAN_DEGREES}° breit und hoch). Bitte prüfe die Umrisse.`;
