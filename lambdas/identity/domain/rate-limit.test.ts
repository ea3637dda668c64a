import { describe, expect, it } from 'vitest';
import { rateWindow } from './rate-limit';

describe('rate windows', () => {
  it('counts requests per clock hour and keeps the counter a little longer', () => {
    const a = rateWindow(new Date('2026-11-21T10:00:00Z'));
    const b = rateWindow(new Date('2026-11-21T10:59:59Z'));
    const c = rateWindow(new Date('2026-11-21T11:00:00Z'));
    expect(a.window).toBe(b.window);
    expect(c.window).not.toBe(a.window);
    expect(a.ttl).toBeGreaterThan(Number(a.window) + 3600);
  });
});
