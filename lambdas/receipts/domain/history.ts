import type { TReceipt, TReceiptData } from '../../../schemas/receipts/receipt';

/**
 * What a change of a draft changed, for its history (issue 14 point 1: who, when, what): the German
 * names of the fields whose values differ, in the order of the form.
 */
const fieldLabels: Record<keyof TReceiptData, string> = {
  operatingUnitId: 'Betrieb',
  customerId: 'Kunde',
  contactPersonId: 'Ansprechpartner',
  date: 'Datum',
  servicePeriodStart: 'Leistungszeitraum',
  servicePeriodEnd: 'Leistungszeitraum',
  subject: 'Betreff',
  introText: 'Einleitungstext',
  closingText: 'Schlusstext',
  positions: 'Positionen',
  currency: 'Währung',
  vatExchangeRate: 'Umrechnungskurs',
  paymentTerms: 'Zahlungsbedingungen',
  reverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers',
  validUntil: 'Gültig bis',
  deliveryDate: 'Lieferdatum',
  referencedReceiptId: 'Bezogene Rechnung',
};

const fields = Object.keys(fieldLabels).filter((key): key is keyof TReceiptData => Object.hasOwn(fieldLabels, key));

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A value as the comparison sees it: object keys sorted, empty values (null, undefined, '') alike. The
 * stored draft is read back from the table (whose maps keep no key order, and which leaves empty fields
 * out) while the change comes parsed from the form: the same positions must compare equal, so that a
 * change of the subject alone is not logged as one of the positions.
 */
const canonical = (value: unknown): unknown => {
  if (isEmpty(value)) return null;
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, inner]) => !isEmpty(inner))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => [key, canonical(inner)]),
  );
};

const differs = (before: unknown, after: unknown) =>
  JSON.stringify(canonical(before)) !== JSON.stringify(canonical(after));

/** The history's 'what' of a changed draft: 'Geändert: Datum, Positionen', or 'Gespeichert' when nothing differs. */
export const changeDescription = (before: TReceipt, after: TReceipt): string => {
  const labels = fields.filter((field) => differs(before[field], after[field])).map((field) => fieldLabels[field]);
  const distinct = [...new Set(labels)];
  return distinct.length === 0 ? 'Gespeichert' : `Geändert: ${distinct.join(', ')}`.slice(0, 200);
};
