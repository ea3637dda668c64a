import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ChunkRecord, planAppend, pointsInOrder, type TrackPoint } from './chunks';

const points = (count: number, from = 0): TrackPoint[] =>
  Array.from({ length: count }, (_, i) => ({
    lat: 54.4 + (from + i) / 1e5,
    lng: 9.0,
    time: new Date(Date.UTC(2026, 0, 5, 8, 0, from + i)).toISOString(),
  }));

/** Applies a plan the way the store does: a write replaces or creates the record at its index. */
const apply = (records: ChunkRecord[], sequence: number, batch: TrackPoint[]): ChunkRecord[] => {
  const last = records.at(-1);
  const plan = planAppend(last, sequence, batch);
  if (plan.kind === 'duplicate') return records;
  const next = [...records];
  for (const write of plan.writes) {
    const { expectedVersion, ...record } = write;
    next[write.index] = { ...record, version: (expectedVersion ?? 0) + 1 };
  }
  return next;
};

describe('planAppend (application.md §9: a tracking record holds at most 200 points)', () => {
  it('starts the first record with the first chunk', () => {
    expect(planAppend(undefined, 1, points(5))).toEqual({
      kind: 'append',
      writes: [{ index: 0, points: points(5), lastSequence: 1, expectedVersion: null }],
    });
  });

  it('fills the last record up to 200 and rolls the rest over into a new one', () => {
    const last: ChunkRecord = { index: 2, points: points(198), lastSequence: 7, version: 4 };
    const plan = planAppend(last, 8, points(5, 198));
    expect(plan).toEqual({
      kind: 'append',
      writes: [
        { index: 2, points: points(200), lastSequence: 8, expectedVersion: 4 },
        { index: 3, points: points(3, 200), lastSequence: 8, expectedVersion: null },
      ],
    });
  });

  it('starts a new record when the last one is full, without rewriting it', () => {
    const last: ChunkRecord = { index: 0, points: points(200), lastSequence: 3, version: 9 };
    expect(planAppend(last, 4, points(1, 200))).toEqual({
      kind: 'append',
      writes: [{ index: 1, points: points(1, 200), lastSequence: 4, expectedVersion: null }],
    });
  });

  it('stores a resent chunk (same or older sequence) no second time', () => {
    const last: ChunkRecord = { index: 0, points: points(10), lastSequence: 3, version: 2 };
    expect(planAppend(last, 3, points(5, 5))).toEqual({ kind: 'duplicate' });
    expect(planAppend(last, 1, points(5))).toEqual({ kind: 'duplicate' });
  });

  it('450 points in chunks of 5 make 3 records of 200, 200 and 50, in order, and resends change nothing', () => {
    let records: ChunkRecord[] = [];
    for (let chunk = 0; chunk < 90; chunk++) {
      records = apply(records, chunk + 1, points(5, chunk * 5));
      records = apply(records, chunk + 1, points(5, chunk * 5));
    }
    expect(records.map((record) => record.points.length)).toEqual([200, 200, 50]);
    expect(pointsInOrder(records)).toEqual(points(450));
  });

  it('keeps every point once and no record over 200, for any chunk sizes and resends', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ size: fc.integer({ min: 1, max: 200 }), resend: fc.boolean() }), { maxLength: 30 }),
        (chunks) => {
          let records: ChunkRecord[] = [];
          let sent = 0;
          chunks.forEach(({ size, resend }, i) => {
            const batch = points(size, sent);
            records = apply(records, i + 1, batch);
            if (resend) records = apply(records, i + 1, batch);
            sent += size;
          });
          expect(pointsInOrder(records)).toEqual(points(sent));
          expect(records.every((record) => record.points.length <= 200)).toBe(true);
          expect(records.slice(0, -1).every((record) => record.points.length === 200)).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('pointsInOrder', () => {
  it('reads records by index, whatever order the store answered in', () => {
    const records = [
      { index: 1, points: points(2, 2) },
      { index: 0, points: points(2) },
    ];
    expect(pointsInOrder(records)).toEqual(points(4));
  });
});
