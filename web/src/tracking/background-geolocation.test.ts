import type { CallbackError, Location, WatcherOptions } from '@capacitor-community/background-geolocation';
import { describe, expect, it } from 'vitest';
import { type BackgroundGeolocationPort, backgroundGeolocation, positionOf } from './background-geolocation';
import { recordingSession } from './session-fakes';

const T0 = Date.UTC(2026, 0, 5, 8, 0, 0);
const notice = { title: 'Lohnwerk zeichnet deine Strecke auf', message: 'Im Hintergrund' };

/** The plugin as the phone runs it: watchers get ids asynchronously, the test moves the phone or fails it. */
const fakePlugin = () => {
  const watchers = new Map<string, (location?: Location, error?: CallbackError) => void>();
  const options: WatcherOptions[] = [];
  const removed: string[] = [];
  let lastId = 0;
  const port: BackgroundGeolocationPort = {
    addWatcher: async (watcherOptions, callback) => {
      const id = `watcher-${++lastId}`;
      options.push(watcherOptions);
      watchers.set(id, callback);
      return id;
    },
    removeWatcher: async ({ id }) => {
      removed.push(id);
      watchers.delete(id);
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
    options,
    removed,
    watcherCount: () => watchers.size,
    moveTo: (latitude: number, seconds: number, accuracy?: number) => {
      for (const callback of watchers.values()) callback(location(latitude, seconds, accuracy));
    },
    fail: (code: string | undefined) => {
      const error: CallbackError = Object.assign(new Error('location failed'), code === undefined ? {} : { code });
      for (const callback of watchers.values()) callback(undefined, error);
    },
  };
};

/** Lets the plugin's promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const adapter = (plugin: ReturnType<typeof fakePlugin>, onNotAuthorized = () => {}) =>
  backgroundGeolocation({ plugin: async () => plugin.port, notice, onNotAuthorized, now: () => T0 });

describe('background location on the phone (fake plugin)', () => {
  it('watches in the background with distance filter 5, German notice texts and the permission asked', async () => {
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
  });

  it('feeds the same §9 recorder as the browser: a chunk after 30 s, the rest on stop, the watcher removed', async () => {
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
    expect(plugin.removed).toEqual(['watcher-1']);
  });

  it('removes a watcher stopped before the plugin answered its id, and hands on nothing after the stop', async () => {
    const plugin = fakePlugin();
    const seen: number[] = [];
    const port = adapter(plugin);
    const id = port.watchPosition((position) => seen.push(position.coords.latitude));
    port.clearWatch(id);
    plugin.moveTo(54.5, 1);
    await settle();
    expect(seen).toEqual([]);
    expect(plugin.removed).toEqual(['watcher-1']);
    expect(plugin.watcherCount()).toBe(0);
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
