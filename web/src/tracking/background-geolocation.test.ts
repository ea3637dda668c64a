import type { CallbackError, Location, StartOptions } from '@capgo/background-geolocation';
import { describe, expect, it } from 'vitest';
import {
  type BackgroundGeolocationPort,
  backgroundGeolocation,
  positionOf,
  replacedMessage,
} from './background-geolocation';
import { recordingSession } from './session-fakes.test-kit';

const T0 = Date.UTC(2026, 0, 5, 8, 0, 0);
const notice = { title: 'Lohnwerk zeichnet deine Strecke auf', message: 'Im Hintergrund' };

type Listener = (location?: Location, error?: CallbackError) => void;

/**
 * The plugin as the phone runs it: ONE listener; a start while one listens fails with 'ALREADY_STARTED'
 * (as the native side does), stop releases it. The test moves the phone, fails it, or holds starts back.
 */
const fakePlugin = () => {
  let listener: Listener | undefined;
  const calls: string[] = [];
  const options: StartOptions[] = [];
  let holdStarts = false;
  const heldStarts: (() => void)[] = [];
  const port: BackgroundGeolocationPort = {
    start: async (startOptions, callback) => {
      calls.push('start');
      options.push(startOptions);
      if (listener)
        return callback(undefined, Object.assign(new Error('already started'), { code: 'ALREADY_STARTED' }));
      listener = callback;
      if (holdStarts) await new Promise<void>((resolve) => heldStarts.push(resolve));
    },
    stop: async () => {
      calls.push('stop');
      listener = undefined;
    },
  };
  const location = (latitude: number, seconds: number, accuracy = 8): Location => ({
    latitude,
    longitude: 9.07,
    accuracy,
    altitude: null,
    altitudeAccuracy: null,
    simulated: false,
    bearing: null,
    speed: null,
    time: T0 + seconds * 1000,
  });
  return {
    port,
    calls,
    options,
    listening: () => listener !== undefined,
    holdStarts: () => {
      holdStarts = true;
    },
    releaseStarts: () => {
      for (const release of heldStarts.splice(0)) release();
    },
    moveTo: (latitude: number, seconds: number, accuracy?: number) => listener?.(location(latitude, seconds, accuracy)),
    fail: (code: string | undefined) =>
      listener?.(undefined, Object.assign(new Error('location failed'), code === undefined ? {} : { code })),
  };
};

