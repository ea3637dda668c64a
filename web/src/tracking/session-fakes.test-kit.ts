import { createChunkQueue, type QueuedChunk } from './chunk-queue';
import { type GeolocationPort, startTrackSession } from './track-session';

/** Test support: device storage in memory. */
export const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    read: (key: string) => values.get(key) ?? null,
    write: (key: string, value: string) => void values.set(key, value),
  };
};

/** Test support: a track session of tracking 't1' of order 'o1' whose sent chunks the test reads. */
export const recordingSession = (geolocation: GeolocationPort, now: () => number) => {
  const sent: QueuedChunk[] = [];
  const session = startTrackSession({
    geolocation,
    now,
    queue: createChunkQueue(memoryStorage()),
    send: async (chunk) => {
      sent.push(chunk);
      return 'sent';
    },
    trackingId: 't1',
    orderId: 'o1',
    logError: () => {},
  });
  return { session, sent };
};
