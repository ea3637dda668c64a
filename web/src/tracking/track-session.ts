import type { createChunkQueue, QueuedChunk, SendOutcome } from './chunk-queue';
import { addFix, flush, flushAll, startRecorder, watchOptions } from './recorder';

/** The part of navigator.geolocation a session uses; a test passes a fake device. */
export type GeolocationPort = Pick<Geolocation, 'watchPosition' | 'clearWatch'>;

export type TrackSessionDeps = {
  geolocation: GeolocationPort;
  now: () => number;
  queue: ReturnType<typeof createChunkQueue>;
  send: (chunk: QueuedChunk) => Promise<SendOutcome>;
  trackingId: string;
  orderId: string | null;
  /** §8 'Other geolocation errors are logged'. */
  logError: (error: GeolocationPositionError) => void;
};

/**
 * Records one tracking while its activity runs: device fixes go through the §9 recorder, each flush is
 * queued and the queue drained (offline chunks wait there for the next drain). `sendNow` sends what is
 * recorded so far and records on, `stop` sends the rest.
 * Starting it for the driver's running non-pause activity (shouldTrack) is the wiring still to come.
 */
export const startTrackSession = ({
  geolocation,
  now,
  queue,
  send,
  trackingId,
  orderId,
  logError,
}: TrackSessionDeps) => {
  let state = startRecorder(now());
  const queueAndSend = (points: ReturnType<typeof flush>['points']) => {
    if (points.length > 0) queue.enqueue(trackingId, orderId, points);
    return queue.drain(send);
  };
  const watchId = geolocation.watchPosition(
    (position) => {
      const { latitude, longitude, accuracy } = position.coords;
      state = addFix(state, { lat: latitude, lng: longitude, accuracy, timestamp: position.timestamp });
      const flushed = flush(state, now());
      state = flushed.state;
      if (flushed.points.length > 0) void queueAndSend(flushed.points);
    },
    logError,
    watchOptions,
  );
  return {
    /**
     * Sends what is recorded so far and goes on recording: the stop wizard asks for the covered area
     * from the track on the server, which must not miss the last minutes still on the phone.
     */
    sendNow: () => {
      const rest = flushAll(state, now());
      state = rest.state;
      return queueAndSend(rest.points);
    },
    stop: () => {
      geolocation.clearWatch(watchId);
      const rest = flushAll(state, now());
      state = rest.state;
      return queueAndSend(rest.points);
    },
  };
};
