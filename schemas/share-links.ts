import * as z from 'zod';
import { INPUT_LIMITS, tooLongMessage } from './input-bounds';

/**
 * Read-only links a company hands to people without an account (issue 13: map structures; issue 15: order
 * progress): a label, an expiry and a revocation. What every kind of link shares is declared once here;
 * a kind adds what it shows (schemas/map-shares.ts).
 */

/** The shortest and the longest a link may stay valid in days, and what it gets when the caller names no day. */
export const SHARE_VALID_DAYS = { min: 1, max: 365, default: 30 } as const;

/** A token is 32 random bytes in base64url: 43 characters. The path bound leaves room, nothing more. */
export const SHARE_TOKEN_MAX_LENGTH = 64;

export const shareStatuses = ['active', 'expired', 'revoked'] as const;
export type TShareStatus = (typeof shareStatuses)[number];

export const shareLinkMessages = {
  label: 'Bitte gib eine Bezeichnung ein.',
  validUntil: 'Bitte wähle ein Datum zwischen morgen und in einem Jahr.',
  day: 'Bitte gib ein gültiges Datum ein.',
} as const;

/** What a link is for, as the office names it. */
export const ZShareLabel = z
  .string()
  .trim()
  .min(1, shareLinkMessages.label)
  .max(INPUT_LIMITS.nameLength, tooLongMessage(INPUT_LIMITS.nameLength));

/**
 * The last German day a new link is valid ('YYYY-MM-DD'; it holds until that day's midnight): from
 * tomorrow to a year ahead, checked against the server's clock. Null: SHARE_VALID_DAYS.default days.
 */
export const ZShareValidUntil = z.iso.date({ error: shareLinkMessages.day }).nullable().default(null);

/** What the office sees of any link: never its token (only its hash is stored). */
export const ZShareLink = z.object({
  id: z.string(),
  label: z.string(),
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  status: z.enum(shareStatuses),
});
export type TShareLink = z.infer<typeof ZShareLink>;

/** The public path parameter: a token of bounded length (a longer one names no link). */
export const ZShareTokenParams = z.object({ token: z.string().min(1).max(SHARE_TOKEN_MAX_LENGTH) });

/** What the kinds of link are; the store keeps them apart. */
export type ShareKind = 'mapStructures' | 'orderProgress';

/** A link as kept: `subject` is what the kind of link points at. Its token is never part of it. */
export type ShareLink<S> = {
  id: string;
  companyId: string;
  kind: ShareKind;
  label: string;
  subject: S;
  createdBy: string;
  createdByName: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
};

/** Revoked wins over expired: the office withdrew it, whatever its date says. */
export const shareStatus = (link: Pick<ShareLink<unknown>, 'expiresAt' | 'revokedAt'>, now: Date): TShareStatus => {
  if (link.revokedAt !== null) return 'revoked';
  return now.getTime() >= Date.parse(link.expiresAt) ? 'expired' : 'active';
};

/** What the office sees of any link (its status now); the kind adds what it points at. */
export const shareLinkView = <S>(link: ShareLink<S>, now: Date): TShareLink => ({
  id: link.id,
  label: link.label,
  createdBy: link.createdBy,
  createdByName: link.createdByName,
  createdAt: link.createdAt,
  expiresAt: link.expiresAt,
  revokedAt: link.revokedAt,
  status: shareStatus(link, now),
});
