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

/** The German message of a text with a control character (NUL, escape, ...) in it. */
export const CONTROL_CHARACTER_MESSAGE = 'Bitte entferne die Steuerzeichen aus dem Text.';

/** C0 controls, DEL and C1 controls: never typed, invisible in lists, cut strings in other systems (NUL). */
const isC0OrC1 = (code: number): boolean => code <= 0x1f || (code >= 0x7f && code <= 0x9f);
/**
 * Characters that make a text read other than it is: the line and paragraph separators (a break no list
 * shows) and the bidirectional embeddings, overrides and isolates (U+202A-202E, U+2066-2069), which turn
 * what follows around ('Rechnung' shown as a file type it is not).
 */
const isLayoutControl = (code: number): boolean =>
  code === 0x2028 || code === 0x2029 || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
const isControlCharacter = (code: number): boolean => isC0OrC1(code) || isLayoutControl(code);

/** Half of a UTF-16 pair without its other half: no character at all, refused by other systems' encoders. */
const isLoneSurrogate = (text: string, index: number): boolean => {
  const code = text.charCodeAt(index);
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = text.charCodeAt(index + 1);
    return !(next >= 0xdc00 && next <= 0xdfff);
  }
  if (code >= 0xdc00 && code <= 0xdfff) {
    const previous = text.charCodeAt(index - 1);
    return !(previous >= 0xd800 && previous <= 0xdbff);
  }
  return false;
};
/** Tab, line feed and carriage return, which a multi-line text (a note) holds. */
const LINE_CHARACTERS = new Set([0x09, 0x0a, 0x0d]);

/**
 * Whether a text of this bound is a multi-line one. By meaning: names, numbers and short texts are at
 * most nameLength long and one line; notes, descriptions and mail texts are longer (500 and more) and
 * come from a text area, where tab and line breaks belong.
 */
export const isMultiLineBound = (max: number): boolean => max > INPUT_LIMITS.nameLength;

/** Whether the text holds a control character it must not: in a multi-line text tab and line breaks pass. */
export const hasControlCharacters = (text: string, multiLine: boolean): boolean => {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (isControlCharacter(code) && !(multiLine && LINE_CHARACTERS.has(code))) return true;
    if (isLoneSurrogate(text, index)) return true;
  }
  return false;
};

/** An id a caller names (path, query or body): not empty (`emptyMessage`), at most idLength characters. */
export const idField = (emptyMessage?: string) =>
  z
    .string()
    .min(1, emptyMessage)
    .max(INPUT_LIMITS.idLength, tooLongMessage(INPUT_LIMITS.idLength))
    .refine((text) => !hasControlCharacters(text, false), CONTROL_CHARACTER_MESSAGE);

/** An id that may be sent empty (e.g. a part's id before it is stored), at most idLength characters. */
export const optionalIdText = () =>
  z
    .string()
    .max(INPUT_LIMITS.idLength, tooLongMessage(INPUT_LIMITS.idLength))
    .refine((text) => !hasControlCharacters(text, false), CONTROL_CHARACTER_MESSAGE);

/** A bounded list of items; `max` by meaning (INPUT_LIMITS.idListLength or partListLength). */
export const boundedArray = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max, tooManyMessage(max));

/** A list of ids of other records, bounded by INPUT_LIMITS.idListLength. */
export const idList = () => boundedArray(idField(), INPUT_LIMITS.idListLength);
