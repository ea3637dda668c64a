import { describe, expect, it } from 'vitest';
import { shouldSaveLocation } from './employee-location';

const at = (seconds: number, lat = 54.47, lng = 9.05) => ({
  lat,
  lng,
  timestamp: new Date(Date.UTC(2026, 0, 5, 8, 0, seconds)).toISOString(),
});

describe('shouldSaveLocation (application.md §9: more than 10 s passed and the position changed)', () => {
  it('saves the first location', () => {
    expect(shouldSaveLocation(undefined, at(0))).toBe(true);
  });

  it('saves a moved position after more than 10 s', () => {
    expect(shouldSaveLocation(at(0), at(11, 54.48))).toBe(true);
  });

  it('does not save after exactly 10 s, however far it moved', () => {
    expect(shouldSaveLocation(at(0), at(10, 54.48))).toBe(false);
  });

  it('does not save the same position, however long after', () => {
    expect(shouldSaveLocation(at(0), at(600))).toBe(false);
  });

  it('saves a change of longitude alone', () => {
    expect(shouldSaveLocation(at(0), at(20, 54.47, 9.06))).toBe(true);
  });

  it('never replaces a newer location with an older fix', () => {
    expect(shouldSaveLocation(at(30), at(0, 54.48))).toBe(false);
  });
});
