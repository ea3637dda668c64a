import * as z from 'zod';
import type { TActivityPreset } from '../../../schemas/api/company';
import type { TCurrentActivity } from '../../../schemas/masterdata/people-and-machines';
import { TRACKING } from '../../../schemas/tracking';
import { shouldTrack } from './recorder';
import type { GeolocationPort } from './track-session';

/**
 * When the driver's GPS track is recorded (issue 12 point 6, application.md §4 'Tracking'): while the
 * signed-in person may record and runs an order or internal activity whose preset is not a pause. The
 * decision and the start/stop bookkeeping are plain functions so a test drives them with fakes.
 */

/** What a tracking is created for (POST /tracking/trackings): the order run, or the internal work's time tracking. */
export type TrackingFor = { orderId: string | null; orderRunId: string | null; timeTrackingId: string | null };
/** `key` names the activity: a new key is a new activity, so a new tracking. */
export type TrackingTarget = { key: string; body: TrackingFor };

type Presets = {
  internal: readonly Pick<TActivityPreset, 'id' | 'purpose'>[];
  order: readonly Pick<TActivityPreset, 'id' | 'purpose'>[];
};

/**
 * The tracking the running activity needs, or null when nothing is to be recorded. Without the company's
 * presets yet it waits (null): a pause must never be recorded, not even for a moment.
 */
export const trackingTarget = (
  canRecord: boolean,
  activity: TCurrentActivity,
  presets: Presets | undefined,
): TrackingTarget | null => {
  if (!canRecord || !activity || !presets) return null;
  const presetId = activity.type === 'order' ? activity.orderActivityPresetId : activity.internalActivityPresetId;
  const preset = (activity.type === 'order' ? presets.order : presets.internal).find((p) => p.id === presetId);
  if (!shouldTrack(activity, preset?.purpose ?? null)) return null;
  if (activity.type === 'internal') {
    if (!activity.timeTrackingId) return null;
    return {
      key: `internal:${activity.timeTrackingId}`,
      body: { orderId: null, orderRunId: null, timeTrackingId: activity.timeTrackingId },
    };
  }
  if (!activity.orderId) return null;
  const orderRunId = activity.orderRunId ?? null;
  return {
    key: `order:${activity.orderId}:${orderRunId ?? ''}:${activity.startedAt ?? ''}`,
    body: { orderId: activity.orderId, orderRunId, timeTrackingId: null },
  };
};

export type RunningSession = { sendNow: () => Promise<unknown>; stop: () => Promise<unknown> };
/** Which tracking the current activity records into, kept on the device so a reload continues it. */
export const ZRememberedTracking = z.object({ key: z.string(), trackingId: z.string() });
export type RememberedTracking = z.infer<typeof ZRememberedTracking>;
export const CURRENT_TRACKING_KEY = 'lohnwerk.tracking.current';

export type ActivityTrackerDeps = {
  createTracking: (body: TrackingFor) => Promise<{ id: string }>;
  startSession: (trackingId: string, orderId: string | null) => RunningSession;
  remembered: { read: () => RememberedTracking | null; write: (value: RememberedTracking | null) => void };
  logError: (error: unknown) => void;
};

/**
 * Follows the target: a new one creates its tracking (or continues the remembered one) and starts a
 * session; an ended or changed one stops its session, which sends what is left. A target that ends while
 * its tracking is still being created never starts a session.
 */
export const createActivityTracker = (deps: ActivityTrackerDeps) => {
  type Entry = { key: string; session: Promise<RunningSession | null> };
  let current: Entry | null = null;

  const open = async (target: TrackingTarget, entry: Entry): Promise<RunningSession | null> => {
    const remembered = deps.remembered.read();
    const trackingId =
      remembered?.key === target.key ? remembered.trackingId : (await deps.createTracking(target.body)).id;
    deps.remembered.write({ key: target.key, trackingId });
    if (current !== entry) return null;
    return deps.startSession(trackingId, target.body.orderId);
  };

  const end = (entry: Entry) =>
    entry.session.then((session) => session?.stop()).catch((error: unknown) => deps.logError(error));

  return {
    /** Called with every new decision; the same key again changes nothing. */
    follow: (target: TrackingTarget | null): Promise<unknown> => {
      if ((current?.key ?? null) === (target?.key ?? null)) return Promise.resolve();
      const previous = current;
      current = null;
      if (previous) deps.remembered.write(null);
      if (target) {
        // current first: open checks it to learn whether the target is still wanted when it got its id.
        const entry: Entry = { key: target.key, session: Promise.resolve(null) };
        current = entry;
        entry.session = open(target, entry).catch((error: unknown) => {
          deps.logError(error);
          return null;
        });
      }
      return previous ? end(previous) : Promise.resolve();
    },
    /** Sends the running session's points recorded so far (none running: nothing to send). */
    sendNow: (): Promise<unknown> =>
      current ? current.session.then((session) => session?.sendNow()).catch(deps.logError) : Promise.resolve(),
    /** The app goes away (unmount) with the activity still running: stop, but remember the tracking. */
    close: (): Promise<unknown> => {
      const previous = current;
      current = null;
      return previous ? end(previous) : Promise.resolve();
    },
  };
};

/** Hands every position the session sees to `onPosition` too (the employee location uses the same fixes). */
export const tapPositions = (port: GeolocationPort, onPosition: (position: GeolocationPosition) => void) => ({
  watchPosition: (success: PositionCallback, error?: PositionErrorCallback | null, options?: PositionOptions) =>
    port.watchPosition(
      (position) => {
        success(position);
        onPosition(position);
      },
      error,
      options,
    ),
  clearWatch: (id: number) => port.clearWatch(id),
});

/**
 * Sends the employee location from the fixes, at most every 10 s (§9; the server also checks the position
 * changed). Inaccurate fixes are not sent, as the recorder ignores them.
 */
export const createLocationReporter = (
  send: (location: { lat: number; lng: number; timestamp: string }) => unknown,
) => {
  let lastSentAt: number | null = null;
  return (position: GeolocationPosition) => {
    const { latitude, longitude, accuracy } = position.coords;
    if (!(accuracy <= TRACKING.maxAccuracy)) return;
    if (lastSentAt !== null && position.timestamp - lastSentAt <= TRACKING.locationMinIntervalMs) return;
    lastSentAt = position.timestamp;
    send({ lat: latitude, lng: longitude, timestamp: new Date(position.timestamp).toISOString() });
  };
};
