import { type TTrack, ZTrack } from '../../schemas/map-tracks';
import { db, type StoredItem } from '../platform/db/entities';
import { parseStored } from '../platform/db/read';
import { atVersion, transactWrite, withoutNulls } from '../platform/db/write';

/** Access patterns of the map's tracks; the only place that knows how they are stored. */
export type TrackStore = {
  /** Every track of the company, archived ones included (one Query on the company partition). */
  list: (companyId: string) => Promise<TTrack[]>;
  get: (companyId: string, trackId: string) => Promise<TTrack | undefined>;
  /**
   * Writes tracks in one transaction, all or none: a new one (expected version null) only if it does not
   * exist, a changed one only if it is still at its expected version (else 409).
   */
  save: (writes: readonly { track: TTrack; expectedVersion: number | null }[]) => Promise<void>;
};

const toItem = ({ id, ...track }: TTrack) => withoutNulls({ ...track, trackId: id });

const fromItem = (item: StoredItem<'mapTrack'>): TTrack => parseStored(ZTrack, { ...item, id: item.trackId });

export const dynamoTrackStore = (): TrackStore => ({
  list: async (companyId) => {
    const { data } = await db().mapTrack.query.byCompany({ companyId }).go({ pages: 'all', consistent: true });
    return data.map(fromItem);
  },
  get: async (companyId, trackId) => {
    // Consistent: an edit right after a save must see that save, or it would be refused as a conflict.
    const { data } = await db().mapTrack.get({ companyId, trackId }).go({ consistent: true });
    return data ? fromItem(data) : undefined;
  },
  save: async (writes) => {
    if (writes.length === 0) return;
    await transactWrite(({ mapTrack }) =>
      writes.map(({ track, expectedVersion }) =>
        expectedVersion === null
          ? mapTrack.create(toItem(track)).commit()
          : mapTrack.put(toItem(track)).where(atVersion(expectedVersion)).commit(),
      ),
    );
  },
});
