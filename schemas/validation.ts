import * as z from 'zod';
import { de } from 'zod/locales';
import type { TFieldIssue } from './errors';
import {
  CONTROL_CHARACTER_MESSAGE,
  hasControlCharacters,
  INPUT_LIMITS,
  isMultiLineBound,
  tooLongMessage,
} from './input-bounds';

// zod's own German texts for everything a schema does not word itself. Imported by name so bundles
// carry only the German locale, not all of zod's languages.
z.config(de());

/** Turns a zod error into German field issues with dotted paths ("contactPersons.0.mail"). */
export const issuesFromZod = (error: z.ZodError): TFieldIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/**
 * Texts refuse control characters (NUL, escape, ...; issue 25 point 7d): they were stored in names and
 * showed up in lists, exports and mails. Tab and line breaks pass only in multi-line texts, whose bound is
 * above a name's (isMultiLineBound).
 */
const withoutControlCharacters = (text: string, max: number) => !hasControlCharacters(text, isMultiLineBound(max));

/** A trimmed text that must not be empty (spec: empty string invalid). */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLongMessage(max))
    .refine((text) => withoutControlCharacters(text, max), CONTROL_CHARACTER_MESSAGE);

/** An optional text: trimmed, and an empty input counts as not given. */
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(max))
    .refine((text) => withoutControlCharacters(text, max), CONTROL_CHARACTER_MESSAGE)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

export const optionalEmail = () =>
  z
    .string()
    .max(INPUT_LIMITS.mailLength, tooLongMessage(INPUT_LIMITS.mailLength))
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.email('Die Email-Adresse ist ungültig.').optional());

/**
 * A coordinate kept to 7 decimal places (about 1 cm): finer digits mean nothing on a map, and DynamoDB
 * refuses numbers of a magnitude below 1e-130 (a 5e-324 would be a 500, not a place).
 */
const COORDINATE_SCALE = 1e7;
const coordinate = (limit: number, message: string) =>
  z
    .number()
    .min(-limit, message)
    .max(limit, message)
    // + 0: a rounded -1e-200 is -0, stored and shown as 0.
    .transform((value) => Math.round(value * COORDINATE_SCALE) / COORDINATE_SCALE + 0);

/** Geolocation bounds of application.md §5/§9. */
export const ZLatLng = z.object({
  lat: coordinate(90, 'Breitengrad muss zwischen -90 und 90 liegen.'),
  lng: coordinate(180, 'Längengrad muss zwischen -180 und 180 liegen.'),
});
export type TLatLng = z.infer<typeof ZLatLng>;
