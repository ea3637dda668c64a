import * as z from 'zod';
import { INPUT_LIMITS, idList } from '../input-bounds';
import { normaliseDecimal } from '../kernel/money';
import { optionalText, requiredText } from '../validation';

/**
 * Building blocks shared by the master-data records (application.md §3). Money, rates and amounts
 * travel as decimal strings ("12.5"), never as binary floats (DESIGN §2 rule 6); German input with a
 * comma ("12,5") is accepted and normalised.
 */
const DECIMAL = /^-?\d{1,12}(\.\d{1,8})?$/;

const decimalText = (message: string) =>
  z
    .union([z.string().max(INPUT_LIMITS.decimalLength), z.number()], { error: message })
    .transform((value) => String(value).trim().replace(',', '.'))
    .refine((value) => DECIMAL.test(value), message)
    // "012.50" and "12.50" are the same amount: store one spelling.
    .transform((value) => normaliseDecimal(value));

/** A decimal amount of zero or more (prices, costs, hours). */
export const nonNegativeDecimal = (message = 'Bitte gib eine gültige Zahl ein.') =>
  decimalText(message).refine((value) => !value.startsWith('-'), 'Der Wert darf nicht negativ sein.');

export const ZDecimal = nonNegativeDecimal();
export type TDecimal = z.infer<typeof ZDecimal>;

/** A percentage of 0 to 1000 with up to 2 decimals (application.md §9: 2 digits for surcharge percent). */
export const ZPercent = nonNegativeDecimal('Bitte gib einen gültigen Prozentsatz ein.').refine(
  (value) => Number(value) <= 1000 && !/\.\d{3,}$/.test(value),
  'Bitte gib einen Prozentsatz bis 1000 mit höchstens 2 Nachkommastellen ein.',
);

/** VAT rates as percent points (19, 7, 0, 10.7 for flat-rate farmers). */
export const ZVatPercentPoints = z
  .number({ error: 'Bitte gib einen Steuersatz ein.' })
  .min(0, 'Der Steuersatz darf nicht negativ sein.')
  .max(100, 'Der Steuersatz darf höchstens 100 % sein.')
  // Kept to hundredths (10,7 %): DynamoDB refuses magnitudes below 1e-130, so a 1e-200 would be a 500. + 0: no -0.
  .transform((value) => Math.round(value * 100) / 100 + 0);

export const vatRates = [19, 7, 10.7, 9.5, 5.5, 0] as const;

export const ZIdList = idList().default([]);

/** A hex colour for tags and map points. */
export const ZColor = z
  .string()
  .max(7, 'Bitte wähle eine Farbe.')
  .regex(/^#[0-9a-fA-F]{6}$/, 'Bitte wähle eine Farbe.')
  .default('#2e7d32');

/** Name of a record; the message names what is missing. */
export const nameField = (message = 'Bitte gib einen Namen ein.', max = 200) => requiredText(message, max);

export const ZAddressFields = {
  addressStreet: optionalText(200),
  addressZip: optionalText(20),
  addressCity: optionalText(100),
};

/** Stored records carry the company, a version for optimistic locking, an archive flag and times. */
export const recordMeta = {
  id: z.string(),
  companyId: z.string(),
  version: z.number().int().positive(),
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A tag of employees, articles or customers: a name and a colour. */
export const ZTagInput = z.object({
  name: nameField('Bitte gib einen Namen für das Schlagwort ein.', 60),
  color: ZColor,
});
