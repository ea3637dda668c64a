import { type TEmployeeLocation, type TTracking, ZEmployeeLocation, ZTracking } from '../../schemas/api/tracking';
import type { RecordOf } from '../../schemas/masterdata/kinds';
import { db, type StoredItem } from '../platform/db/entities';
import { parseStored } from '../platform/db/read';
import {
  atVersion,
  conflictOnCondition,
  type TransactionPart,
  transactWrite,
  withoutNulls,
} from '../platform/db/write';
import type { RecordStore } from '../platform/records/record-store';
import { findEmployeeOfUser } from '../platform/records/viewer';
import type { ChunkRecord, ChunkWrite } from './domain/chunks';

/** Access patterns of GPS tracking; the only place that knows how they are stored. */
export type TrackingStore = {
  employeeOfUser: (companyId: string, userId: string) => Promise<RecordOf<'employee'> | undefined>;
  /** The employee an order is assigned to; undefined when the company has no such order. */
  orderEmployeeId: (companyId: string, orderId: string) => Promise<string | undefined>;
  orderExists: (companyId: string, orderId: string) => Promise<boolean>;
  createTracking: (companyId: string, tracking: TTracking, now: Date) => Promise<void>;
  tracking: (companyId: string, trackingId: string) => Promise<TTracking | undefined>;
  /** The trackings recorded for an order, oldest first. */
  trackingsOfOrder: (companyId: string, orderId: string) => Promise<TTracking[]>;
  /** The company's trackings started in [from, to) (ISO moments), oldest first. */
  trackingsStartedBetween: (companyId: string, from: string, to: string) => Promise<TTracking[]>;
  lastChunk: (companyId: string, trackingId: string) => Promise<ChunkRecord | undefined>;
  chunks: (companyId: string, trackingId: string) => Promise<ChunkRecord[]>;
  /** Writes a plan's records, all or none; a record changed meanwhile is a 409. */
  writeChunks: (companyId: string, trackingId: string, writes: readonly ChunkWrite[], now: Date) => Promise<void>;
  location: (
    companyId: string,
    employeeId: string,
  ) => Promise<{ location: TEmployeeLocation; version: number } | undefined>;
  /** Saves the location if the stored one is still at `expectedVersion` (null: none stored yet). */
  saveLocation: (
    companyId: string,
    location: TEmployeeLocation,
    expectedVersion: number | null,
    now: Date,
  ) => Promise<void>;
  locations: (companyId: string) => Promise<TEmployeeLocation[]>;
};

/** Record indexes as sortable keys: a tracking has far fewer than a million records. */
export const chunkKey = (index: number) => String(index).padStart(6, '0');

const chunkFromItem = (item: StoredItem<'geoTrackingChunk'>): ChunkRecord => ({
  index: item.chunkIndex,
  points: item.points,
  lastSequence: item.lastSequence,
  version: item.version,
});

const trackingFromItem = (item: StoredItem<'geoTracking'>): TTracking =>
  parseStored(ZTracking, {
    id: item.trackingId,
    employeeId: item.employeeId,
    orderId: item.orderId ?? null,
    runId: item.runId ?? null,
    timeTrackingId: item.timeTrackingId ?? null,
    start: item.start,
  });

const locationFromItem = (item: StoredItem<'employeeLocation'>) =>
  parseStored(ZEmployeeLocation, { ...item, activity: item.activity ?? null });

export const dynamoTrackingStore = (records: RecordStore): TrackingStore => ({
  employeeOfUser: (companyId, userId) => findEmployeeOfUser(records, companyId, userId),
  orderEmployeeId: async (companyId, orderId) => {
    const { data } = await db()
      .order.get({ companyId, orderId })
      .go({ attributes: ['employeeId'] });
    return data?.employeeId;
  },
  orderExists: async (companyId, orderId) => {
    const { data } = await db()
      .order.get({ companyId, orderId })
      .go({ attributes: ['orderId'] });
    return data !== null;
  },
  createTracking: async (companyId, { id, ...tracking }, now) => {
    const stamp = now.toISOString();
    await conflictOnCondition(() =>
      db()
        .geoTracking.create(
          withoutNulls({ ...tracking, companyId, trackingId: id, version: 1, createdAt: stamp, updatedAt: stamp }),
        )
        .go(),
    );
  },
  tracking: async (companyId, trackingId) => {
    const { data } = await db().geoTracking.get({ companyId, trackingId }).go({ consistent: true });
    return data ? trackingFromItem(data) : undefined;
  },
  trackingsOfOrder: async (companyId, orderId) => {
    const { data } = await db()
      .geoTracking.query.trackingsOfOrder({ companyId, trackOf: orderId })
      .go({ pages: 'all' });
    return data.map(trackingFromItem);
  },
  trackingsStartedBetween: async (companyId, from, to) => {
    const { data } = await db()
      .geoTracking.query.trackingsByStart({ companyId })
      .between({ start: from }, { start: to })
      .go({ pages: 'all' });
    // between() includes a start of exactly `to`: the period's end belongs to the next one.
    return data.filter((item) => item.start < to).map(trackingFromItem);
  },
  lastChunk: async (companyId, trackingId) => {
    const { data } = await db()
      .geoTrackingChunk.query.byTracking({ companyId, trackingId })
      .go({ order: 'desc', limit: 1, consistent: true });
    return data[0] ? chunkFromItem(data[0]) : undefined;
  },
  chunks: async (companyId, trackingId) => {
    const { data } = await db()
      .geoTrackingChunk.query.byTracking({ companyId, trackingId })
      .go({ pages: 'all', consistent: true });
    return data.map(chunkFromItem);
  },
  writeChunks: async (companyId, trackingId, writes, now) => {
    const item = (write: ChunkWrite) => ({
      companyId,
      trackingId,
      chunkKey: chunkKey(write.index),
      chunkIndex: write.index,
      points: write.points,
      lastSequence: write.lastSequence,
      version: (write.expectedVersion ?? 0) + 1,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    const [only, ...more] = writes;
    // The usual append is one record: one write, not a transaction (half the write cost).
    if (only && more.length === 0) {
      await conflictOnCondition(() =>
        only.expectedVersion === null
          ? db().geoTrackingChunk.create(item(only)).go()
          : db().geoTrackingChunk.put(item(only)).where(atVersion(only.expectedVersion)).go(),
      );
      return;
    }
    const parts: TransactionPart[] = writes.map((write) => ({ geoTrackingChunk }) => [
      write.expectedVersion === null
        ? geoTrackingChunk.create(item(write)).commit()
        : geoTrackingChunk.put(item(write)).where(atVersion(write.expectedVersion)).commit(),
    ]);
    await transactWrite(...parts);
  },
  location: async (companyId, employeeId) => {
    const { data } = await db().employeeLocation.get({ companyId, employeeId }).go({ consistent: true });
    return data ? { location: locationFromItem(data), version: data.version } : undefined;
  },
  saveLocation: async (companyId, location, expectedVersion, now) => {
    const stamp = now.toISOString();
    const item = withoutNulls({
      ...location,
      companyId,
      version: (expectedVersion ?? 0) + 1,
      createdAt: stamp,
      updatedAt: stamp,
    });
    await conflictOnCondition(() =>
      expectedVersion === null
        ? db().employeeLocation.create(item).go()
        : db().employeeLocation.put(item).where(atVersion(expectedVersion)).go(),
    );
  },
  locations: async (companyId) => {
    const { data } = await db().employeeLocation.query.byCompany({ companyId }).go({ pages: 'all' });
    return data.map(locationFromItem);
  },
});
