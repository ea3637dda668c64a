import { listFieldsInBox, type TGeoField } from '../../schemas/api/geo';
import type { TClaims } from '../../schemas/claims';
import { cellRangesOf, fieldsInBox, type TFieldCell } from '../../schemas/geo/field-index';
import { type Route, route } from '../platform/http';
import type { StructureOwners } from '../platform/references/structure-owners';
import type { FieldCellStore } from './field-cell-store';
import type { FieldReader } from './field-reader';

export type GeoDeps = {
  store: FieldCellStore;
  /** Who calls: the office (all fields) or a farmer (their customers' fields). */
  readerOf: (claims: TClaims, companyId: string | undefined) => Promise<FieldReader>;
  /** Whose the fields are, for a farmer's read. */
  owners: StructureOwners;
};

const geoFieldOf = ({ fieldId, name, coordinates, usage }: TFieldCell): TGeoField => ({
  id: fieldId,
  name,
  coordinates,
  usage,
});

/** The fields that belong to one of these customers. */
const ofCustomersWith =
  (owners: StructureOwners) => async (fields: TFieldCell[], customerIds: readonly string[], companyId: string) => {
    if (fields.length === 0) return fields;
    const ownerOf = await owners(companyId, 'field', [...new Set(fields.map(({ fieldId }) => fieldId))]);
    return fields.filter(({ fieldId }) => {
      const owner = ownerOf.get(fieldId);
      return typeof owner === 'string' && customerIds.includes(owner);
    });
  };

/** Fields by name, then id: the same box answers in the same order. */
const byName = (a: TGeoField, b: TGeoField) => a.name.localeCompare(b.name, 'de') || a.id.localeCompare(b.id);

/**
 * The field-geometry service: the company's fields within a map box, from the spatial index. The key
 * ranges of the box are read, then filtered by the exact box, each field once; for a farmer, only the
 * fields of the customers they speak for (their owners read by key: the index does not know them).
 */
export const geoRoutes = ({ store, readerOf, owners }: GeoDeps): Route[] => {
  const ofCustomers = ofCustomersWith(owners);
  return [
    route(listFieldsInBox, async ({ query }, { claims }) => {
      const { companyId, customerIds } = await readerOf(claims, query.companyId);
      const { minLat, maxLat, minLng, maxLng } = query;
      const box = { minLat, maxLat, minLng, maxLng };
      const fields = fieldsInBox(await store.entriesIn(companyId, cellRangesOf(box)), box);
      const shown = customerIds === 'all' ? fields : await ofCustomers(fields, customerIds, companyId);
      return { items: shown.map(geoFieldOf).sort(byName) };
    }),
  ];
};
