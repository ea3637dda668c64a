import { describe, expect, it } from 'vitest';
import { isResetValid, RESET_VALIDITY_SECONDS, resetExpiry, resetLink, resetMail } from './password-reset';

describe('password reset rules', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  it('is valid for one hour and then no longer', () => {
    const expiry = resetExpiry(now);
    expect(isResetValid(expiry, now)).toBe(true);
    expect(isResetValid(expiry, new Date(now.getTime() + (RESET_VALIDITY_SECONDS - 1) * 1000))).toBe(true);
    expect(isResetValid(expiry, new Date(now.getTime() + RESET_VALIDITY_SECONDS * 1000))).toBe(false);
    expect(isResetValid(undefined, now)).toBe(false);
    expect(expiry.ttl).toBeGreaterThan(expiry.expiresAt);
  });

  it('builds a German mail with the link to the reset page', () => {
    const link = resetLink('https://app.example/', 'a+b/c');
    expect(link).toBe('https://app.example/passwort-zuruecksetzen?token=a%2Bb%2Fc');
    const mail = resetMail(link);
    expect(mail.subject).toContain('Passwort zurücksetzen');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
  });
});
