import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerPendingPointsSender, sendPendingPoints } from './pending-points';

describe('pending track points sent on request', () => {
  afterEach(() => vi.useRealTimers());

  it('does nothing when no tracking runs', async () => {
    await expect(sendPendingPoints()).resolves.toBeUndefined();
  });

  it('sends through the registered tracking and forgets it when taken back', async () => {
    const send = vi.fn(async () => 'sent');
    const takeBack = registerPendingPointsSender(send);
    await sendPendingPoints();
    expect(send).toHaveBeenCalledTimes(1);
    takeBack();
    await sendPendingPoints();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('waits at most its limit for a phone without network, and a failed send is no failure', async () => {
    vi.useFakeTimers();
    const takeBack = registerPendingPointsSender(() => new Promise(() => {}));
    const asked = sendPendingPoints(3000);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(asked).resolves.toBeUndefined();
    takeBack();
    const failing = registerPendingPointsSender(() => Promise.reject(new Error('offline')));
    await expect(sendPendingPoints()).resolves.toBeUndefined();
    failing();
  });
});
