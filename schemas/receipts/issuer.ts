import type { StoredCompany, StoredOperatingUnit } from '../company-records';

/** What the receipt mappings read of the company: its legal name, its address as the fallback, its logo. */
export type TReceiptCompany = Pick<
  StoredCompany,
  'name' | 'street' | 'zip' | 'city' | 'email' | 'phone' | 'website' | 'logoKey'
>;

/** What the receipt mappings read of the issuing operating unit, as STORED (answers conceal the bank data). */
export type TReceiptUnit = Pick<
  StoredOperatingUnit,
  | 'name'
  | 'street'
  | 'zip'
  | 'city'
  | 'email'
  | 'website'
  | 'phone'
  | 'countryCode'
  | 'vatId'
  | 'taxNumber'
  | 'iban'
  | 'bic'
  | 'bankName'
  | 'creditorId'
  | 'receiptContactName'
  | 'receiptFooter'
  | 'logoKey'
>;

/**
 * The seller of a receipt, the same on the PDF and in the e-invoice: the company is the legal person (its
 * name), the operating unit issues the receipt (its address, contact and tax ids, the company's where the
 * unit has none).
 */
export const receiptIssuer = (company: TReceiptCompany, unit: TReceiptUnit) => ({
  name: company.name,
  street: unit.street ?? company.street ?? '',
  zip: unit.zip ?? company.zip ?? '',
  city: unit.city ?? company.city ?? '',
  countryCode: unit.countryCode,
  email: unit.email ?? company.email ?? '',
  phone: unit.phone ?? company.phone ?? '',
  website: unit.website ?? company.website,
  contactName: unit.receiptContactName ?? company.name,
});
export type TReceiptIssuer = ReturnType<typeof receiptIssuer>;
