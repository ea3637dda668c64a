import { describe, expect, it } from 'vitest';
import { recordingSession } from './session-fakes.test-kit';
import type { GeolocationPort } from './track-session';

const T0 = Date.UTC(2026, 0, 5, 8, 0, 0);

/** A fake device that the test moves: it calls the watcher with positions at the fake clock's time. */
const fakeDevice = () => {
  let watcher: PositionCallback | undefined;
  const device = {
    options: undefined as PositionOptions | undefined,
    cleared: false,
    clock: T0,
    port: {
      watchPosition: (success: PositionCallback, _error?: PositionErrorCallback | null, options?: PositionOptions) => {
        watcher = success;
        device.options = options;
        return 7;
      },
      clearWatch: (id: number) => {
        device.cleared = id === 7;
      },
    } satisfies GeolocationPort,
    moveTo: (lat: number, accuracy: number, seconds: number) => {
      device.clock = T0 + seconds * 1000;
      const toJSON = () => ({});
      const coords = {
        latitude: lat,
        longitude: 9.07,
        accuracy,
        altitude: null,
        altitudeAccuracy: null,
        heading: null,
        speed: null,
        toJSON,
      };
      watcher?.({ coords, timestamp: device.clock, toJSON });
    },
  };
  return device;
};

describe('track session (fake device, fake clock)', () => {
  it('watches with the §9 options, queues a chunk every 30 s and sends the rest on stop', async () => {
    const device = fakeDevice();
    const { session, sent } = recordingSession(device.port, () => device.clock);
    expect(device.options).toEqual({ timeout: 10_000, maximumAge: 1_000, enableHighAccuracy: true });
    for (let second = 0; second <= 42; second += 1.5)
      device.moveTo(54.48 + second / 1e4, second === 3 ? 500 : 8, second);
    await Promise.resolve();
    expect(sent.map((chunk) => [chunk.sequence, chunk.points.length])).toEqual([[1, 5]]);
    await session.stop();
    expect(device.cleared).toBe(true);
    expect(sent.map((chunk) => chunk.sequence)).toEqual([1, 2]);
    expect(sent.every((chunk) => chunk.trackingId === 't1' && chunk.orderId === 'o1')).toBe(true);
  });

  it('sends what is recorded so far on request and goes on recording', async () => {
    const device = fakeDevice();
    const { session, sent } = recordingSession(device.port, () => device.clock);
    // Eight seconds of fixes: one averaged point and a few collected ones, nothing due for the 30 s flush yet.
    for (let second = 0; second <= 8; second += 1.5) device.moveTo(54.48 + second / 1e4, 8, second);
    await Promise.resolve();
    expect(sent).toEqual([]);
    await session.sendNow();
    expect(sent.map((chunk) => [chunk.sequence, chunk.points.length])).toEqual([[1, 2]]);
    expect(device.cleared).toBe(false);
    // The watch goes on: later fixes leave with the next flush or the stop.
    for (let second = 9; second <= 16; second += 1.5) device.moveTo(54.49 + second / 1e4, 8, second);
    await session.stop();
    expect(sent.map((chunk) => chunk.sequence)).toEqual([1, 2]);
  });
});
