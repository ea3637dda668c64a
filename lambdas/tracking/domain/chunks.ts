import { TRACKING } from '../../../schemas/tracking';

/**
 * A tracking's points live in chunk records of at most TRACKING.pointsPerRecord points (application.md §9
 * 'a tracking record holds at most 200 points'); when the last one is full, a new one starts. Each chunk
 * record also carries the sequence of the last client chunk it took, so a resent client chunk (its answer
 * was lost) is recognised from the last record alone and stored once.
 */
export type TrackPoint = { lat: number; lng: number; time: string };

/** A stored chunk record; `version` guards the write against a concurrent append. */
export type ChunkRecord = { index: number; points: TrackPoint[]; lastSequence: number; version: number };

/** What to write: the record at `index` with these points; `expectedVersion` null means a new record. */
export type ChunkWrite = {
  index: number;
  points: TrackPoint[];
  lastSequence: number;
  expectedVersion: number | null;
};

export type AppendPlan = { kind: 'duplicate' } | { kind: 'append'; writes: ChunkWrite[] };

/**
 * How a client chunk (its sequence and points) is added after the tracking's last record: nothing when
 * that record has seen the sequence (or a later one), else the last record filled up and new records for
 * the rest, each holding at most `perRecord` points.
 */
export const planAppend = (
  last: ChunkRecord | undefined,
  sequence: number,
  points: readonly TrackPoint[],
  perRecord: number = TRACKING.pointsPerRecord,
): AppendPlan => {
  if (last && sequence <= last.lastSequence) return { kind: 'duplicate' };
  const writes: ChunkWrite[] = [];
  let rest = [...points];
  let nextIndex = 0;
  if (last) {
    const room = perRecord - last.points.length;
    if (room > 0) {
      writes.push({
        index: last.index,
        points: [...last.points, ...rest.slice(0, room)],
        lastSequence: sequence,
        expectedVersion: last.version,
      });
      rest = rest.slice(room);
    }
    nextIndex = last.index + 1;
  }
  while (rest.length > 0) {
    writes.push({ index: nextIndex, points: rest.slice(0, perRecord), lastSequence: sequence, expectedVersion: null });
    rest = rest.slice(perRecord);
    nextIndex += 1;
  }
  return { kind: 'append', writes };
};

/** All points of a tracking in recording order: records by index, points as they were appended. */
export const pointsInOrder = (records: readonly Pick<ChunkRecord, 'index' | 'points'>[]): TrackPoint[] =>
  [...records].sort((a, b) => a.index - b.index).flatMap((record) => record.points);

/** Records and points of a tracking, known from its last record: every record before it is full. */
export const trackingSize = (
  last: Pick<ChunkRecord, 'index' | 'points'> | undefined,
  perRecord: number = TRACKING.pointsPerRecord,
): { recordCount: number; pointCount: number } =>
  last
    ? { recordCount: last.index + 1, pointCount: last.index * perRecord + last.points.length }
    : { recordCount: 0, pointCount: 0 };

/** The tracking's last record once a plan is written. */
export const lastAfter = (last: ChunkRecord | undefined, plan: AppendPlan) =>
  (plan.kind === 'append' ? plan.writes.at(-1) : undefined) ?? last;
