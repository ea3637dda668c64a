/**
 * What a log line may carry. Logs are read by more people than the data (operators, log tooling, a
 * support ticket), so secrets and personal payloads never reach them: keys that name a secret or a
 * payload are replaced at any depth, tokens and IBANs are masked wherever they appear in text, and
 * every line stays under a size cap (a 600 KB malformed body must not become a 600 KB log line).
 */

export const REDACTED = '[redacted]';

/** The most characters one log line may have; Lambda's own limit is far above, readers' is not. */
export const MAX_LOG_LINE_CHARS = 8 * 1024;

/**
 * Keys whose value never reaches a log, compared without case, '-' and '_': credentials, tokens,
 * cookies, bank details (IBAN, BIC, creditor id, mandate), mail contents, and request bodies (they may hold any of these).
 */
const SECRET_KEYS = new Set(
  [
    'password',
    'newPassword',
    'oldPassword',
    'previousPassword',
    'proposedPassword',
    'token',
    'accessToken',
    'idToken',
    'refreshToken',
    'authorization',
    'cookie',
    'setCookie',
    'secret',
    'clientSecret',
    'secretAccessKey',
    'sessionToken',
    'iban',
    'bic',
    'creditorId',
    'mandate',
    'sepaMandate',
    'html',
    'text',
    'mailBody',
    'body',
    'rawBody',
  ].map((key) => normalisedKey(key)),
);

function normalisedKey(key: string): string {
  return key.toLowerCase().replaceAll(/[-_]/g, '');
}

export const isSecretKey = (key: string): boolean => SECRET_KEYS.has(normalisedKey(key));

/** A key named in text that carries JSON or a query, e.g. a parse error quoting a cut-off body. */
const SECRET_PAIR_IN_TEXT =
  /(["']?)(password|newPassword|oldPassword|previousPassword|proposedPassword|token|accessToken|idToken|refreshToken|authorization|cookie|secret|clientSecret|iban|bic|creditorId|sepaMandate|mandate)\1(\s*[:=]\s*)("(?:[^"\\]|\\.)*"?|(?:(?:Bearer|Basic)\s+)?[^\s,&}\]]+)/gi;
/** A JWT: three base64url parts, the first two starting with `{"` encoded (eyJ). */
const JWT = /eyJ[\w-]*\.eyJ[\w-]*\.?[\w-]*/g;
/** A German IBAN, written in one piece or in groups of four. */
const GERMAN_IBAN = /\bDE\d{2}(?:\s?\d{4}){4}\s?\d{2}\b/gi;
/**
 * An IBAN of any country (and a SEPA creditor id, built the same way): country, check digits and at least
 * 11 letters or digits, in one piece or in groups of four. Upper case, as IBANs are written.
 */
const ANY_IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/g;
const BEARER = /\b(Bearer|Basic)\s+[\w\-.~+/=]+/gi;

/** Text with tokens, IBANs and secret key-value pairs masked. */
export const maskSecretsInText = (text: string): string =>
  text
    .replace(SECRET_PAIR_IN_TEXT, (_match, quote: string, key: string, separator: string) =>
      quote ? `${quote}${key}${quote}${separator}"${REDACTED}"` : `${key}${separator}${REDACTED}`,
    )
    .replace(JWT, REDACTED)
    .replace(GERMAN_IBAN, REDACTED)
    .replace(ANY_IBAN, REDACTED)
    .replace(BEARER, (_match, scheme: string) => `${scheme} ${REDACTED}`);

type Limits = { maxString: number; maxItems: number; maxDepth: number };

const cut = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max)}…[${text.length - max} Zeichen gekürzt]` : text;

/** An Error as plain fields: name, message, stack, cause and its own fields (AWS SDK: $metadata, ...). */
const errorFields = (error: Error): Record<string, unknown> => {
  const fields: Record<string, unknown> = { name: error.name, message: error.message, stack: error.stack };
  if (error.cause !== undefined) fields.cause = causeFields(error.cause);
  for (const key of Object.keys(error)) fields[key] ??= Reflect.get(error, key);
  return fields;
};

/**
 * A cause's `data` is the raw input a library failed on (middy's JSON parser puts the whole request
 * body there): never logged.
 */
const causeFields = (cause: unknown): unknown => {
  if (cause instanceof Error || typeof cause !== 'object' || cause === null || !('data' in cause)) return cause;
  return { ...cause, data: REDACTED };
};

const redactWithin = (value: unknown, limits: Limits, depth: number, seen: WeakSet<object>): unknown => {
  if (typeof value === 'string') return cut(maskSecretsInText(value), limits.maxString);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[circular]';
  if (depth >= limits.maxDepth) return '[too deep]';
  seen.add(value);
  const next = (inner: unknown) => redactWithin(inner, limits, depth + 1, seen);
  if (Array.isArray(value)) {
    const items = value.slice(0, limits.maxItems).map(next);
    return value.length > limits.maxItems ? [...items, `[${value.length - limits.maxItems} weitere]`] : items;
  }
  if (value instanceof Date) return value.toISOString();
  const fields = value instanceof Error ? errorFields(value) : value;
  const entries = Object.entries(fields);
  const kept = entries
    .slice(0, limits.maxItems)
    .map(([key, inner]) => [key, isSecretKey(key) && inner !== undefined ? REDACTED : next(inner)]);
  if (entries.length > limits.maxItems) kept.push(['[gekürzt]', `${entries.length - limits.maxItems} weitere Felder`]);
  return Object.fromEntries(kept);
};

/** One value made fit for a log: secrets replaced at any depth, strings masked and cut. */
export const redactForLog = (value: unknown, limits: Limits = GENEROUS): unknown =>
  redactWithin(value, limits, 0, new WeakSet());

const GENEROUS: Limits = { maxString: 2048, maxItems: 50, maxDepth: 8 };
/** Tighter and tighter limits, tried in turn until a line fits under the cap. */
const TIGHTER: readonly Limits[] = [
  GENEROUS,
  { maxString: 512, maxItems: 20, maxDepth: 6 },
  { maxString: 128, maxItems: 10, maxDepth: 4 },
  { maxString: 32, maxItems: 5, maxDepth: 3 },
];

/**
 * A whole log line's attributes, redacted and small enough that their JSON stays under
 * MAX_LOG_LINE_CHARS: values are cut harder until it fits; what still does not fit keeps only its
 * level, message and time, with a note that the rest was dropped.
 */
export const fitLogLine = (attributes: Record<string, unknown>): Record<string, unknown> => {
  for (const limits of TIGHTER) {
    const redacted = redactWithin(attributes, limits, 0, new WeakSet());
    if (typeof redacted === 'object' && redacted !== null && JSON.stringify(redacted).length <= MAX_LOG_LINE_CHARS) {
      return { ...redacted };
    }
  }
  const { level, message, timestamp, service } = attributes;
  return {
    level,
    message: cut(maskSecretsInText(String(message)), 256),
    timestamp,
    service,
    truncated: `Logzeile über ${MAX_LOG_LINE_CHARS} Zeichen: Felder weggelassen`,
  };
};
