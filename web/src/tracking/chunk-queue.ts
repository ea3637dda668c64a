import * as z from 'zod';
import { TRACKING } from '../../../schemas/tracking';
import type { RecordedPoint } from './recorder';

/**
 * Flushed track points wait here until the server took them (issue 12 point 6: kept when offline, sent
 * later, in order, without duplicates). The queue lives in device storage, so a closed app sends them on
 * its next start. Each chunk gets the next sequence of its tracking when queued, and that counter is
 * stored too: a resend carries the same sequence and the server stores it once; a new chunk never
 * reuses an old one.
 */
export type KeyValueStorage = { read: (key: string) => string | null; write: (key: string, value: string) => void };

const ZQueued = z.object({
  nextSequence: z.record(z.string(), z.number()),
  chunks: z.array(
    z.object({
      trackingId: z.string(),
      orderId: z.string().nullable(),
      sequence: z.number(),
      points: z.array(z.object({ lat: z.number(), lng: z.number(), time: z.string() })),
    }),
  ),
});
type Queued = z.infer<typeof ZQueued>;
export type QueuedChunk = Queued['chunks'][number];

/** What sending a chunk came to: taken, try again later (offline, busy), or refused for good. */
export type SendOutcome = 'sent' | 'retry' | 'drop';

export const TRACKING_QUEUE_KEY = 'lohnwerk.tracking.queue';

export const createChunkQueue = (storage: KeyValueStorage, key = TRACKING_QUEUE_KEY) => {
  const load = (): Queued => {
    const empty: Queued = { nextSequence: {}, chunks: [] };
    try {
      const parsed = ZQueued.safeParse(JSON.parse(storage.read(key) ?? 'null'));
      return parsed.success ? parsed.data : empty;
    } catch {
      return empty;
    }
  };
  const save = (queued: Queued) => storage.write(key, JSON.stringify(queued));
  let lastDrain: Promise<number> = Promise.resolve(0);

  /** Queues points as chunks of at most one record's worth, each with its tracking's next sequence. */
  const enqueue = (trackingId: string, orderId: string | null, points: readonly RecordedPoint[]) => {
    const queued = load();
    for (let from = 0; from < points.length; from += TRACKING.pointsPerRecord) {
      const sequence = queued.nextSequence[trackingId] ?? 1;
      queued.nextSequence[trackingId] = sequence + 1;
      queued.chunks.push({
        trackingId,
        orderId,
        sequence,
        points: points.slice(from, from + TRACKING.pointsPerRecord),
      });
    }
    save(queued);
  };

  /** Sends the oldest chunk first, one at a time; stops at the first that must wait. Answers how many left. */
  const sendAll = async (send: (chunk: QueuedChunk) => Promise<SendOutcome>): Promise<number> => {
    for (;;) {
      const [oldest] = load().chunks;
      if (!oldest) return 0;
      const outcome = await send(oldest);
      if (outcome === 'retry') return load().chunks.length;
      const queued = load();
      const [first, ...rest] = queued.chunks;
      if (first && sameChunk(first, oldest)) save({ ...queued, chunks: rest });
    }
  };

  /**
   * One drain at a time: a call while one runs starts after it, so nothing is sent twice at once and a
   * chunk queued meanwhile is not missed by a drain that had already found the queue empty.
   */
  const drain = (send: (chunk: QueuedChunk) => Promise<SendOutcome>): Promise<number> => {
    const next = () => sendAll(send);
    lastDrain = lastDrain.then(next, next);
    return lastDrain;
  };

  return { enqueue, drain, pending: () => load().chunks };
};

const sameChunk = (a: QueuedChunk, b: QueuedChunk) => a.trackingId === b.trackingId && a.sequence === b.sequence;

/**
 * How a failed send is handled: the server's refusal of the chunk itself (invalid, not the caller's
 * tracking, no permission) will not change by waiting, so it is dropped; anything else (offline, a
 * conflict with a parallel append, a server fault) waits for the next try.
 */
export const outcomeOfFailure = (status: number): SendOutcome =>
  status === 400 || status === 403 || status === 404 ? 'drop' : 'retry';
