import { TRACKING } from '../../../schemas/tracking';

/**
 * The order-tracking recorder of application.md §9, as pure steps on a state so a test drives it with a
 * fake clock: fixes less accurate than 100 m are ignored; collected fixes are averaged into one point
 * once 4 are there and more than 5 s passed since the first of them; averaged points wait until 5 are
 * pending and at least 30 s passed since the last flush, then leave as one chunk.
 */
export type Fix = { lat: number; lng: number; accuracy: number; timestamp: number };
export type RecordedPoint = { lat: number; lng: number; time: string };

export type RecorderState = {
  /** Fixes collected for the next averaged point. */
  collected: readonly Fix[];
  /** Averaged points not flushed yet. */
  pending: readonly RecordedPoint[];
  /** When the last flush happened (the recording's start before the first). */
  lastFlushAt: number;
};

export const startRecorder = (now: number): RecorderState => ({ collected: [], pending: [], lastFlushAt: now });

/** Coordinates as the server keeps them: whole 1e-7 degrees (schemas/validation.ts). */
const roundCoordinate = (value: number) => Math.round(value * 1e7) / 1e7 + 0;

const average = (fixes: readonly Fix[]): RecordedPoint => {
  const mean = (pick: (fix: Fix) => number) => fixes.reduce((sum, fix) => sum + pick(fix), 0) / fixes.length;
  const last = fixes[fixes.length - 1]?.timestamp ?? 0;
  return {
    lat: roundCoordinate(mean((f) => f.lat)),
    lng: roundCoordinate(mean((f) => f.lng)),
    time: new Date(last).toISOString(),
  };
};

/** Takes one fix from the device; an inaccurate one changes nothing. */
export const addFix = (state: RecorderState, fix: Fix): RecorderState => {
  if (!(fix.accuracy <= TRACKING.maxAccuracy)) return state;
  const collected = [...state.collected, fix];
  const first = collected[0]?.timestamp ?? fix.timestamp;
  if (collected.length >= TRACKING.averageAfterPoints && fix.timestamp - first > TRACKING.averageAfterMs) {
    return { ...state, collected: [], pending: [...state.pending, average(collected)] };
  }
  return { ...state, collected };
};

/** The points to send now and the state after, or no points while §9's flush rule says wait. */
export const flush = (state: RecorderState, now: number): { points: RecordedPoint[]; state: RecorderState } => {
  const due = state.pending.length >= TRACKING.flushAtEntries && now - state.lastFlushAt >= TRACKING.flushAfterMs;
  if (!due) return { points: [], state };
  return { points: [...state.pending], state: { ...state, pending: [], lastFlushAt: now } };
};

/** When the activity ends: whatever is pending leaves, however few (the last averaged points included). */
export const flushAll = (state: RecorderState, now: number): { points: RecordedPoint[]; state: RecorderState } => {
  const rest = state.collected.length > 0 ? [average(state.collected)] : [];
  return { points: [...state.pending, ...rest], state: { collected: [], pending: [], lastFlushAt: now } };
};

/** The watch options of §9 for navigator.geolocation.watchPosition. */
export const watchOptions: PositionOptions = { ...TRACKING.watchOptions };

/**
 * §4 'Tracking runs only while the current activity is an internal or order activity whose preset purpose
 * is not pause'.
 */
export const shouldTrack = (activity: { type: 'order' | 'internal' } | null, presetPurpose: string | null) =>
  activity !== null && presetPurpose !== 'PAUSE';
