import { describe, expect, it } from 'vitest';
import { shareStatus } from '../../../schemas/share-links';
import { fitLogLine } from '../log-redaction';
import {
  hashShareToken,
  newShareLink,
  newShareToken,
  requireOpenShareLink,
  revokedShareLink,
  shareExpiresAt,
} from './share-link';

const created = new Date('2026-03-01T10:00:00.000Z');
const link = newShareLink(
  { kind: 'mapStructures', label: 'Felder', subject: { any: 'thing' }, expiresAt: shareExpiresAt(null, created) },
  { id: 'share-1', companyId: 'company-1', now: created, createdBy: 'user-1', createdByName: 'Anna Hansen' },
);
const at = (iso: string) => new Date(iso);

describe('a share link', () => {
  it('holds to the end of the chosen German day; without one 30 days', () => {
    // 30 days after the 1st of March: the 31st, which ends at midnight German summer time (UTC+2).
    expect(link.expiresAt).toBe('2026-03-31T22:00:00.000Z');
    expect(shareExpiresAt('2026-03-02', created)).toBe('2026-03-02T23:00:00.000Z');
    expect(shareExpiresAt('2027-03-01', created)).toBe('2027-03-01T23:00:00.000Z');
    expect(link.revokedAt).toBeNull();
  });

  it('is refused at validUntil for today, a past day or more than a year ahead', () => {
    for (const day of ['2026-03-01', '2026-02-01', '2027-03-02']) {
      expect(() => shareExpiresAt(day, created)).toThrow(
        expect.objectContaining({ code: 'LW_400_01_0001', issues: [expect.objectContaining({ path: 'validUntil' })] }),
      );
    }
  });

  it('is active until its expiry, expired from then on, revoked once withdrawn whatever its date', () => {
    expect(shareStatus(link, at('2026-03-31T21:59:59.999Z'))).toBe('active');
    expect(shareStatus(link, at('2026-03-31T22:00:00.000Z'))).toBe('expired');
    const revoked = revokedShareLink(link, at('2026-03-02T08:00:00.000Z'));
    expect(shareStatus(revoked, at('2026-03-02T08:00:00.000Z'))).toBe('revoked');
    expect(shareStatus(revoked, at('2026-04-30T00:00:00.000Z'))).toBe('revoked');
  });

  it('keeps the first revocation when revoked again', () => {
    const first = revokedShareLink(link, at('2026-03-02T08:00:00.000Z'));
    expect(revokedShareLink(first, at('2026-03-05T08:00:00.000Z'))).toBe(first);
  });

  it('opens only while active; unknown, expired and revoked answer the same 404', () => {
    expect(requireOpenShareLink(link, at('2026-03-10T00:00:00.000Z'))).toBe(link);
    const dead = [
      () => requireOpenShareLink(undefined, created),
      () => requireOpenShareLink(link, at('2026-04-01T00:00:00.000Z')),
      () => requireOpenShareLink(revokedShareLink(link, created), created),
    ];
    for (const open of dead) expect(open).toThrow(expect.objectContaining({ code: 'LW_404_33_0001', status: 404 }));
  });
});

describe('a share token', () => {
  it('is 32 random bytes in base64url, a new one each time', () => {
    const token = newShareToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newShareToken()).not.toBe(token);
  });

  it('is stored as its SHA-256 in hex, never as itself', () => {
    expect(hashShareToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = newShareToken();
    expect(hashShareToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashShareToken(token)).not.toContain(token);
  });
});

describe('a share token in a log line', () => {
  it('is redacted wherever a path parameter or a query would carry it', () => {
    const token = newShareToken();
    const line = fitLogLine({ message: 'request', pathParameters: { token }, query: `token=${token}` });
    expect(JSON.stringify(line)).not.toContain(token);
  });
});
