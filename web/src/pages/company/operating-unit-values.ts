import type { TOperatingUnit } from '../../../../schemas/api/company';
import { formatIban } from '../../../../schemas/receipt-identifiers';

/** The receipt data of a unit (Belegdaten), each typed as text. */
export type ReceiptFieldName =
  | 'vatId'
  | 'taxNumber'
  | 'phone'
  | 'countryCode'
  | 'iban'
  | 'bic'
  | 'bankName'
  | 'creditorId'
  | 'receiptContactName'
  | 'receiptFooter';

/** The operating-unit dialog's inputs, all as typed (the accounting numbers stay text until validated). */
export type OperatingUnitValues = {
  name: string;
  street: string;
  zip: string;
  city: string;
  email: string;
  website: string;
  accountingConnection: { consultantNumber: string; clientNumber: string };
} & Record<ReceiptFieldName, string>;

export const emptyOperatingUnitValues: OperatingUnitValues = {
  name: '',
  street: '',
  zip: '',
  city: '',
  email: '',
  website: '',
  accountingConnection: { consultantNumber: '', clientNumber: '' },
  vatId: '',
  taxNumber: '',
  phone: '',
  countryCode: 'DE',
  iban: '',
  bic: '',
  bankName: '',
  creditorId: '',
  receiptContactName: '',
  receiptFooter: '',
};

export const valuesFromOperatingUnit = (unit: TOperatingUnit): OperatingUnitValues => ({
  name: unit.name,
  street: unit.street ?? '',
  zip: unit.zip ?? '',
  city: unit.city ?? '',
  email: unit.email ?? '',
  website: unit.website ?? '',
  accountingConnection: {
    consultantNumber: unit.accountingConnection?.consultantNumber?.toString() ?? '',
    clientNumber: unit.accountingConnection?.clientNumber?.toString() ?? '',
  },
  vatId: unit.vatId ?? '',
  taxNumber: unit.taxNumber ?? '',
  phone: unit.phone ?? '',
  countryCode: unit.countryCode,
  // Shown in groups of four, as it is printed; the schema stores it compact again.
  iban: unit.iban ? formatIban(unit.iban) : '',
  bic: unit.bic ?? '',
  bankName: unit.bankName ?? '',
  creditorId: unit.creditorId ?? '',
  receiptContactName: unit.receiptContactName ?? '',
  receiptFooter: unit.receiptFooter ?? '',
});

/** '' is "no number"; anything else is handed to the shared schema as a number (NaN fails with its message). */
const optionalNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/**
 * What the shared ZOperatingUnitInput takes (messages of application.md §5 'Accounting settings' come
 * from there): the numbers as numbers, and no connection when neither number is given.
 */
export const operatingUnitInput = ({ accountingConnection, ...values }: OperatingUnitValues) => {
  const consultantNumber = optionalNumber(accountingConnection.consultantNumber);
  const clientNumber = optionalNumber(accountingConnection.clientNumber);
  return {
    ...values,
    accountingConnection:
      consultantNumber === null && clientNumber === null ? null : { consultantNumber, clientNumber },
  };
};
