import * as z from 'zod';
import { ZCountryCode } from './countries';
import { optionalEmail, optionalText, requiredText, ZLatLng } from './validation';

/** Salutations of a contact person (services.md §3). */
export const salutations = [
  'MR',
  'MRS',
  'DOCTOR',
  'PROFESSOR',
  'COMPANY',
  'FAMILY',
  'FARMER',
  'BIOGAS_PLANT',
  'CITY',
  'TOWNSHIP',
  'MARKET_TOWN',
  'FARM',
  'AGRICULTURAL_CONTRACTOR',
  'ESTATE',
  'HUSBANDRY',
  'COMMUNE',
] as const;
export const ZSalutation = z.enum(salutations);
export type TSalutation = z.infer<typeof ZSalutation>;

export const salutationLabels: Record<TSalutation, string> = {
  MR: 'Herr',
  MRS: 'Frau',
  DOCTOR: 'Dr.',
  PROFESSOR: 'Prof.',
  COMPANY: 'Firma',
  FAMILY: 'Familie',
  FARMER: 'Landwirt',
  BIOGAS_PLANT: 'Biogasanlage',
  CITY: 'Stadt',
  TOWNSHIP: 'Gemeinde',
  MARKET_TOWN: 'Markt',
  FARM: 'Hof',
  AGRICULTURAL_CONTRACTOR: 'Lohnunternehmen',
  ESTATE: 'Gut',
  HUSBANDRY: 'Tierhaltung',
  COMMUNE: 'Kommune',
};

/** Which receipt mails a contact person receives. */
export const receiptMailKinds = [
  'bill',
  'billReminder',
  'cancellationBill',
  'creditNote',
  'deliveryNote',
  'offer',
] as const;
export const ZReceiptMailFlags = z.object(
  Object.fromEntries(receiptMailKinds.map((kind) => [kind, z.boolean().default(false)])) as Record<
    (typeof receiptMailKinds)[number],
    z.ZodDefault<z.ZodBoolean>
  >,
);

export const ZContactPerson = z.object({
  /** Empty for a person added in this edit; the server gives it an id. */
  id: z.string().default(''),
  isPrimary: z.boolean().default(false),
  visibleInOrders: z.boolean().default(true),
  salutation: ZSalutation.nullable().default(null),
  firstName: optionalText(100),
  lastName: optionalText(100),
  mail: optionalEmail(),
  phone: optionalText(50),
  mobile: optionalText(50),
  receivesReceiptMailsFor: ZReceiptMailFlags.prefault({}),
});
export type TContactPerson = z.infer<typeof ZContactPerson>;
export type TContactPersonInput = z.input<typeof ZContactPerson>;

export const ZDeliveryAddress = z.object({
  countryCode: ZCountryCode.optional(),
  name: optionalText(200),
  street: optionalText(200),
  zip: optionalText(20),
  city: optionalText(100),
});

/** What a user enters for a customer; the server adds id, company and bookkeeping fields. */
export const ZCustomerInput = z.object({
  customerNumber: optionalText(30).nullable().default(null),
  name: requiredText('Bitte gib einen Namen ein.'),
  displayName: optionalText(200),
  companyNumber: optionalText(50),
  mail: optionalEmail(),
  phone: optionalText(50),
  mobilePhoneNumber: optionalText(50),
  latLng: ZLatLng.nullable().default(null),
  contactPersons: z
    .array(ZContactPerson)
    .default([])
    .refine((people) => people.filter((p) => p.isPrimary).length <= 1, {
      message: 'Nur ein Ansprechpartner kann der Hauptansprechpartner sein.',
    }),
  addressStreet: optionalText(200),
  addressCity: optionalText(100),
  addressZip: optionalText(20),
  addressCountryCode: ZCountryCode.default('DE'),
  deliveryAddress: ZDeliveryAddress.nullable().default(null),
  canEditStructures: z.boolean().default(false),
  /** Customer tags (Kunden-Schlagwörter): price agreements can target all customers of a tag. */
  tagIds: z.array(z.string().min(1)).default([]),
  /** Operating units that serve this customer; none means all of them (application.md §5 order rules). */
  operatingUnitIds: z.array(z.string().min(1)).default([]),
});
export type TCustomerInput = z.input<typeof ZCustomerInput>;
export type TCustomerData = z.output<typeof ZCustomerInput>;

/** A stored customer (services.md §3) with our bookkeeping: company, version for optimistic locking, times. */
export const ZCustomer = ZCustomerInput.extend({
  id: z.string(),
  companyId: z.string(),
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCustomer = z.infer<typeof ZCustomer>;

/**
 * One row of the customer list: what the list shows and searches, without the full contact persons.
 * Keeps the list answer small (about a fifth of the full records) for companies with many customers.
 */
export const ZCustomerSummary = ZCustomer.pick({
  id: true,
  customerNumber: true,
  name: true,
  displayName: true,
  mail: true,
  phone: true,
  mobilePhoneNumber: true,
  addressStreet: true,
  addressZip: true,
  addressCity: true,
  addressCountryCode: true,
  latLng: true,
  tagIds: true,
  operatingUnitIds: true,
  version: true,
  updatedAt: true,
}).extend({
  /** "Vorname Nachname" of the primary contact person, if any. */
  primaryContact: z.string().nullable(),
  contactPersonCount: z.number().int().nonnegative(),
});
export type TCustomerSummary = z.infer<typeof ZCustomerSummary>;
