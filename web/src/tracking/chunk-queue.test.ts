import { describe, expect, it } from 'vitest';
import {
  createChunkQueue,
  type KeyValueStorage,
  outcomeOfFailure,
  type QueuedChunk,
  type SendOutcome,
} from './chunk-queue';

const memoryStorage = (): KeyValueStorage & { values: Map<string, string> } => {
  const values = new Map<string, string>();
  return { values, read: (key) => values.get(key) ?? null, write: (key, value) => void values.set(key, value) };
};

const points = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => ({ lat: 54 + (from + i) / 1e4, lng: 9, time: `t${from + i}` }));

/** A fake server that dedupes by sequence like the tracking service, and a network that can be down. */
const fakeServer = () => {
  const stored: QueuedChunk[] = [];
  const server = {
    online: true,
    calls: 0,
    stored,
    send: async (chunk: QueuedChunk): Promise<SendOutcome> => {
      server.calls += 1;
      if (!server.online) return 'retry';
      const last = stored.filter((c) => c.trackingId === chunk.trackingId).at(-1);
      if (!last || chunk.sequence > last.sequence) stored.push(chunk);
      return 'sent';
    },
  };
  return server;
};

describe('chunk queue (issue 12 point 6: offline points sent later, in order, without duplicates)', () => {
  it('keeps chunks while offline and sends them in order once online', async () => {
    const storage = memoryStorage();
    const queue = createChunkQueue(storage);
    const server = fakeServer();
    server.online = false;
    queue.enqueue('t1', 'o1', points(5));
    expect(await queue.drain(server.send)).toBe(1);
    queue.enqueue('t1', 'o1', points(5, 5));
    expect(await queue.drain(server.send)).toBe(2);
    server.online = true;
    expect(await queue.drain(server.send)).toBe(0);
    expect(server.stored.map((chunk) => chunk.sequence)).toEqual([1, 2]);
    expect(server.stored.flatMap((chunk) => chunk.points)).toEqual(points(10));
  });

  it('survives a restart of the app: the queue and the sequence counter are in device storage', async () => {
    const storage = memoryStorage();
    createChunkQueue(storage).enqueue('t1', null, points(5));
    const server = fakeServer();
    const reopened = createChunkQueue(storage);
    await reopened.drain(server.send);
    reopened.enqueue('t1', null, points(5, 5));
    await createChunkQueue(storage).drain(server.send);
    expect(server.stored.map((chunk) => chunk.sequence)).toEqual([1, 2]);
  });

  it('sends nothing twice when two drains start at once', async () => {
    const queue = createChunkQueue(memoryStorage());
    const server = fakeServer();
    queue.enqueue('t1', null, points(5));
    queue.enqueue('t1', null, points(5, 5));
    await Promise.all([queue.drain(server.send), queue.drain(server.send)]);
    expect(server.calls).toBe(2);
    expect(queue.pending()).toEqual([]);
  });

  it('splits more than 200 points into chunks of at most 200, each with its own sequence', () => {
    const queue = createChunkQueue(memoryStorage());
    queue.enqueue('t1', null, points(450));
    expect(queue.pending().map((chunk) => [chunk.sequence, chunk.points.length])).toEqual([
      [1, 200],
      [2, 200],
      [3, 50],
    ]);
  });

  it('drops a chunk the server refuses for good and goes on with the next', async () => {
    const queue = createChunkQueue(memoryStorage());
    queue.enqueue('gone', null, points(5));
    queue.enqueue('t1', null, points(5));
    const sent: string[] = [];
    await queue.drain(async (chunk) => {
      sent.push(chunk.trackingId);
      return chunk.trackingId === 'gone' ? outcomeOfFailure(404) : 'sent';
    });
    expect(sent).toEqual(['gone', 't1']);
    expect(queue.pending()).toEqual([]);
    expect([409, 500, 503, 0].map(outcomeOfFailure)).toEqual(['retry', 'retry', 'retry', 'retry']);
  });

  it('starts empty on unreadable storage', () => {
    const storage = memoryStorage();
    storage.write('lohnwerk.tracking.queue', '{"chunks": 3}');
    expect(createChunkQueue(storage).pending()).toEqual([]);
  });
});
