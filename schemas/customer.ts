import * as z from 'zod';
import { ZCountryCode } from './countries';
import { customerBillingFields, paymentProblem } from './customer-billing';
import { boundedArray, INPUT_LIMITS, idList, optionalIdText } from './input-bounds';
import { isValidVatId, vatIdFitsCountry } from './kernel/vat-id';
import { receiptMailTypes, ZMailProblem } from './mail';
import { receiptDataMessages } from './messages';
import { normalisedVatId } from './receipt-identifiers';
import type { References } from './references';
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
export const receiptMailKinds = receiptMailTypes;
export const ZReceiptMailFlags = z.object(
  Object.fromEntries(receiptMailKinds.map((kind) => [kind, z.boolean().default(false)])) as Record<
    (typeof receiptMailKinds)[number],
    z.ZodDefault<z.ZodBoolean>
  >,
);

/** Messages of the customer rules, used by the schema and by the server's uniqueness check. */
export const customerMessages = {
  phone: 'Bitte gib eine Telefonnummer nur mit Ziffern, Leerzeichen und + / - ( ) ein.',
  zipGermany: 'Bitte gib eine Postleitzahl mit 5 Ziffern ein.',
  zipOther: 'Bitte gib eine gültige Postleitzahl ein (Buchstaben, Ziffern, Leerzeichen, Bindestrich).',
  contactName: 'Bitte gib einen Vor- oder Nachnamen ein.',
  customerNumberTaken: 'Diese Kundennummer ist bereits vergeben.',
  vatIdCountry: 'Die USt-IdNr. passt nicht zum Land der Adresse.',
} as const;

/**
 * The customer's VAT id as finalizing a receipt checks it (schemas/einvoice/rules.ts, issue 24): the format
 * of its state WITH its check digits, and the state of the address. Only the input is checked: a stored
 * customer is read as it was stored.
 */
export const customerVatIdProblem = (vatId: unknown, countryCode: unknown): string | undefined => {
  // A VAT id of no accepted shape already has its field's message (optionalVatId).
  if (typeof vatId !== 'string' || normalisedVatId(vatId) !== vatId) return undefined;
  if (!isValidVatId(vatId)) return receiptDataMessages.invalidVatId;
  return vatIdFitsCountry(vatId, typeof countryCode === 'string' ? countryCode : 'DE')
    ? undefined
    : customerMessages.vatIdCountry;
};

/** A phone number as people write it: digits with spaces, +, /, -, parentheses (e.g. +49 (4841) 123-45). */
const PHONE = /^\+?[\d\s/()-]*\d[\d\s/()-]*$/;

export const optionalPhone = () => optionalText(50).pipe(z.string().regex(PHONE, customerMessages.phone).optional());

const GERMAN_ZIP = /^\d{5}$/;
/** Other countries: 2 to 10 letters, digits, spaces or hyphens (NL 1234 AB, GB SW1A 1AA, PL 00-950). */
const OTHER_ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

/** The problem of a zip in its country, if any; no zip is fine (the address may be incomplete). */
export const zipProblem = (zip: unknown, countryCode: unknown): string | undefined => {
  if (typeof zip !== 'string' || zip.trim() === '') return undefined;
  if ((countryCode ?? 'DE') === 'DE') return GERMAN_ZIP.test(zip.trim()) ? undefined : customerMessages.zipGermany;
  return OTHER_ZIP.test(zip.trim()) ? undefined : customerMessages.zipOther;
};

const hasName = (person: { firstName?: unknown; lastName?: unknown }) =>
  [person.firstName, person.lastName].some((name) => typeof name === 'string' && name.trim() !== '');

/**
 * A contact person needs a first or a last name: a person without one cannot be told apart in a list.
 * An empty contact person is not dropped silently; the user removes it (what was added stays visible).
 */
const ZContactPersonFields = z.object({
  /** Empty for a person added in this edit; the server gives it an id. */
  id: optionalIdText().default(''),
  isPrimary: z.boolean().default(false),
  visibleInOrders: z.boolean().default(true),
  salutation: ZSalutation.nullable().default(null),
  firstName: optionalText(100),
  lastName: optionalText(100),
  mail: optionalEmail(),
  phone: optionalPhone(),
  mobile: optionalPhone(),
  receivesReceiptMailsFor: ZReceiptMailFlags.prefault({}),
});
export const ZContactPerson = ZContactPersonFields.refine(hasName, {
  message: customerMessages.contactName,
  path: ['firstName'],
  // Also when another field of the person is wrong: every error shows at once.
  when: () => true,
});
export type TContactPersonInput = z.input<typeof ZContactPerson>;

