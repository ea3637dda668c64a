import { AppError, type ErrorCode } from '../../schemas/errors';

/**
 * Storage keys of the documents bucket: everything of a company lives under 'companies/<companyId>/<folder>/'
 * (its logos, its receipts' PDFs and e-invoices, its toll lists), so a key tells whose file it is and what for.
 */
export const companyKeyPrefix = (companyId: string): string => `companies/${companyId}/`;

/**
 * Whether a key is a plain path: non-empty segments, none '.' or '..', no backslash, no control character,
 * no leading slash. The storage port refuses any other key (storage.ts): an emulator keeps keys as file
 * paths, and some HTTP layers fold '..' away, so such a key could name another object than it spells.
 */
export const isPlainKey = (key: string): boolean =>
  key.split('/').every((segment) => segment !== '.' && segment !== '..' && /^[^\\\p{Cc}]+$/u.test(segment));

/**
 * A segment of a key a client sends back: letters, digits, space, '.', '_', '-' (what the server puts into
 * keys it hands out, receipt-files.ts keySegment), never dots alone. No '%': a client key is taken as it is
 * spelt, so '%2e%2e' is refused rather than kept as a name that some layer might decode to '..'.
 */
const CLIENT_SEGMENT = /^(?!\.+$)[\p{L}\p{N} ._-]{1,255}$/u;
/** The one name a key handed out for an upload ends in: the id the server chose (ids.newId()). */
const UPLOAD_ID = /^[A-Za-z0-9-]{1,64}$/;

type ClientKeyUse = {
  /** The company's folders such keys lie in. */
  folders: readonly string[];
  /** What follows the folder: one name of this pattern, or (undefined) a path of client segments. */
  name?: RegExp;
  /** The refusal, the same whether or not the bucket holds an object at the key. */
  refusal: ErrorCode;
};

/**
 * Every use for which a client sends a storage key (issue 25 point 1), with where such keys lie. A key
 * outside its use's folder is refused even within the caller's own company: a toll import must not read
 * (and then delete) a receipt's file, a logo confirmation must not take a toll list.
 */
export const clientKeyUses = {
  /** A trip list uploaded for the toll import ('companies/<id>/toll-imports/<upload id>.csv'). */
  tollImport: { folders: ['toll-imports'], name: /^[A-Za-z0-9-]{1,64}\.csv$/, refusal: 'LW_403_37_0001' },
  /** An uploaded logo of the company or of an operating unit ('companies/<id>/logo/<upload id>'). */
  logo: { folders: ['logo'], name: UPLOAD_ID, refusal: 'LW_403_03_0001' },
  /**
   * A stored e-invoice to read (services.md §7 `firebaseStoragePath`): a finalized receipt's files
   * (einvoice receipt-files.ts) or an incoming receipt's upload (services.md §5 incoming receipts).
   */
  einvoice: { folders: ['receipts', 'incoming-receipts'], refusal: 'LW_403_03_0001' },
} as const satisfies Record<string, ClientKeyUse>;
export type TClientKeyUse = keyof typeof clientKeyUses;

/** The prefix under which the server hands out keys of a use (its first folder). */
export const clientKeyPrefix = (use: TClientKeyUse, companyId: string): string =>
  `${companyKeyPrefix(companyId)}${clientKeyUses[use].folders[0]}/`;

/** Whether the key lies in one of the use's folders of this company and is spelt plainly. */
export const isClientKeyFor = (use: TClientKeyUse, companyId: string, key: string): boolean => {
  const { folders, ...rules } = clientKeyUses[use] as ClientKeyUse;
  return folders.some((folder) => {
    const prefix = `${companyKeyPrefix(companyId)}${folder}/`;
    if (!key.startsWith(prefix)) return false;
    const rest = key.slice(prefix.length);
    return rules.name ? rules.name.test(rest) : rest.split('/').every((segment) => CLIENT_SEGMENT.test(segment));
  });
};

/**
 * THE check of every storage key a client sends (schemas/api: toll imports, logo confirmations, the stored
 * e-invoice to read), before any storage call: a key of another company, of another folder, or one that
 * climbs or hides ('..', '%2e%2e', '//', '\', a leading '/') is refused with the use's German 4xx, whether
 * or not an object lies there. lib/storage-key-declarations.test.ts keeps the list of such fields complete.
 */
export const requireClientKey = (use: TClientKeyUse, companyId: string, key: string): string => {
  if (!isClientKeyFor(use, companyId, key)) {
    throw new AppError(clientKeyUses[use].refusal, { detail: `${use} key outside company ${companyId}'s folder` });
  }
  return key;
};

/**
 * The body fields of each route that hold a storage key, with their use: what the routes check with
 * requireClientKey. Read by lib/storage-key-declarations.test.ts (every key-like field of every route is
 * declared here or named there as no key) and test/integration/storage-keys.test.ts (each is attacked).
 */
export const clientKeyFields: Record<string, Record<string, TClientKeyUse>> = {
  'POST /orders/toll-imports': { key: 'tollImport' },
  'PUT /structures/company/logo': { key: 'logo' },
  'PUT /structures/operating-units/{operatingUnitId}/logo': { key: 'logo' },
  'POST /invoices/xrechnung/read': { firebaseStoragePath: 'einvoice' },
  'POST /invoices/xrechnung/visualize': { firebaseStoragePath: 'einvoice' },
};
