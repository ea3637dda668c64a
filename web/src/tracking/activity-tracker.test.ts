import { describe, expect, it } from 'vitest';
import {
  createActivityTracker,
  createLocationReporter,
  type RememberedTracking,
  type TrackingFor,
  trackingTarget,
} from './activity-tracker';

const presets = {
  internal: [
    { id: 'werkstatt', purpose: 'USE' as const },
    { id: 'pause', purpose: 'PAUSE' as const },
  ],
  order: [
    { id: 'fahren', purpose: 'OTHER' as const },
    { id: 'order-pause', purpose: 'PAUSE' as const },
  ],
};
const internal = (presetId: string, timeTrackingId = 'tt1') => ({
  type: 'internal' as const,
  internalActivityPresetId: presetId,
  timeTrackingId,
});

describe('trackingTarget (when the track is recorded)', () => {
  it('records running internal work that is not a pause, into a tracking for its time tracking', () => {
    expect(trackingTarget(true, internal('werkstatt'), presets)).toEqual({
      key: 'internal:tt1',
      body: { orderId: null, orderRunId: null, timeTrackingId: 'tt1' },
    });
    expect(trackingTarget(true, { type: 'order', orderId: 'o1', orderRunId: 'r1' }, presets)?.body).toEqual({
      orderId: 'o1',
      orderRunId: 'r1',
      timeTrackingId: null,
    });
  });

  it('records nothing for a pause, without an activity, without the permission or before the presets loaded', () => {
    expect(trackingTarget(true, internal('pause'), presets)).toBeNull();
    // An order switched to its Pause preset (Meine Aufträge) stops recording by the preset's purpose too.
    const orderIn = (presetId: string) => ({
      type: 'order' as const,
      orderId: 'o1',
      orderRunId: 'r1',
      orderActivityPresetId: presetId,
    });
    expect(trackingTarget(true, orderIn('order-pause'), presets)).toBeNull();
    expect(trackingTarget(true, orderIn('fahren'), presets)).not.toBeNull();
    expect(trackingTarget(true, null, presets)).toBeNull();
    expect(trackingTarget(false, internal('werkstatt'), presets)).toBeNull();
    expect(trackingTarget(true, internal('werkstatt'), undefined)).toBeNull();
  });
});

const fakeDeps = () => {
  const log: string[] = [];
  let stored: RememberedTracking | null = null;
  let nextId = 1;
  const creations: Array<() => void> = [];
  return {
    log,
    stored: () => stored,
    /** Lets the pending creations answer (they wait, like a slow network). */
    answer: () => {
      for (const resolve of creations.splice(0)) resolve();
    },
    deps: {
      createTracking: (body: TrackingFor) =>
        new Promise<{ id: string }>((resolve) => {
          creations.push(() => {
            const id = `trk${nextId++}`;
            log.push(`create ${id} for ${body.timeTrackingId}`);
            resolve({ id });
          });
        }),
      startSession: (trackingId: string) => {
        log.push(`start ${trackingId}`);
        return {
          sendNow: async () => {
            log.push(`send ${trackingId}`);
          },
          stop: async () => {
            log.push(`stop ${trackingId}`);
          },
        };
      },
      remembered: {
        read: () => stored,
        write: (value: RememberedTracking | null) => {
          stored = value;
        },
      },
      logError: (error: unknown) => log.push(`error ${String(error)}`),
    },
  };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('activity tracker (start/stop with fakes)', () => {
  const work = trackingTarget(true, internal('werkstatt'), presets);

  it('creates the tracking and starts a session when work starts, and stops it (once) when the work ends', async () => {
    const fake = fakeDeps();
    const tracker = createActivityTracker(fake.deps);
    void tracker.follow(work);
    void tracker.follow(work);
    fake.answer();
    await settle();
    expect(fake.log).toEqual(['create trk1 for tt1', 'start trk1']);
    expect(fake.stored()).toEqual({ key: 'internal:tt1', trackingId: 'trk1' });
    await tracker.follow(null);
    expect(fake.log).toEqual(['create trk1 for tt1', 'start trk1', 'stop trk1']);
    expect(fake.stored()).toBeNull();
  });

  it('sends the running session’s points on request, and nothing when no work runs', async () => {
    const fake = fakeDeps();
    const tracker = createActivityTracker(fake.deps);
    await tracker.sendNow();
    void tracker.follow(work);
    fake.answer();
    await settle();
    await tracker.sendNow();
    expect(fake.log).toEqual(['create trk1 for tt1', 'start trk1', 'send trk1']);
  });

  it('never starts a session for work that ended while its tracking was being created', async () => {
    const fake = fakeDeps();
    const tracker = createActivityTracker(fake.deps);
    void tracker.follow(work);
    const ended = tracker.follow(null);
    fake.answer();
    await ended;
    await settle();
    expect(fake.log).toEqual(['create trk1 for tt1']);
  });

  it('continues the remembered tracking after a reload instead of creating another', async () => {
    const fake = fakeDeps();
    const first = createActivityTracker(fake.deps);
    void first.follow(work);
    fake.answer();
    await settle();
    await first.close();
    const second = createActivityTracker(fake.deps);
    void second.follow(work);
    await settle();
    expect(fake.log).toEqual(['create trk1 for tt1', 'start trk1', 'stop trk1', 'start trk1']);
  });
});

describe('location reporter', () => {
  const at = (seconds: number, accuracy = 5) => ({
    coords: {
      latitude: 54.5,
      longitude: 9.1,
      accuracy,
      altitude: null,
      altitudeAccuracy: null,
      heading: null,
      speed: null,
      toJSON: () => ({}),
    },
    timestamp: Date.UTC(2026, 0, 5, 8) + seconds * 1000,
    toJSON: () => ({}),
  });

  it('sends the first accurate fix and then at most one every 10 s', () => {
    const sent: string[] = [];
    const report = createLocationReporter((location) => sent.push(location.timestamp));
    for (const [seconds, accuracy] of [
      [0, 500],
      [1, 5],
      [5, 5],
      [11, 5],
      [11.5, 5],
    ] as const)
      report(at(seconds, accuracy));
    expect(sent).toEqual(['2026-01-05T08:00:01.000Z', '2026-01-05T08:00:11.500Z']);
  });
});
