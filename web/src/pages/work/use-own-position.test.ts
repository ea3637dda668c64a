import { describe, expect, it } from 'vitest';
import { nextOwnPosition } from './use-own-position';

const error = (code: number) => ({ code, PERMISSION_DENIED: 1 as const });

describe("the driver's own position", () => {
  it('is known from a fix', () => {
    const fix = { coords: { latitude: 54.48, longitude: 9.06, accuracy: 8 } };
    expect(nextOwnPosition({ fix })).toEqual({
      kind: 'known',
      position: { lat: 54.48, lng: 9.06 },
      accuracyM: 8,
    });
  });

  it('is denied without location permission, and unavailable on any other error', () => {
    expect(nextOwnPosition({ error: error(1) })).toEqual({ kind: 'denied' });
    expect(nextOwnPosition({ error: error(2) })).toEqual({ kind: 'unavailable' });
    expect(nextOwnPosition({ error: error(3) })).toEqual({ kind: 'unavailable' });
  });
});
