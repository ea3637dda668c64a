import * as z from 'zod';
import { de } from 'zod/locales';
import type { TFieldIssue } from './errors';
import { INPUT_LIMITS, tooLongMessage } from './input-bounds';

// zod's own German texts for everything a schema does not word itself. Imported by name so bundles
// carry only the German locale, not all of zod's languages.
z.config(de());

/** Turns a zod error into German field issues with dotted paths ("contactPersons.0.mail"). */
export const issuesFromZod = (error: z.ZodError): TFieldIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/** A trimmed text that must not be empty (spec: empty string invalid). */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(max));

/** An optional text: trimmed, and an empty input counts as not given. */
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(max))
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

/** Geolocation bounds of application.md §5/§9. */
export const ZLatLng = z.object({
  lat: z
    .number()
    .min(-90, 'Breitengrad muss zwischen -90 und 90 liegen.')
    .max(90, 'Breitengrad muss zwischen -90 und 90 liegen.'),
  lng: z
    .number()
    .min(-180, 'Längengrad muss zwischen -180 und 180 liegen.')
    .max(180, 'Längengrad muss zwischen -180 und 180 liegen.'),
});
export type TLatLng = z.infer<typeof ZLatLng>;
