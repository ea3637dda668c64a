import type { ErrorCode, TFieldIssue } from './errors';
import { MAIL_RATE_LIMITS, mailMessages, type TMailRateLimit } from './mail';

/**
 * What a mail from the product's sender may be (issue 25), as pure rules: it goes only to addresses the
 * company knows, it is sent in the name of the company or one of its operating units with replies to one
 * of their addresses (or the sender's own), and no more than MAIL_RATE_LIMITS go out in a window.
 */

/** An address as it is compared: without surrounding blanks and case (mail providers ignore the case). */
export const addressKey = (address: string): string => address.trim().toLowerCase();

/** The addresses as a set to look up; empty and missing ones left out. */
export const addressSet = (addresses: Iterable<string | null | undefined>): ReadonlySet<string> => {
  const keys = new Set<string>();
  for (const address of addresses) if (address?.trim()) keys.add(addressKey(address));
  return keys;
};

/** The address lists of a mail, named as the API names its fields. */
export type MailAddressLists = {
  recipients: readonly string[];
  ccs?: readonly string[] | undefined;
  bccs?: readonly string[] | undefined;
};

const LIST_FIELDS = ['recipients', 'ccs', 'bccs'] as const;

/**
 * Every address of the lists that is not allowed, as an issue at its field and place in the list as the
 * user gave it (`recipients.2`), with a text naming the address.
 */
export const foreignAddressIssues = (
  lists: MailAddressLists,
  allowed: ReadonlySet<string>,
  message: (address: string) => string,
): TFieldIssue[] =>
  LIST_FIELDS.flatMap((field) =>
    (lists[field] ?? []).flatMap((address, index) =>
      allowed.has(addressKey(address)) ? [] : [{ path: `${field}.${index}`, message: message(address) }],
    ),
  );

/** What the sender of a mail may be: the company's and the chosen operating unit's names, their addresses. */
export type SenderOptions = {
  companyName: string;
  /** The operating unit the mail is sent for, if any. */
  unitName?: string | undefined;
  /** The company's and all its operating units' addresses. */
  officeAddresses: ReadonlySet<string>;
  /** The signed-in user's own address (from the verified token). */
  userAddress?: string | undefined;
  /** Where replies go when none is asked for: the unit's address, else the company's. */
  defaultReplyTo?: string | undefined;
};

export type SenderIdentity = { displayName: string; replyTo: string | undefined; issues: TFieldIssue[] };

/**
 * The name recipients see and where they reply. A name asked for must be the company's or the unit's (no
 * 'Sparkasse Kundenservice'), a reply address one of the office's or the user's own; anything else is an
 * issue at its field. Without a wish: the company's name, replies to the unit or the company.
 */
export const senderIdentity = (
  options: SenderOptions,
  wish: { displayName?: string | undefined; replyTo?: string | undefined },
): SenderIdentity => {
  const issues: TFieldIssue[] = [];
  const names = [options.companyName, options.unitName].filter((name): name is string => Boolean(name));
  const askedName = wish.displayName?.trim();
  const displayName = askedName ? names.find((name) => name.trim() === askedName) : options.companyName;
  if (askedName && !displayName) issues.push({ path: 'displayName', message: mailMessages.displayName(askedName) });
  const replyAddresses = new Set([...options.officeAddresses, ...addressSet([options.userAddress])]);
  const askedReply = wish.replyTo?.trim();
  if (askedReply && !replyAddresses.has(addressKey(askedReply))) {
    issues.push({ path: 'replyTo', message: mailMessages.replyTo(askedReply) });
  }
  return {
    displayName: displayName ?? options.companyName,
    replyTo: askedReply || options.defaultReplyTo || undefined,
    issues,
  };
};

/** One counter a mail moves: the user's or the company's, in the current minute or hour. */
export type MailRateBucket = {
  /** 'company', or 'user#<userId>'. */
  scope: string;
  /** The window's label: 'minute#2026-08-20T08:01' or 'hour#2026-08-20T08'. */
  window: string;
  limit: number;
  /** When the counter may go (epoch seconds): an hour after its window ended. */
  ttl: number;
  /** The 429 a full counter answers with. */
  code: ErrorCode;
  /** For the log: which limit, e.g. 'user per minute'. */
  name: string;
};

const WINDOW = {
  minute: { length: 60_000, label: (iso: string) => iso.slice(0, 16) },
  hour: { length: 3_600_000, label: (iso: string) => iso.slice(0, 13) },
} as const;

const LIMIT_CODES: Record<TMailRateLimit['by'], ErrorCode> = {
  user: 'MAIL_429_20_0001',
  company: 'MAIL_429_20_0002',
};

/** The counters one mail of this user moves now, one per limit of MAIL_RATE_LIMITS. */
export const mailRateBuckets = (
  userId: string,
  now: Date,
  limits: readonly TMailRateLimit[] = MAIL_RATE_LIMITS,
): MailRateBucket[] =>
  limits.map(({ by, window, limit }) => {
    const { length, label } = WINDOW[window];
    const start = Math.floor(now.getTime() / length) * length;
    return {
      scope: by === 'user' ? `user#${userId}` : 'company',
      window: `${window}#${label(new Date(start).toISOString())}`,
      limit,
      ttl: Math.floor((start + length) / 1000) + 3600,
      code: LIMIT_CODES[by],
      name: `${by} per ${window}`,
    };
  });
