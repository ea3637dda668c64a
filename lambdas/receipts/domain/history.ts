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
  paymentTerms: 'Zahlungsbedingungen',
  reverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers',
  validUntil: 'Gültig bis',
  deliveryDate: 'Lieferdatum',
};

const fields = Object.keys(fieldLabels).filter((key): key is keyof TReceiptData => Object.hasOwn(fieldLabels, key));

/** The history's 'what' of a changed draft: 'Geändert: Datum, Positionen', or 'Gespeichert' when nothing differs. */
export const changeDescription = (before: TReceipt, after: TReceipt): string => {
  const labels = fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => fieldLabels[field]);
  const distinct = [...new Set(labels)];
  return distinct.length === 0 ? 'Gespeichert' : `Geändert: ${distinct.join(', ')}`.slice(0, 200);
};