/** Lets the plugin's promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const adapter = (plugin: ReturnType<typeof fakePlugin>, onNotAuthorized = () => {}) =>
  backgroundGeolocation({ plugin: async () => plugin.port, notice, onNotAuthorized, now: () => T0 });

describe('background location on the phone (fake plugin)', () => {
  it('starts in the background with distance filter 5, German notice texts and the permission asked', async () => {
    const plugin = fakePlugin();
    adapter(plugin).watchPosition(() => {});
    await settle();
    expect(plugin.options).toEqual([
      {
        backgroundTitle: 'Lohnwerk zeichnet deine Strecke auf',
        backgroundMessage: 'Im Hintergrund',
        requestPermissions: true,
        stale: false,
        distanceFilter: 5,
      },
    ]);
    // A listener left from before (a reloaded WebView) is stopped first.
    expect(plugin.calls).toEqual(['stop', 'start']);
    expect(plugin.listening()).toBe(true);
  });

  it('feeds the same §9 recorder as the browser: a chunk after 30 s, the rest on stop, the plugin stopped', async () => {
    const plugin = fakePlugin();
    let clock = T0;
    const { session, sent } = recordingSession(adapter(plugin), () => clock);
    await settle();
    for (let second = 0; second <= 42; second += 1.5) {
      clock = T0 + second * 1000;
      // The inaccurate fix at 3 s is ignored, as in the browser.
      plugin.moveTo(54.48 + second / 1e4, second, second === 3 ? 500 : 8);
    }
    await settle();
    expect(sent.map((chunk) => [chunk.sequence, chunk.points.length])).toEqual([[1, 5]]);
    expect(sent[0]?.points[0]?.time).toBe(new Date(T0 + 6_000).toISOString());
    await session.stop();
    await settle();
    expect(sent.map((chunk) => chunk.sequence)).toEqual([1, 2]);
    expect(plugin.calls).toEqual(['stop', 'start', 'stop']);
    expect(plugin.listening()).toBe(false);
  });

  it('never starts a watch cleared before the plugin was loaded', async () => {
    const plugin = fakePlugin();
    const port = adapter(plugin);
    port.clearWatch(port.watchPosition(() => {}));
    await settle();
    expect(plugin.calls).not.toContain('start');
    expect(plugin.listening()).toBe(false);
  });

  it('stops a watch cleared while its start is under way once the start is done, and hands on nothing after the clear', async () => {
    const plugin = fakePlugin();
    plugin.holdStarts();
    const seen: number[] = [];
    const port = adapter(plugin);
    const id = port.watchPosition((position) => seen.push(position.coords.latitude));
    await settle();
    plugin.moveTo(54.5, 1);
    port.clearWatch(id);
    plugin.moveTo(54.6, 2);
    await settle();
    expect(plugin.calls).toEqual(['stop', 'start']);
    plugin.releaseStarts();
    await settle();
    expect(plugin.calls).toEqual(['stop', 'start', 'stop']);
    expect(plugin.listening()).toBe(false);
    expect(seen).toEqual([54.5]);
  });

  it('lets the newest watch win: the older one is stopped first, hands on nothing more and logs why', async () => {
    const plugin = fakePlugin();
    const port = adapter(plugin);
    const first: number[] = [];
    const firstErrors: string[] = [];
    const second: number[] = [];
    const secondErrors: string[] = [];
    const firstId = port.watchPosition(
      (position) => first.push(position.coords.latitude),
      (error) => firstErrors.push(error.message),
    );
    await settle();
    plugin.moveTo(54.1, 1);
    port.watchPosition(
      (position) => second.push(position.coords.latitude),
      (error) => secondErrors.push(error.message),
    );
    await settle();
    plugin.moveTo(54.2, 2);
    // Clearing the replaced watch late leaves the newer one listening.
    port.clearWatch(firstId);
    await settle();
    plugin.moveTo(54.3, 3);
    expect(plugin.calls).toEqual(['stop', 'start', 'stop', 'start']);
    expect(first).toEqual([54.1]);
    expect(firstErrors).toEqual([replacedMessage]);
    expect(second).toEqual([54.2, 54.3]);
    expect(secondErrors).toEqual([]);
  });

  it('starts a second watch made before the first one started only once (no ALREADY_STARTED)', async () => {
    const plugin = fakePlugin();
    const port = adapter(plugin);
    const errors: string[] = [];
    port.watchPosition(() => {});
    port.watchPosition(
      () => {},
      (error) => errors.push(error.message),
    );
    await settle();
    expect(plugin.calls.filter((call) => call === 'start')).toHaveLength(1);
    expect(errors).toEqual([]);
    expect(plugin.listening()).toBe(true);
  });

  it("asks for the settings on 'NOT_AUTHORIZED' and reports other failures as position errors", async () => {
    const plugin = fakePlugin();
    let asked = 0;
    const errors: GeolocationPositionError[] = [];
    adapter(plugin, () => asked++).watchPosition(
      () => {},
      (error) => errors.push(error),
    );
    await settle();
    plugin.fail('NOT_AUTHORIZED');
    expect(asked).toBe(1);
    expect(errors).toEqual([]);
    plugin.fail(undefined);
    expect(asked).toBe(1);
    expect(errors.map((error) => [error.code, error.message])).toEqual([[2, 'Error: location failed']]);
  });

  it('reports a plugin that cannot be loaded as a position error', async () => {
    const errors: string[] = [];
    backgroundGeolocation({
      plugin: () => Promise.reject(new Error('not implemented on web')),
      notice,
      onNotAuthorized: () => {},
      now: () => T0,
    }).watchPosition(
      () => {},
      (error) => errors.push(error.message),
    );
    await settle();
    expect(errors).toEqual(['Error: not implemented on web']);
  });

  it("takes the fix's own time, or the time it arrived when the plugin gives none", () => {
    const location: Location = {
      latitude: 54.1,
      longitude: 9.2,
      accuracy: 12,
      altitude: 20,
      altitudeAccuracy: 3,
      simulated: false,
      bearing: 90,
      speed: 2,
      time: null,
    };
    const position = positionOf(location, T0);
    expect(position.timestamp).toBe(T0);
    expect(position.coords).toMatchObject({ latitude: 54.1, longitude: 9.2, accuracy: 12, heading: 90, speed: 2 });
    expect(positionOf({ ...location, time: T0 - 500 }, T0).timestamp).toBe(T0 - 500);
  });
});
