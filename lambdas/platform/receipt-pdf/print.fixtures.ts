import { documentTotals, lineNet, type TVatCategory } from '../../../schemas/kernel/vat';
import { paymentTermsText } from '../../../schemas/receipts/payment-terms';
import type { TPrintLine, TReceiptPrintInput } from '../../../schemas/receipts/print';

/**
 * Receipts to print in tests and the benchmark: a contractor's bill with as many positions as asked, its
 * figures from the receipt arithmetic like the receipts service will take them.
 */

const services = [
  { name: 'Gülle ausbringen mit Güllefass', unit: 'ha', price: '38.5', vat: 19 },
  { name: 'Mähdrescher Weizen', unit: 'ha', price: '145', vat: 19 },
  { name: 'Schlepperstunde mit Fahrer', unit: 'Std.', price: '72.25', vat: 19 },
  { name: 'Transport Silomais', unit: 't', price: '4.8', vat: 7 },
] as const;

const quantities = ['12.5', '3', '7.25', '120.4', '1'];

/** `count` positions with quantities, prices and line nets; every fifth has a discount. */
export const billLines = (count: number): TPrintLine[] =>
  Array.from({ length: count }, (_, index) => {
    const service = services[index % services.length] ?? services[0];
    const quantity = quantities[index % quantities.length] ?? '1';
    const discountPercent = index % 5 === 4 ? '5' : undefined;
    return {
      position: String(index + 1),
      name: service.name,
      description: index % 3 === 0 ? `Schlag ${index + 1}, Auftrag A-2026-${String(100 + index)}` : undefined,
      quantity,
      unitLabel: service.unit,
      unitPrice: service.price,
      discountPercent,
      vatPercentPoints: service.vat,
      lineNet: lineNet({ quantity, unitPrice: service.price, discountPercent }),
    };
  });

/** The totals of priced lines, all in one VAT category. */
export const totalsOf = (lines: readonly TPrintLine[], vatCategory: TVatCategory = 'S') =>
  documentTotals(
    lines.map((line) => ({ net: line.lineNet ?? '0', vatPercentPoints: line.vatPercentPoints ?? 0, vatCategory })),
  );

export const SAMPLE_IBAN = 'DE89370400440532013000';

/** A bill of Lohnunternehmen Hansen with `positions` positions (final unless `number` is null). */
export const samplePrint = (positions: number, overrides: Partial<TReceiptPrintInput> = {}): TReceiptPrintInput => {
  const lines = billLines(positions);
  const totals = totalsOf(lines);
  const terms = { dueDay: '2026-11-17', skonto: { untilDay: '2026-11-10', percent: '2' } };
  return {
    title: 'Rechnung',
    number: 'RE-2026-0012',
    date: '2026-11-03',
    facts: [
      { label: 'Kundennummer', value: '10042' },
      { label: 'Leistungszeitraum', value: '01.10.2026 – 31.10.2026' },
    ],
    sender: {
      name: 'Lohnunternehmen Hansen GmbH',
      street: 'Dorfstraße 1',
      zip: '25813',
      city: 'Husum',
      senderRow: 'Lohnunternehmen Hansen GmbH · Dorfstraße 1 · 25813 Husum',
    },
    recipient: {
      name: 'Hof Brüggemann GbR',
      addition: 'z. Hd. Jürgen Brüggemann',
      street: 'Am Moor 7',
      zip: '25821',
      city: 'Bredstedt',
      country: 'DE',
    },
    introText: 'Sehr geehrte Damen und Herren,\nfür unsere Leistungen berechnen wir Ihnen:',
    lines,
    totals,
    paymentText: paymentTermsText(terms, totals.gross, 'EUR'),
    closingText: 'Vielen Dank für Ihren Auftrag.',
    footer: {
      companyLines: ['Lohnunternehmen Hansen GmbH', 'Dorfstraße 1', '25813 Husum', 'Geschäftsführer: Hauke Hansen'],
      contact: { phone: '04841 12345', mail: 'rechnung@hansen-lohnunternehmen.de' },
      bank: { bankName: 'Nord-Ostsee Sparkasse', iban: SAMPLE_IBAN, bic: 'NOLADE21NOS' },
      tax: { vatId: 'DE123456789', taxNumber: '15/293/12345', creditorId: 'DE98ZZZ09999999999' },
    },
    currency: 'EUR',
    ...overrides,
  };
};
