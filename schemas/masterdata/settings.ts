import * as z from 'zod';
import { ZCountryCode } from '../countries';
import { optionalText } from '../validation';

/**
 * Per-company settings pages of the master data (application.md §2: customer settings, supplier
 * settings). The spec names the pages, not their fields; these are the defaults a contractor sets once.
 */
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
  defaultCostAccountId: z.string().min(1).nullable().default(null),
});
export type TSupplierSettings = z.infer<typeof ZSupplierSettings>;

/** A stored settings record: the values plus version and time. */
export const settingsRecord = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.extend({ version: z.number().int().nonnegative(), updatedAt: z.string().nullable() });
