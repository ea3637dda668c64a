import { MAX_QUERY_SPAN_DEGREES } from '../../../../schemas/geo/field-index';

/**
 * The part of the world a map shows, as the field-geometry service takes it (GET /geo/fields): edges
 * rounded outwards to 0.001° (about 100 m), so small pans within that grid ask nothing new, and null
 * when it is larger than the service answers (zoomed out to a county or more: no fields shown).
 */
export type ViewBox = { minLat: number; maxLat: number; minLng: number; maxLng: number };

const GRID = 1000;
const down = (value: number) => Math.floor(value * GRID) / GRID;
const up = (value: number) => Math.ceil(value * GRID) / GRID;

export const viewBoxOf = (bounds: { south: number; north: number; west: number; east: number }): ViewBox | null => {
  const box = {
    minLat: down(bounds.south),
    maxLat: up(bounds.north),
    minLng: down(bounds.west),
    maxLng: up(bounds.east),
  };
  const tooLarge = box.maxLat - box.minLat > MAX_QUERY_SPAN_DEGREES || box.maxLng - box.minLng > MAX_QUERY_SPAN_DEGREES;
  return tooLarge ? null : box;
};
