import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../../schemas/errors';
import { germanDayFrom, germanDaysSpan } from '../../../schemas/kernel/calendar';
import {
  SHARE_VALID_DAYS,
  type ShareKind,
  type ShareLink,
  shareLinkMessages,
  shareStatus,
} from '../../../schemas/share-links';

export type { ShareKind, ShareLink };

/**
 * A read-only link with an expiry that the office hands out (map structures now, order progress later):
 * the secret token, its stored hash, the expiry and the revocation. Pure, apart from the random bytes;
 * the kind of link brings what it points at (`subject`).
 */

/** 32 random bytes in base64url: what the link carries. It is shown once and never stored. */
export const newShareToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256, so a leaked table opens no link. */
export const hashShareToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * When a link chosen to hold until the German day `validUntil` expires: that day's end. Tomorrow at the
 * earliest, a year ahead at the latest; no day means SHARE_VALID_DAYS.default days ahead.
 */
export const shareExpiresAt = (validUntil: string | null, now: Date): string => {
  const day = validUntil ?? germanDayFrom(now, SHARE_VALID_DAYS.default);
  if (day < germanDayFrom(now, SHARE_VALID_DAYS.min) || day > germanDayFrom(now, SHARE_VALID_DAYS.max)) {
    throw new AppError('LW_400_01_0001', {
      issues: [{ path: 'validUntil', message: shareLinkMessages.validUntil }],
      detail: 'share link expiry',
    });
  }
  return germanDaysSpan(day, day).end;
};

/** A new link, expiring at `expiresAt` (shareExpiresAt). */
export const newShareLink = <S>(
  input: { kind: ShareKind; label: string; subject: S; expiresAt: string },
  context: { id: string; companyId: string; now: Date; createdBy: string; createdByName: string | null },
): ShareLink<S> => ({
  id: context.id,
  companyId: context.companyId,
  kind: input.kind,
  label: input.label,
  subject: input.subject,
  createdBy: context.createdBy,
  createdByName: context.createdByName,
  createdAt: context.now.toISOString(),
  expiresAt: input.expiresAt,
  revokedAt: null,
});

/** The link withdrawn now; a link already revoked keeps the time it was first revoked. */
export const revokedShareLink = <S>(link: ShareLink<S>, now: Date): ShareLink<S> =>
  link.revokedAt === null ? { ...link, revokedAt: now.toISOString() } : link;

/**
 * Unknown, expired and revoked answer alike: whoever holds a dead link learns nothing about whether it
 * ever existed.
 */
export const deadShareLink = () => new AppError('LW_404_33_0001');

/** The link if it may still be opened now, else the one answer for every dead link. */
export const requireOpenShareLink = <S>(link: ShareLink<S> | undefined, now: Date): ShareLink<S> => {
  if (link === undefined || shareStatus(link, now) !== 'active') throw deadShareLink();
  return link;
};
