import * as z from 'zod';
import type { TOrder } from '../../../schemas/orders/order';
import {
  type TTollImport,
  type TTollRowError,
  type TUnassignedTrip,
  ZTollImport,
  ZTollRowError,
  ZUnassignedTrip,
} from '../../../schemas/planning/toll';
import { orderWrites } from '../../platform/aggregates/order';
import { db, type StoredItem } from '../../platform/db/entities';
import { parseStored } from '../../platform/db/read';
import { atVersion, transactWrite } from '../../platform/db/write';

/** Open trips per chunk item: 500 trips of about 300 bytes stay far below the item limit of 400 KB. */
export const TRIPS_PER_CHUNK = 500;

export type StoredTollImport = {
  tollImport: TTollImport;
  rowErrors: TTollRowError[];
  chunkCount: number;
  version: number;
};
export type TripChunk = { chunk: number; version: number; trips: TUnassignedTrip[] };

/** Access patterns of toll imports (no Scan); the only place that knows how they are stored. */
export type TollStore = {
  /** Writes the import's open trips in chunks, then the import itself (a listed import has its chunks). */
  create: (
    companyId: string,
    tollImport: TTollImport,
    rowErrors: TTollRowError[],
    open: TUnassignedTrip[],
  ) => Promise<void>;
  list: (companyId: string) => Promise<TTollImport[]>;
  get: (companyId: string, importId: string) => Promise<StoredTollImport | undefined>;
  /** The chunks of open trips in the file's order; `enough` stops reading once that many trips are read. */
  openTrips: (companyId: string, importId: string, enough?: number) => Promise<TripChunk[]>;
  /** One transaction: the trip onto its order, out of its chunk, and the import's counts updated. */
  assignByHand: (write: {
    order: TOrder;
    previousOrder: TOrder;
    stored: StoredTollImport;
    counts: TTollImport['counts'];
    chunk: TripChunk;
    remaining: TUnassignedTrip[];
    now: string;
  }) => Promise<void>;
};

const chunkName = (chunk: number) => String(chunk).padStart(5, '0');

const fromImportItem = (item: StoredItem<'tollImport'>): StoredTollImport => ({
  tollImport: parseStored(ZTollImport, { ...item, id: item.importId }),
  rowErrors: parseStored(z.array(ZTollRowError), item.rowErrors ?? []),
  chunkCount: item.chunkCount,
  version: item.version,
});

const chunksOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

export const dynamoTollStore = (): TollStore => ({
  create: async (companyId, tollImport, rowErrors, open) => {
    const now = tollImport.importedAt;
    const chunks = chunksOf(open, TRIPS_PER_CHUNK);
    const items = chunks.map((trips, index) => ({
      companyId,
      importId: tollImport.id,
      chunk: chunkName(index),
      trips,
      version: 1,
      createdAt: now,
      updatedAt: now,
    }));
    // A batch write of 25 at a time; ElectroDB retries nothing, so unprocessed items are written again.
    for (const batch of chunksOf(items, 25)) {
      let pending = batch;
      while (pending.length > 0) {
        const { unprocessed } = await db().tollImportTrips.put(pending).go();
        pending = batch.filter((item) => unprocessed.some((key) => key.chunk === item.chunk));
      }
    }
    const { id, ...rest } = tollImport;
    await db()
      .tollImport.create({
        ...rest,
        companyId,
        importId: id,
        rowErrors,
        chunkCount: chunks.length,
        version: 1,
        createdAt: now,
        updatedAt: now,
      })
      .go();
  },

  list: async (companyId) => {
    const { data } = await db().tollImport.query.byCompany({ companyId }).go({ pages: 'all' });
    return data.map((item) => fromImportItem(item).tollImport).sort((a, b) => b.importedAt.localeCompare(a.importedAt));
  },

  get: async (companyId, importId) => {
    const { data } = await db().tollImport.get({ companyId, importId }).go({ consistent: true });
    return data ? fromImportItem(data) : undefined;
  },

  openTrips: async (companyId, importId, enough = Number.POSITIVE_INFINITY) => {
    const chunks: TripChunk[] = [];
    let count = 0;
    let cursor: string | null = null;
    do {
      const page: { data: StoredItem<'tollImportTrips'>[]; cursor: string | null } = await db()
        .tollImportTrips.query.byImport({ companyId, importId })
        .go({ consistent: true, cursor, limit: 20 });
      for (const item of page.data) {
        const trips = parseStored(z.array(ZUnassignedTrip), item.trips);
        chunks.push({ chunk: Number(item.chunk), version: item.version, trips });
        count += trips.length;
      }
      cursor = page.cursor;
    } while (cursor !== null && count < enough);
    return chunks;
  },

  assignByHand: ({ order, previousOrder, stored, counts, chunk, remaining, now }) =>
    transactWrite(orderWrites(order, previousOrder), ({ tollImport, tollImportTrips }) => {
      const companyId = order.companyId;
      const importId = stored.tollImport.id;
      return [
        tollImportTrips
          .patch({ companyId, importId, chunk: chunkName(chunk.chunk) })
          .set({ trips: remaining, version: chunk.version + 1, updatedAt: now })
          .where(atVersion(chunk.version))
          .commit(),
        tollImport
          .patch({ companyId, importId })
          .set({ counts, version: stored.version + 1, updatedAt: now })
          .where(atVersion(stored.version))
          .commit(),
      ];
    }),
});
