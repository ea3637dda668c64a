import * as z from 'zod';
import { ZCountryCode } from '../countries';
import { idField } from '../input-bounds';
import type { References } from '../references';
import { optionalText } from '../validation';

/**
 * Per-company settings pages of the master data (application.md §2: customer settings, supplier
 * settings). The spec names the pages, not their fields; these are the defaults a contractor sets once.
 */
export const settingsMessages = {
  // wording ours: the next number set below the numbers given out already (numbers never run back).
  nextNumberTooLow: (lowest: number) => `Die nächste Nummer kann nicht kleiner als ${lowest} sein.`,
};

const positiveWholeNumber = (message: string) => z.number({ error: message }).int(message).min(1, message);

export const ZCustomerSettings = z.object({
  /** The next customer gets this number, then it counts up. Null: numbers are entered by hand. */
  nextCustomerNumber: positiveWholeNumber('Bitte gib eine ganze Zahl größer als 0 ein.').nullable().default(null),
  defaultPaymentTermDays: z
    .number({ error: 'Bitte gib ein Zahlungsziel in Tagen ein.' })
    .int('Bitte gib ein Zahlungsziel in ganzen Tagen ein.')
    .min(0, 'Das Zahlungsziel darf nicht negativ sein.')
    .max(365, 'Das Zahlungsziel darf höchstens 365 Tage sein.')
    .default(14),
  defaultCountryCode: ZCountryCode.default('DE'),
  receiptMailNote: optionalText(1000),
});
export type TCustomerSettings = z.infer<typeof ZCustomerSettings>;

export const ZSupplierSettings = z.object({
  nextSupplierNumber: positiveWholeNumber('Bitte gib eine ganze Zahl größer als 0 ein.').nullable().default(null),
  defaultCostAccountId: idField().nullable().default(null),
});
export type TSupplierSettings = z.infer<typeof ZSupplierSettings>;

/** The fields of each settings record that name other records (schemas/references.ts). */
export const settingsReferences: { [N in SettingsName]: References } = {
  customers: {},
  suppliers: { defaultCostAccountId: 'costAccount' },
};

/** A stored settings record: the values plus version and time. */
export const settingsRecord = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.extend({ version: z.number().int().nonnegative(), updatedAt: z.string().nullable() });

/** The settings records by name: what their pages, endpoints and store key are called. */
export const settingsSchemas = { customers: ZCustomerSettings, suppliers: ZSupplierSettings };
export type SettingsName = keyof typeof settingsSchemas;
/** Each settings record's values and what a form sends for them, by name (indexable by a generic name). */
export type SettingsByName = { [N in SettingsName]: z.output<(typeof settingsSchemas)[N]> };
export type SettingsInputsByName = { [N in SettingsName]: z.input<(typeof settingsSchemas)[N]> };
/** The values as stored and answered: with the version and time of the last save. */
export type StampedSettings<T> = T & { version: number; updatedAt: string | null };

const typedSettingsSchemas: { [N in SettingsName]: z.ZodType<SettingsByName[N], SettingsInputsByName[N]> } =
  settingsSchemas;

/** The schema of a settings record, typed by its name. */
export const settingsSchemaOf = <N extends SettingsName>(
  name: N,
): z.ZodType<SettingsByName[N], SettingsInputsByName[N]> => typedSettingsSchemas[name];
