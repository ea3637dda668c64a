import { listFieldsInBox, type TGeoField } from '../../schemas/api/geo';
import { cellRangesOf, fieldsInBox, type TFieldCell } from '../../schemas/geo/field-index';
import { type Route, route } from '../platform/http';
import type { FieldCellStore } from './field-cell-store';

export type GeoDeps = { store: FieldCellStore };

const geoFieldOf = ({ fieldId, name, coordinates, usage }: TFieldCell): TGeoField => ({
  id: fieldId,
  name,
  coordinates,
  usage,
});

/** Fields by name, then id: the same box answers in the same order. */
const byName = (a: TGeoField, b: TGeoField) => a.name.localeCompare(b.name, 'de') || a.id.localeCompare(b.id);

/**
 * The field-geometry service: the company's fields within a map box, from the spatial index. The key
 * ranges of the box are read, then filtered by the exact box, each field once.
 */
export const geoRoutes = ({ store }: GeoDeps): Route[] => [
  route(listFieldsInBox, async ({ query }, { company }) => {
    const { minLat, maxLat, minLng, maxLng } = query;
    const box = { minLat, maxLat, minLng, maxLng };
    const entries = await store.entriesIn(company.companyId, cellRangesOf(box));
    return { items: fieldsInBox(entries, box).map(geoFieldOf).sort(byName) };
  }),
];