/**
 * A stored contact person: what the user entered plus what the mail service learnt about the address
 * (a bounce or complaint, services.md §8). Server-set only: input schemas leave the field out, so a
 * request can neither set nor clear it; a change of the person's mail clears it.
 */
export const ZStoredContactPerson = ZContactPersonFields.extend({
  mailProblem: ZMailProblem.nullable().default(null),
});
export type TContactPerson = z.infer<typeof ZStoredContactPerson>;

export const ZDeliveryAddress = z.object({
  countryCode: ZCountryCode.optional(),
  name: optionalText(200),
  street: optionalText(200),
  zip: optionalText(20),
  city: optionalText(100),
});

/** The rules across fields of a customer: a zip is checked against its country, a direct debit needs a mandate. */
const withCustomerRules = <
  S extends z.ZodType<{
    addressZip?: unknown;
    addressCountryCode?: unknown;
    paymentMethod?: unknown;
    sepaMandate?: unknown;
    vatId?: unknown;
  }>,
>(
  schema: S,
  { payment = true }: { payment?: boolean } = {},
) =>
  schema.superRefine((customer: z.output<S>, context) => {
    const paymentIssue = payment ? paymentProblem(customer) : undefined;
    if (paymentIssue) context.addIssue({ code: 'custom', ...paymentIssue });
    const problem = zipProblem(customer.addressZip, customer.addressCountryCode);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['addressZip'] });
    const vatIdProblem = customerVatIdProblem(customer.vatId, customer.addressCountryCode);
    if (vatIdProblem) context.addIssue({ code: 'custom', message: vatIdProblem, path: ['vatId'] });
    const delivery: unknown = 'deliveryAddress' in customer ? customer.deliveryAddress : null;
    if (delivery && typeof delivery === 'object' && 'zip' in delivery) {
      const country = 'countryCode' in delivery ? delivery.countryCode : undefined;
      const deliveryProblem = zipProblem(delivery.zip, country);
      if (deliveryProblem)
        context.addIssue({ code: 'custom', message: deliveryProblem, path: ['deliveryAddress', 'zip'] });
    }
  });

/** The fields a user enters for a customer; the server adds id, company and bookkeeping fields. */
const ZCustomerFields = z.object({
  customerNumber: optionalText(30).nullable().default(null),
  name: requiredText('Bitte gib einen Namen ein.'),
  displayName: optionalText(200),
  companyNumber: optionalText(50),
  mail: optionalEmail(),
  phone: optionalPhone(),
  mobilePhoneNumber: optionalPhone(),
  latLng: ZLatLng.nullable().default(null),
  contactPersons: boundedArray(ZContactPerson, INPUT_LIMITS.partListLength)
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
  tagIds: idList().default([]),
  /** Operating units that serve this customer; none means all of them (application.md §5 order rules). */
  operatingUnitIds: idList().default([]),
  ...customerBillingFields,
});
/** The fields of a customer that name other records (schemas/references.ts). */
export const customerReferences: References = { 'tagIds.*': 'customerTag', 'operatingUnitIds.*': 'operatingUnit' };

/** What a user enters for a customer, with the rules across its fields. */
export const ZCustomerInput = withCustomerRules(ZCustomerFields);
/** A change names the version it was made on; a newer stored version means someone else changed it. */
/**
 * A change: its direct debit is checked against the mandate the customer will have, after the server kept
 * the stored one for a role that may not read bank data (lambdas/structures/customer-routes.ts).
 */
export const ZCustomerUpdate = withCustomerRules(ZCustomerFields.extend({ version: z.number().int().positive() }), {
  payment: false,
});
export type TCustomerInput = z.input<typeof ZCustomerInput>;
export type TCustomerData = z.output<typeof ZCustomerInput>;

/** A stored customer (services.md §3) with our bookkeeping: company, version for optimistic locking, times. */
export const ZCustomer = ZCustomerFields.extend({
  contactPersons: z.array(ZStoredContactPerson).default([]),
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
