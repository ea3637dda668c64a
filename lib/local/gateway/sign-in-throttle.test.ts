import { describe, expect, it } from 'vitest';
import { createSignInThrottle, lockDurationMs } from './sign-in-throttle';

const clock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe('sign-in throttle (Cognito lockout)', () => {
  it('locks after five failures for one second, doubling up to about 15 minutes', () => {
    expect([4, 5, 6, 7].map(lockDurationMs)).toEqual([0, 1_000, 2_000, 4_000]);
    expect(lockDurationMs(40)).toBe(15 * 60 * 1000);
  });

  it('locks only the user who failed, whatever the case of the user name', () => {
    const time = clock();
    const throttle = createSignInThrottle(time.now);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(throttle.isLocked('chef@hof.de')).toBe(false);
      throttle.recordFailure('chef@hof.de');
    }
    expect(throttle.isLocked('CHEF@hof.de')).toBe(true);
    expect(throttle.isLocked('fahrer@hof.de')).toBe(false);
    time.advance(1_001);
    expect(throttle.isLocked('chef@hof.de')).toBe(false);
  });

  it('ends a streak with a success or after a quiet quarter of an hour', () => {
    const time = clock();
    const throttle = createSignInThrottle(time.now);
    for (let attempt = 0; attempt < 4; attempt += 1) throttle.recordFailure('a@hof.de');
    throttle.recordSuccess('a@hof.de');
    throttle.recordFailure('a@hof.de');
    expect(throttle.isLocked('a@hof.de')).toBe(false);
    for (let attempt = 0; attempt < 3; attempt += 1) throttle.recordFailure('a@hof.de');
    time.advance(16 * 60 * 1000);
    throttle.recordFailure('a@hof.de');
    expect(throttle.isLocked('a@hof.de')).toBe(false);
  });
});
