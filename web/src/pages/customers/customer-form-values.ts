import type { TContactPerson, TCustomer, TSalutation } from '../../../../schemas/customer';
import { receiptMailKinds } from '../../../../schemas/customer';
import type { TEInvoiceFormat, TPaymentMethod, TSepaMandate } from '../../../../schemas/customer-billing';
import type { TMailProblem } from '../../../../schemas/mail';
import { formatIban } from '../../../../schemas/receipt-identifiers';
import type { TLatLng } from '../../../../schemas/validation';

export type ReceiptMailKind = (typeof receiptMailKinds)[number];

/** What the form edits: every text as a string, so inputs stay controlled and nothing typed is lost. */
export type ContactFormValues = {
  id: string;
  salutation: TSalutation | null;
  firstName: string;
  lastName: string;
  mail: string;
  phone: string;
  mobile: string;
  isPrimary: boolean;
  visibleInOrders: boolean;
  receivesReceiptMailsFor: Record<ReceiptMailKind, boolean>;
  /** Set by the mail service after a bounce or complaint; shown, never sent (the server keeps or clears it). */
  mailProblem: TMailProblem | null;
};

export type DeliveryFormValues = { name: string; street: string; zip: string; city: string; countryCode: string };

/** A SEPA mandate as typed: the day as 'YYYY-MM-DD' or null while empty (the schema then names the field). */
export type MandateFormValues = {
  reference: string;
  signedOn: string | null;
  iban: string;
  bic: string;
  accountHolder: string;
};

export type CustomerFormValues = {
  customerNumber: string;
  name: string;
  displayName: string;
  companyNumber: string;
  mail: string;
  phone: string;
  mobilePhoneNumber: string;
  addressStreet: string;
  addressZip: string;
  addressCity: string;
  addressCountryCode: string;
  deliveryAddress: DeliveryFormValues | null;
  contactPersons: ContactFormValues[];
  canEditStructures: boolean;
  /** Customer tags (price agreements can target them) and the operating units serving the customer. */
  tagIds: string[];
  operatingUnitIds: string[];
  /** Not edited here; kept so an update does not drop it. */
  latLng: TLatLng | null;
  /** Rechnungsstellung: tax ids, buyer reference, payment and e-invoice format. */
  vatId: string;
  taxNumber: string;
  buyerReference: string;
  paymentMethod: TPaymentMethod;
  sepaMandate: MandateFormValues | null;
  eInvoiceFormat: TEInvoiceFormat;
  /** Null: the company's payment term applies. */
  paymentTermDays: number | null;
};

export const DEFAULT_COUNTRY = 'DE';

const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const noReceiptMails = (): Record<ReceiptMailKind, boolean> =>
  Object.fromEntries(receiptMailKinds.map((kind) => [kind, false])) as Record<ReceiptMailKind, boolean>;

export const emptyContact = (isPrimary = false): ContactFormValues => ({
  id: newId(),
  salutation: null,
  firstName: '',
  lastName: '',
  mail: '',
  phone: '',
  mobile: '',
  isPrimary,
  visibleInOrders: true,
  receivesReceiptMailsFor: noReceiptMails(),
  mailProblem: null,
});

export const emptyDelivery = (): DeliveryFormValues => ({
  name: '',
  street: '',
  zip: '',
  city: '',
  countryCode: DEFAULT_COUNTRY,
});

export const emptyCustomerValues = (): CustomerFormValues => ({
  customerNumber: '',
  name: '',
  displayName: '',
  companyNumber: '',
  mail: '',
  phone: '',
  mobilePhoneNumber: '',
  addressStreet: '',
  addressZip: '',
  addressCity: '',
  addressCountryCode: DEFAULT_COUNTRY,
  deliveryAddress: null,
  contactPersons: [],
  canEditStructures: false,
  tagIds: [],
  operatingUnitIds: [],
  latLng: null,
  vatId: '',
  taxNumber: '',
  buyerReference: '',
  paymentMethod: 'TRANSFER',
  sepaMandate: null,
  eInvoiceFormat: 'ZUGFERD',
  paymentTermDays: null,
});

export const emptyMandate = (accountHolder = ''): MandateFormValues => ({
  reference: '',
  signedOn: null,
  iban: '',
  bic: '',
  accountHolder,
});

const mandateValues = (mandate: TSepaMandate): MandateFormValues => ({
  reference: mandate.reference,
  signedOn: mandate.signedOn,
  // Shown in groups of four, as on the mandate form; stored compact.
  iban: formatIban(mandate.iban),
  bic: mandate.bic ?? '',
  accountHolder: mandate.accountHolder,
});

const contactValues = (person: TContactPerson): ContactFormValues => ({
  id: person.id,
  salutation: person.salutation,
  firstName: person.firstName ?? '',
  lastName: person.lastName ?? '',
  mail: person.mail ?? '',
  phone: person.phone ?? '',
  mobile: person.mobile ?? '',
  isPrimary: person.isPrimary,
  visibleInOrders: person.visibleInOrders,
  receivesReceiptMailsFor: { ...noReceiptMails(), ...person.receivesReceiptMailsFor },
  mailProblem: person.mailProblem,
});

export const valuesFromCustomer = (customer: TCustomer): CustomerFormValues => ({
  customerNumber: customer.customerNumber ?? '',
  name: customer.name,
  displayName: customer.displayName ?? '',
  companyNumber: customer.companyNumber ?? '',
  mail: customer.mail ?? '',
  phone: customer.phone ?? '',
  mobilePhoneNumber: customer.mobilePhoneNumber ?? '',
  addressStreet: customer.addressStreet ?? '',
  addressZip: customer.addressZip ?? '',
  addressCity: customer.addressCity ?? '',
  addressCountryCode: customer.addressCountryCode,
  deliveryAddress: customer.deliveryAddress
    ? {
        name: customer.deliveryAddress.name ?? '',
        street: customer.deliveryAddress.street ?? '',
        zip: customer.deliveryAddress.zip ?? '',
        city: customer.deliveryAddress.city ?? '',
        countryCode: customer.deliveryAddress.countryCode ?? DEFAULT_COUNTRY,
      }
    : null,
  contactPersons: customer.contactPersons.map(contactValues),
  canEditStructures: customer.canEditStructures,
  tagIds: customer.tagIds,
  operatingUnitIds: customer.operatingUnitIds,
  latLng: customer.latLng,
  vatId: customer.vatId ?? '',
  taxNumber: customer.taxNumber ?? '',
  buyerReference: customer.buyerReference ?? '',
  // A role that cannot read bank data got the mandate as null: its form neither shows nor sends them
  // (the server keeps the stored ones), so they start as a transfer without mandate, which validates.
  paymentMethod:
    customer.sepaMandate === null && customer.paymentMethod === 'DIRECT_DEBIT' ? 'TRANSFER' : customer.paymentMethod,
  sepaMandate: customer.sepaMandate ? mandateValues(customer.sepaMandate) : null,
  eInvoiceFormat: customer.eInvoiceFormat,
  paymentTermDays: customer.paymentTermDays,
});
