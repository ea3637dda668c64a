import { ZGeoField } from '../../schemas/api/geo';
import type { TCellRange, TFieldCell } from '../../schemas/geo/field-index';
import { db, type StoredItem } from '../platform/db/entities';

/** Access patterns of the field index (no Scan); the only place in the geo service that knows how it is stored. */
export type FieldCellStore = {
  /** Every entry of the company in the given key ranges (one Query per range, all at once). */
  entriesIn: (companyId: string, ranges: readonly TCellRange[]) => Promise<TFieldCell[]>;
};

/** '~' sorts after every geohash character: the range runs to the last cell under the `to` prefix. */
const AFTER_PREFIX = '~';

const entryFromItem = (item: StoredItem<'fieldCell'>): TFieldCell => ({
  companyId: item.companyId,
  precision: item.precision,
  cell: item.cell,
  fieldId: item.fieldId,
  name: item.name,
  usage: item.usage ?? null,
  coordinates: ZGeoField.shape.coordinates.parse(JSON.parse(item.coordinates)),
  minLat: item.minLat,
  maxLat: item.maxLat,
  minLng: item.minLng,
  maxLng: item.maxLng,
});

export const dynamoFieldCellStore = (): FieldCellStore => ({
  entriesIn: async (companyId, ranges) => {
    const pages = await Promise.all(
      ranges.map(({ precision, from, to }) =>
        db()
          .fieldCell.query.byCell({ companyId, precision })
          .between({ cell: from }, { cell: `${to}${AFTER_PREFIX}` })
          .go({ pages: 'all' }),
      ),
    );
    return pages.flatMap(({ data }) => data.map(entryFromItem));
  },
});
