import { describe, expect, it } from 'vitest';
import { REVERSE_CHARGE_CODE, REVERSE_CHARGE_REASON, ZEInvoiceDocument } from '../einvoice/document';
import { ZReceiptPosition } from './receipt';
import { sampleBill, sampleCancellationBill, sampleCompany, sampleUnit } from './receipt-document.fixtures';
import { receiptEInvoiceDocument, receiptEInvoiceProblems, receiptFileFormat } from './receipt-einvoice';

const documentOf = (overrides: Parameters<typeof sampleBill>[0] = {}) => {
  const document = receiptEInvoiceDocument({
    receipt: sampleBill(overrides),
    company: sampleCompany(),
    unit: sampleUnit(),
  });
  if (!document) throw new Error('no e-invoice document');
  return ZEInvoiceDocument.parse(document);
};

describe('receiptEInvoiceDocument', () => {
  it('maps a bill: 380, seller from the stored unit with its bank data, buyer from the snapshot', () => {
    const document = documentOf();
    expect(document).toMatchObject({
      typeCode: '380',
      number: 'RE-2026-0042',
      issueDate: '2026-08-14',
      dueDate: '2026-08-28',
      servicePeriod: { start: '2026-08-03', end: '2026-08-07' },
      currency: 'EUR',
      buyerReference: '04011000-12345-03',
    });
    expect(document.precedingInvoice).toBeUndefined();
    expect(document.seller).toMatchObject({
      name: 'Lohnunternehmen Bäumer GmbH & Co. KG',
      street: 'Hauptstraße 12',
      city: 'Vechta',
      countryCode: 'DE',
      vatId: 'DE123456789',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      contact: { name: 'Jürgen Bäumer', phone: '+49 4441 12345', email: 'rechnung@lu-baeumer.example' },
    });
    expect(document.buyer).toMatchObject({
      name: 'Hof Sörensen GbR',
      vatId: 'DE987654328',
      email: 'hof@soerensen.example',
      customerNumber: 'K-1007',
    });
    expect(document.payment).toMatchObject({ means: 'CREDIT_TRANSFER', skonto: { percent: '2', days: 7 } });
    expect(document.payment.termsText).toContain('Zahlbar bis 28.08.2026');
  });

  it('maps the priced positions with UN/ECE unit codes, without the text rows', () => {
    const { lines } = documentOf();
    expect(lines.map((line) => [line.id, line.name, line.unitCode, line.vatPercentPoints])).toEqual([
      ['1', 'Mähdrusch Winterweizen', 'H18', 19],
      ['2', 'Abfahrt Korn mit Überladewagen', 'HUR', 19],
      ['3', 'Saatgut Wintergerste', 'DTN', 7],
    ]);
    expect(lines[1]?.discountPercent).toBe('10');
    expect(lines[0]?.discountPercent).toBeUndefined();
  });

  it('maps a cancellation bill as 381 with positive amounts and the cancelled bill as preceding invoice', () => {
    const document = receiptEInvoiceDocument({
      receipt: sampleCancellationBill(),
      company: sampleCompany(),
      unit: sampleUnit(),
    });
    expect(document?.typeCode).toBe('381');
    expect(document?.precedingInvoice).toEqual({ number: 'RE-2026-0042', issueDate: '2026-08-14' });
    expect(document?.lines.map((line) => line.quantity)).toEqual(['12.5', '3.5', '0.8']);
    expect(document?.dueDate).toBeUndefined();
    expect(document?.notes).toContain('Stornorechnung zu Rechnung RE-2026-0042 vom 14.08.2026.');
  });

  it('writes the text positions as invoice notes, in order, between subject and closing text', () => {
    const note = ZReceiptPosition.parse({ id: 'p5', kind: 'TEXT', name: 'Hinweis', description: 'Zweite Zeile' });
    const document = documentOf({ subject: 'Ernte 2026', positions: [...sampleBill().positions, note] });
    expect(document.notes).toEqual([
      'Ernte 2026',
      'Arbeiten am 5. August',
      'Hinweis\nZweite Zeile',
      'Vielen Dank für Ihren Auftrag.',
    ]);
    expect(document.lines).toHaveLength(3);
  });

  it('states the time of supply: the head period, else the positions days, else the delivery day', () => {
    expect(documentOf()).toMatchObject({ servicePeriod: { start: '2026-08-03', end: '2026-08-07' } });
    expect(documentOf().lines.every((line) => line.serviceDate === undefined)).toBe(true);
    const dated = sampleBill().positions.map((position, index) => ({
      ...position,
      serviceDate: `2026-08-0${index + 2}`,
    }));
    const byDays = documentOf({ servicePeriodStart: null, servicePeriodEnd: null, positions: dated });
    expect(byDays.servicePeriod).toEqual({ start: '2026-08-02', end: '2026-08-05' });
    expect(byDays.lines.map((line) => line.serviceDate)).toEqual(['2026-08-02', '2026-08-03', '2026-08-05']);
    const byDelivery = documentOf({ servicePeriodStart: null, servicePeriodEnd: null, deliveryDate: '2026-08-14' });
    expect([byDelivery.deliveryDate, byDelivery.servicePeriod]).toEqual(['2026-08-14', undefined]);
    const timeless = documentOf({ servicePeriodStart: null, servicePeriodEnd: null });
    expect([timeless.servicePeriod, timeless.deliveryDate]).toEqual([undefined, undefined]);
  });

  it('carries the exchange rate of a bill in CHF', () => {
    expect(documentOf({ currency: 'CHF', vatExchangeRate: '1.0634' })).toMatchObject({
      currency: 'CHF',
      vatExchangeRate: '1.0634',
    });
  });

  it('names the bill a credit note corrects as preceding invoice', () => {
    const document = documentOf({
      type: 'CREDIT_NOTE',
      number: 'GS-2026-0011',
      referencedReceipt: { id: 'rcpt-1', type: 'BILL', number: 'RE-2026-0042', date: '2026-08-14' },
    });
    expect(document).toMatchObject({
      typeCode: '381',
      precedingInvoice: { number: 'RE-2026-0042', issueDate: '2026-08-14' },
    });
    expect(document.notes).toContain('Gutschrift zu Rechnung RE-2026-0042 vom 14.08.2026.');
  });

  it('gives reverse-charge lines their reason and code', () => {
    const bill = sampleBill();
    const document = documentOf({
      reverseCharge: true,
      positions: bill.positions.map((position) => ({ ...position, vatCategory: 'AE', vatPercentPoints: 0 })),
    });
    expect(document.lines.every((line) => line.exemptionReason === REVERSE_CHARGE_REASON)).toBe(true);
    expect(document.lines.every((line) => line.exemptionReasonCode === REVERSE_CHARGE_CODE)).toBe(true);
  });

  it('pays by direct debit with the mandate and the debtor account', () => {
    const bill = sampleBill();
    const document = documentOf({
      paymentTerms: { ...bill.paymentTerms, method: 'DIRECT_DEBIT' },
      recipient: bill.recipient && {
        ...bill.recipient,
        sepaMandate: { reference: 'M-1007', signedOn: '2026-01-02', iban: 'DE89370400440532013000' },
      },
    });
    expect(document.payment).toMatchObject({
      means: 'DIRECT_DEBIT',
      mandateReference: 'M-1007',
      debtorIban: 'DE89370400440532013000',
      termsText:
        'Der Betrag von 2.838,99 € wird am 28.08.2026 per SEPA-Lastschrift von Ihrem Konto DE…3000 eingezogen (Mandatsreferenz M-1007).',
    });
    // The full amount is debited: no Skonto line either.
    expect(document.payment.skonto).toBeUndefined();
    expect(document.seller.creditorId).toBe('DE98ZZZ09999999999');
  });

  it('has no e-invoice for reminders, delivery notes and offers', () => {
    for (const type of ['BILL_REMINDER', 'DELIVERY_NOTE', 'OFFER'] as const) {
      expect(
        receiptEInvoiceDocument({ receipt: sampleBill({ type }), company: sampleCompany(), unit: sampleUnit() }),
      ).toBeUndefined();
    }
  });
});

