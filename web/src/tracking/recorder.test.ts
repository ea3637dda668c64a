import { describe, expect, it } from 'vitest';
import {
  addFix,
  type Fix,
  flush,
  flushAll,
  type RecorderState,
  shouldTrack,
  startRecorder,
  watchOptions,
} from './recorder';

const T0 = Date.UTC(2026, 0, 5, 8, 0, 0);
const fix = (seconds: number, lat = 54.48, accuracy = 10): Fix => ({
  lat,
  lng: 9.07,
  accuracy,
  timestamp: T0 + seconds * 1000,
});

/** A fake device: fixes every `step` seconds from `from`, fed into the recorder. */
const feed = (state: RecorderState, seconds: number[]) => seconds.reduce((s, at) => addFix(s, fix(at)), state);

describe('recorder (application.md §9 order tracking)', () => {
  it('ignores fixes less accurate than 100 m, keeps exactly 100', () => {
    const state = startRecorder(T0);
    expect(addFix(state, fix(0, 54.48, 100.5))).toBe(state);
    expect(addFix(state, fix(0, 54.48, Number.NaN))).toBe(state);
    expect(addFix(state, fix(0, 54.48, 100)).collected).toHaveLength(1);
  });

  it('averages once 4 fixes are collected and more than 5 s passed, not before', () => {
    const four = feed(startRecorder(T0), [0, 1, 2, 3]);
    expect(four.pending).toEqual([]);
    expect(feed(startRecorder(T0), [0, 1, 2, 5]).pending).toEqual([]);
    const averaged = addFix(feed(startRecorder(T0), [0, 1, 2]), fix(5.1, 54.52));
    expect(averaged.collected).toEqual([]);
    expect(averaged.pending).toEqual([{ lat: 54.49, lng: 9.07, time: new Date(T0 + 5100).toISOString() }]);
  });

  it('waits for more than 5 s even with many fixes', () => {
    const state = feed(startRecorder(T0), [0, 1, 2, 3, 4, 5]);
    expect(state.pending).toEqual([]);
    expect(addFix(state, fix(6)).pending).toHaveLength(1);
  });

  it('flushes at 5 pending points and at least 30 s since the last flush, then waits again', () => {
    // One averaged point per 6 s: after 30 s there are 5.
    let state = startRecorder(T0);
    for (let second = 0; second < 30; second += 1.5) state = addFix(state, fix(second));
    expect(state.pending.length).toBe(4);
    expect(flush(state, T0 + 30_000).points).toEqual([]);
    state = feed(state, [30, 31.5, 33, 34.5, 36]);
    expect(state.pending.length).toBe(5);
    expect(flush(state, T0 + 29_999).points).toEqual([]);
    const flushed = flush(state, T0 + 36_000);
    expect(flushed.points).toHaveLength(5);
    expect(flushed.state.pending).toEqual([]);
    expect(flushed.state.lastFlushAt).toBe(T0 + 36_000);
    const soon = { ...flushed.state, pending: flushed.points };
    expect(flush(soon, T0 + 60_000).points).toEqual([]);
    expect(flush(soon, T0 + 66_000).points).toHaveLength(5);
  });

  it('sends the rest, the collected fixes averaged, when the activity ends', () => {
    const state = { ...feed(startRecorder(T0), [0, 1]), pending: [{ lat: 1, lng: 2, time: 'x' }] };
    expect(flushAll(state, T0 + 2000).points).toHaveLength(2);
  });

  it('watches with the options of §9', () => {
    expect(watchOptions).toEqual({ timeout: 10_000, maximumAge: 1_000, enableHighAccuracy: true });
  });

  it('records only during an order or internal activity whose preset is not a pause (§4)', () => {
    expect(shouldTrack(null, null)).toBe(false);
    expect(shouldTrack({ type: 'internal' }, 'PAUSE')).toBe(false);
    expect(shouldTrack({ type: 'internal' }, 'USE')).toBe(true);
    expect(shouldTrack({ type: 'order' }, null)).toBe(true);
  });
});
