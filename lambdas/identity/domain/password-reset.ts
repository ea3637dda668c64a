import { getUnixTime } from 'date-fns';
import { secondsInDay, secondsInHour } from 'date-fns/constants';

/** Pure rules of the password-reset flow; the token itself is made and hashed by the store. */
export const RESET_VALIDITY_SECONDS = secondsInHour;

export const resetExpiry = (now: Date): { expiresAt: number; ttl: number } => {
  const expiresAt = getUnixTime(now) + RESET_VALIDITY_SECONDS;
  // TTL deletion is lazy (up to days), so expiry is checked on use; TTL only tidies up.
  return { expiresAt, ttl: expiresAt + secondsInDay };
};

/** Reset mails per address and hour; more are refused (429) so nobody can flood an inbox. */
export const MAX_RESET_REQUESTS_PER_HOUR = 5;

export const isResetValid = (reset: { expiresAt: number } | undefined, now: Date): boolean =>
  reset !== undefined && reset.expiresAt > getUnixTime(now);

export const resetLink = (appUrl: string, token: string): string =>
  `${appUrl.replace(/\/$/, '')}/passwort-zuruecksetzen?token=${encodeURIComponent(token)}`;

/** The German reset mail. */
export const resetMail = (link: string): { subject: string; text: string; html: string } => ({
  subject: 'Passwort zurücksetzen – Lohnwerk',
  text: [
    'Hallo,',
    '',
    'du hast ein neues Passwort für Lohnwerk angefordert. Über diesen Link kannst du es vergeben:',
    link,
    '',
    'Der Link ist eine Stunde gültig. Wenn du kein neues Passwort angefordert hast, ignoriere diese Mail einfach.',
    '',
    'Dein Lohnwerk-Team',
  ].join('\n'),
  html: `<p>Hallo,</p><p>du hast ein neues Passwort für Lohnwerk angefordert. Über diesen Link kannst du es vergeben:</p><p><a href="${link}">Neues Passwort vergeben</a></p><p>Der Link ist eine Stunde gültig. Wenn du kein neues Passwort angefordert hast, ignoriere diese Mail einfach.</p><p>Dein Lohnwerk-Team</p>`,
});
