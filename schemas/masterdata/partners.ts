import * as z from 'zod';
import { ZCountryCode } from '../countries';
import { customerVatIdProblem } from '../customer';
import { INPUT_LIMITS, idField, tooLongMessage } from '../input-bounds';
import { optionalVatId } from '../receipt-identifiers';
import { optionalEmail, optionalText, ZLatLng } from '../validation';
import { nameField, recordMeta, ZAddressFields, ZColor, ZIdList } from './common';

/** Suppliers (Lieferanten) whose incoming bills are booked; used with the accounting integration. */
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

const compact = (value: string | undefined) => value?.replace(/\s+/g, '').toUpperCase();

const supplierFields = z.object({
  name: nameField('Bitte gib einen Namen für den Lieferanten ein.'),
  supplierNumber: optionalText(30),
  mail: optionalEmail(),
  phone: optionalText(50),
  ...ZAddressFields,
  addressCountryCode: ZCountryCode.default('DE'),
  vatId: optionalText(20),
  iban: optionalText(42)
    .transform(compact)
    .refine((value) => value === undefined || IBAN.test(value), 'Bitte gib eine gültige IBAN ein.'),
  // application.md §5: BIC pattern of 8 or 11 characters.
  bic: optionalText(11)
    .transform(compact)
    .refine((value) => value === undefined || BIC.test(value), 'Bitte gib eine gültige BIC (8 oder 11 Zeichen) ein.'),
  defaultCostAccountId: idField().nullable().default(null),
  operatingUnitIds: ZIdList,
});
/**
 * What a user enters for a supplier: the VAT id as customers' (issue 25): normalised, in its state's format
 * with valid check digits (schemas/kernel/vat-id.ts) and of the address's country, so 'NaN' is refused.
 */
export const ZSupplierInput = supplierFields.extend({ vatId: optionalVatId() }).superRefine((supplier, context) => {
  const problem = customerVatIdProblem(supplier.vatId, supplier.addressCountryCode);
  if (problem) context.addIssue({ code: 'custom', message: problem, path: ['vatId'] });
});
/** A stored supplier is read as it was stored: a VAT id kept before the rule above reads as it is. */
export const ZSupplier = supplierFields.extend(recordMeta);
export type TSupplier = z.infer<typeof ZSupplier>;

/** Gas stations where machines are refuelled. */
const gasStationFields = z.object({
  name: nameField('Bitte gib einen Namen für die Tankstelle ein.'),
  ...ZAddressFields,
  latLng: ZLatLng.nullable().default(null),
  /** The company's own tank (Hoftankstelle) rather than a public station. */
  isOwnTank: z.boolean().default(false),
  operatingUnitIds: ZIdList,
  note: optionalText(1000),
});
export const ZGasStationInput = gasStationFields;
export const ZGasStation = gasStationFields.extend(recordMeta);
export type TGasStation = z.infer<typeof ZGasStation>;

/**
 * A loading or unloading point (services.md §3 'LoadingOrUnloadingPoint'): common to the company when
 * customerId is null, else the customer's own.
 */
export const loadingPointMessages = {
  name: 'Bitte gib einen Namen für die Be-/Entladestelle ein.',
  kind: 'Bitte wähle Beladestelle, Entladestelle oder beides.',
} as const;

const loadingPointFields = z.object({
  customerId: idField().nullable().default(null),
  name: nameField(loadingPointMessages.name),
  isLoadingPoint: z.boolean().default(true),
  isUnloadingPoint: z.boolean().default(false),
  lat: ZLatLng.shape.lat,
  lng: ZLatLng.shape.lng,
  ...ZAddressFields,
  color: ZColor,
});
export const ZLoadingPointInput = loadingPointFields.refine((point) => point.isLoadingPoint || point.isUnloadingPoint, {
  path: ['isUnloadingPoint'],
  message: loadingPointMessages.kind,
});
export const ZLoadingPoint = loadingPointFields.extend(recordMeta);
export type TLoadingPoint = z.infer<typeof ZLoadingPoint>;

/** A cost account (Kostenkonto) of the chart of accounts, for incoming receipts. */
const costAccountFields = z.object({
  accountNumber: z
    .string({ error: 'Bitte gib eine Kontonummer ein.' })
    .max(INPUT_LIMITS.nameLength, tooLongMessage(INPUT_LIMITS.nameLength))
    .trim()
    .regex(/^\d{1,9}$/, 'Die Kontonummer muss eine ganze Zahl sein.')
    .refine((value) => Number(value) > 0, 'Die Kontonummer muss größer als 0 sein.'),
  name: nameField('Bitte gib eine Bezeichnung für das Konto ein.'),
});
export const ZCostAccountInput = costAccountFields;
export const ZCostAccount = costAccountFields.extend(recordMeta);
export type TCostAccount = z.infer<typeof ZCostAccount>;