describe('receiptFileFormat', () => {
  it('follows the customer for e-invoice types, a credit note as Factur-X too; the other types are PDF only', () => {
    expect(receiptFileFormat('BILL', 'ZUGFERD')).toBe('ZUGFERD');
    expect(receiptFileFormat('CANCELLATION_BILL', 'XRECHNUNG_CII')).toBe('XRECHNUNG_CII');
    expect(receiptFileFormat('CREDIT_NOTE', 'XRECHNUNG_UBL')).toBe('XRECHNUNG_UBL');
    expect(receiptFileFormat('CREDIT_NOTE', 'ZUGFERD')).toBe('ZUGFERD');
    expect(receiptFileFormat('OFFER', 'XRECHNUNG_UBL')).toBe('PDF_ONLY');
  });
});

describe('receiptEInvoiceProblems (the check before finalizing)', () => {
  const draft = () => sampleBill({ status: 'DRAFT', number: null, date: null });

  it('finds nothing for a complete draft: number and date are given at finalizing', () => {
    expect(
      receiptEInvoiceProblems(draft(), sampleUnit(), sampleCompany(), { eInvoiceFormat: 'XRECHNUNG_UBL' }),
    ).toEqual([]);
  });

  it('names a missing buyer reference for XRechnung and a missing IBAN for a transfer', () => {
    const bill = draft();
    const recipient = bill.recipient && { ...bill.recipient, buyerReference: undefined, customerNumber: null };
    const receipt = { ...bill, recipient };
    const unit = { ...sampleUnit(), iban: null };
    const problems = receiptEInvoiceProblems(receipt, unit, sampleCompany(), { eInvoiceFormat: 'XRECHNUNG_CII' });
    expect(problems.map((problem) => problem.code)).toEqual(['EINV_400_02_0003', 'EINV_400_02_0021']);
  });

  it('names a ZUGFeRD credit note without time of supply, and a bill in CHF without its exchange rate', () => {
    const customer = { eInvoiceFormat: 'ZUGFERD' } as const;
    const note = { ...draft(), type: 'CREDIT_NOTE' as const, servicePeriodStart: null, servicePeriodEnd: null };
    expect(receiptEInvoiceProblems(note, sampleUnit(), sampleCompany(), customer)).toEqual([
      { code: 'EINV_400_02_0029', path: 'servicePeriodStart' },
    ]);
    const francs = { ...draft(), currency: 'CHF' as const };
    expect(receiptEInvoiceProblems(francs, sampleUnit(), sampleCompany(), customer)).toEqual([
      { code: 'EINV_400_02_0030', path: 'vatExchangeRate' },
    ]);
  });

  it('checks nothing when the customer takes only the PDF, or for a delivery note', () => {
    const unit = { ...sampleUnit(), iban: null };
    expect(receiptEInvoiceProblems(draft(), unit, sampleCompany(), { eInvoiceFormat: 'PDF_ONLY' })).toEqual([]);
    const note = sampleBill({ type: 'DELIVERY_NOTE' });
    expect(receiptEInvoiceProblems(note, unit, sampleCompany(), { eInvoiceFormat: 'ZUGFERD' })).toEqual([]);
  });
});
