import { type TMapMarker, ZMapMarker } from '../../schemas/map-markers';
import { db, type StoredItem } from '../platform/db/entities';
import { parseStored } from '../platform/db/read';
import { atVersion, transactWrite, withoutNulls } from '../platform/db/write';
import type { StructureStore } from './structure-use-cases';

/** Access patterns of the map's markers; the only place that knows how they are stored. */
export type MarkerStore = StructureStore<TMapMarker>;

const toItem = ({ id, ...marker }: TMapMarker) => withoutNulls({ ...marker, markerId: id });

const fromItem = (item: StoredItem<'mapMarker'>): TMapMarker => parseStored(ZMapMarker, { ...item, id: item.markerId });

export const dynamoMarkerStore = (): MarkerStore => ({
  list: async (companyId) => {
    const { data } = await db().mapMarker.query.byCompany({ companyId }).go({ pages: 'all', consistent: true });
    return data.map(fromItem);
  },
  get: async (companyId, markerId) => {
    // Consistent: an edit right after a save must see that save, or it would be refused as a conflict.
    const { data } = await db().mapMarker.get({ companyId, markerId }).go({ consistent: true });
    return data ? fromItem(data) : undefined;
  },
  save: async (writes) => {
    if (writes.length === 0) return;
    await transactWrite(({ mapMarker }) =>
      writes.map(({ item, previous }) =>
        previous === null
          ? mapMarker.create(toItem(item)).commit()
          : mapMarker.put(toItem(item)).where(atVersion(previous.version)).commit(),
      ),
    );
  },
});
