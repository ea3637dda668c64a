import { describe, expect, it } from 'vitest';
import { clientOf, rateWindow } from './rate-limit';

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

describe('the client a limit counts', () => {
  it('is the IPv4 address, or the /64 network of an IPv6 address however it is written', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('2001:db8:0:12::1')).toBe('2001:db8:0:12::/64');
    expect(clientOf('2001:0DB8:0000:0012:ffff:1:2:3')).toBe('2001:db8:0:12::/64');
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf(undefined)).toBe('unknown');
  });
});
