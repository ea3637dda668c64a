import * as z from 'zod';

/**
 * Bounds of every request field (issue 11): each string, list and map a caller sends has a limit that
 * fits its meaning, so oversized input is a 400 at the field and never reaches the database (whose item
 * limit of 400 KB and key limit of 2 KB would otherwise answer a 500). The limits live here, by meaning;
 * `lib/request-bounds.test.ts` fails for any request field of the registry without one.
 */
export const INPUT_LIMITS = {
  /** Record ids (UUIDs, Cognito subs, seeded ids): far below DynamoDB's key limit. */
  idLength: 100,
  /** Names, titles, short texts. */
  nameLength: 200,
  /** An e-mail address (RFC 5321: 254 characters). */
  mailLength: 254,
  /** Passwords, tokens and codes a caller types or a link carries. */
  secretLength: 256,
  /** A decimal number as text ("12.5"): 12 digits, a point, 8 decimals and a sign fit well. */
  decimalLength: 40,
  /** Ids a record names (operating units, tags, customers, machines): a list of references. */
  idListLength: 100,
  /** Parts of a record the user adds one by one (contact persons, variants, price blocks, queries). */
  partListLength: 50,
  /**
   * Vertices of one drawn shape (a field's outline, a track): a hand-drawn or imported field boundary has a
   * few hundred; 10,000 keeps a traced GPS line of hours while bounding the item well below DynamoDB's 400 KB.
   */
  shapeVertices: 10_000,
  /** Records one batch call writes: one DynamoDB transaction holds at most 100 items. */
  batchLength: 100,
} as const;

/** The German message of a text over its bound; the issue carries the field path. */
export const tooLongMessage = (max: number): string => `Höchstens ${max} Zeichen.`;

/** The German message of a list over its bound. */
export const tooManyMessage = (max: number): string => `Höchstens ${max} Einträge.`;

/** An id a caller names (path, query or body): not empty (`emptyMessage`), at most idLength characters. */
export const idField = (emptyMessage?: string) =>
  z.string().min(1, emptyMessage).max(INPUT_LIMITS.idLength, tooLongMessage(INPUT_LIMITS.idLength));

/** An id that may be sent empty (e.g. a part's id before it is stored), at most idLength characters. */
export const optionalIdText = () => z.string().max(INPUT_LIMITS.idLength, tooLongMessage(INPUT_LIMITS.idLength));

/** A bounded list of items; `max` by meaning (INPUT_LIMITS.idListLength or partListLength). */
export const boundedArray = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max, tooManyMessage(max));

/** A list of ids of other records, bounded by INPUT_LIMITS.idListLength. */
export const idList = () => boundedArray(idField(), INPUT_LIMITS.idListLength);
