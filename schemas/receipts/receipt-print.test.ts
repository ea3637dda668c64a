import { describe, expect, it } from 'vitest';
import { printPositions, ZReceiptPrint } from './print';
import { ZReceiptPosition } from './receipt';
import { sampleBill, sampleCompany, samplePositions, sampleUnit, totalsOfPositions } from './receipt-document.fixtures';
import { receiptPrint } from './receipt-print';

const printOf = (overrides: Parameters<typeof sampleBill>[0] = {}, logo?: string) =>
  ZReceiptPrint.parse(
    receiptPrint({ receipt: sampleBill(overrides), company: sampleCompany(), unit: sampleUnit(), logo }),
  );

describe('receiptPrint', () => {
  it('prints a bill: title, number, facts, numbered priced lines, the stored totals, Skonto', () => {
    const print = printOf();
    expect(print).toMatchObject({ title: 'Rechnung', number: 'RE-2026-0042', date: '2026-08-14', currency: 'EUR' });
    expect(print.numberLabel).toBe('Rechnungsnummer');
    expect(print.facts).toEqual([
      { label: 'Kundennummer', value: 'K-1007' },
      { label: 'Ansprechpartner', value: 'Jürgen Bäumer' },
      { label: 'E-Mail', value: 'rechnung@lu-baeumer.example' },
      { label: 'Leistungszeitraum', value: '03.08.2026 – 07.08.2026' },
    ]);
    expect(printPositions(print.lines).map((line) => [line.position, line.name, line.lineNet])).toEqual([
      ['1', 'Mähdrusch Winterweizen', '2062.5'],
      ['2', 'Abfahrt Korn mit Überladewagen', '269.33'],
      ['3', 'Saatgut Wintergerste', '59.92'],
    ]);
    expect(print.lines[1]).toMatchObject({
      unitLabel: 'h',
      unitPrice: '85.5',
      discountPercent: '10',
      vatPercentPoints: 19,
    });
    expect(print.totals).toEqual(sampleBill().totals);
    expect(print.totals?.gross).toBe('2838.99');
    expect(print.paymentText).toBe(
      'Zahlbar bis 28.08.2026 ohne Abzug. Bei Zahlung bis 21.08.2026 2 % Skonto (56,78 €).',
    );
    expect(print.recipient).toMatchObject({
      name: 'Hof Sörensen GbR',
      addition: 'z. Hd. Anke Sörensen',
      country: 'DE',
    });
  });

  it('takes sender and footer from the company and the STORED unit: bank data, tax ids, the free footer', () => {
    const print = printOf();
    expect(print.sender).toEqual({
      name: 'Lohnunternehmen Bäumer GmbH & Co. KG',
      street: 'Hauptstraße 12',
      zip: '49377',
      city: 'Vechta',
      senderRow: 'Lohnunternehmen Bäumer GmbH & Co. KG · Hauptstraße 12 · 49377 Vechta',
    });
    expect(print.footer).toEqual({
      companyLines: [
        'Lohnunternehmen Bäumer GmbH & Co. KG',
        'Hauptstraße 12',
        '49377 Vechta',
        'Amtsgericht Oldenburg HRA 1234',
        'Geschäftsführer: Jürgen Bäumer',
      ],
      contact: { phone: '+49 4441 12345', mail: 'rechnung@lu-baeumer.example' },
      bank: { bankName: 'Volksbank Vechta', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
      tax: { vatId: 'DE123456789', taxNumber: '56/123/45678', creditorId: 'DE98ZZZ09999999999' },
    });
  });

  it('prints a draft without number and passes the logo through', () => {
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    const print = printOf({ status: 'DRAFT', number: null }, logo);
    expect(print.number).toBeNull();
    expect(print.logo).toBe(logo);
  });

  it('prints a delivery note without prices and totals, with its delivery day', () => {
    const print = printOf({ type: 'DELIVERY_NOTE', deliveryDate: '2026-08-05', dueDate: null });
    expect(print.title).toBe('Lieferschein');
    expect(print.facts).toContainEqual({ label: 'Lieferdatum', value: '05.08.2026' });
    expect(
      printPositions(print.lines).every((line) => line.unitPrice === undefined && line.lineNet === undefined),
    ).toBe(true);
    expect(print.totals).toBeUndefined();
    expect(print.paymentText).toBeUndefined();
  });

  it('prints an offer with Gültig bis and a cancellation bill with the bill it cancels under its title', () => {
    expect(printOf({ type: 'OFFER', validUntil: '2026-09-30' }).facts).toContainEqual({
      label: 'Gültig bis',
      value: '30.09.2026',
    });
    const cancellation = printOf({
      type: 'CANCELLATION_BILL',
      number: 'ST-2026-0003',
      referencedReceipt: { id: 'rcpt-1', type: 'BILL', number: 'RE-2026-0042', date: '2026-08-14' },
    });
    expect(cancellation.title).toBe('Stornorechnung');
    expect(cancellation.reference).toBe('zu Rechnung RE-2026-0042 vom 14.08.2026');
    expect(cancellation.paymentText).toBeUndefined();
  });

  it('prints a reminder with the open amount, its fee and its interest (its positions), summed without VAT', () => {
    const notTaxable = (id: string, name: string, unitPrice: string) =>
      ZReceiptPosition.parse({ id, kind: 'MANUAL', name, unitPrice, vatPercentPoints: 0, vatCategory: 'O' });
    const positions = [
      notTaxable('m1', 'Offener Betrag Rechnung RE-2026-0042 vom 14.08.2026', '2838.99'),
      notTaxable('m2', 'Mahngebühr', '5'),
      notTaxable('m3', 'Verzugszinsen (23 Tage)', '16.6'),
    ];
    const print = printOf({
      type: 'BILL_REMINDER',
      number: 'MA-2026-0001',
      positions,
      totals: totalsOfPositions(positions),
      dueDate: '2026-09-20',
      reminder: {
        level: 2,
        billId: 'rcpt-1',
        billNumber: 'RE-2026-0042',
        billDate: '2026-08-14',
        billGross: '2838.99',
        openAmount: '2838.99',
        daysOverdue: 23,
        fee: '5',
        interest: '16.6',
      },
    });
    expect(print.title).toBe('2. Mahnung');
    expect(printPositions(print.lines).map((line) => [line.name, line.lineNet])).toEqual([
      ['Offener Betrag Rechnung RE-2026-0042 vom 14.08.2026', '2838.99'],
      ['Mahngebühr', '5'],
      ['Verzugszinsen (23 Tage)', '16.6'],
    ]);
    expect(print.totals).toMatchObject({ net: '2860.59', tax: '0', gross: '2860.59' });
    expect(print.paymentText).toBe('Zahlbar bis 20.09.2026 ohne Abzug.');
    // The interest removed from the draft before finalizing: the PDF asks for what the reminder holds.
    const withoutInterest = printOf({
      type: 'BILL_REMINDER',
      positions: positions.slice(0, 2),
      totals: totalsOfPositions(positions.slice(0, 2)),
    });
    expect(withoutInterest.lines).toHaveLength(2);
    expect(withoutInterest.totals).toMatchObject({ gross: '2843.99' });
  });

  it('words a direct debit with the mandate', () => {
    const bill = sampleBill();
    const print = printOf({
      paymentTerms: { ...bill.paymentTerms, method: 'DIRECT_DEBIT', skonto: null },
      recipient: bill.recipient && {
        ...bill.recipient,
        sepaMandate: { reference: 'M-1007', signedOn: '2026-01-02', iban: 'DE89370400440532013000' },
      },
    });
    expect(print.paymentText).toBe(
      'Der Betrag von 2.838,99 € wird am 28.08.2026 per SEPA-Lastschrift von Ihrem Konto DE…3000 eingezogen (Mandatsreferenz M-1007).',
    );
  });

  it('keeps the sample positions as the receipts service stores them', () => {
    expect(samplePositions().map((position) => position.kind)).toContain('TEXT');
  });
});

describe('receiptPrint for issue 24', () => {
  const withDay = (serviceDate: string | null) =>
    samplePositions().map((position) => (position.kind === 'TEXT' ? position : { ...position, serviceDate }));

  it('keeps text positions in their place, unnumbered, and numbers the positions around them (point 6)', () => {
    const { lines } = printOf();
    expect(lines.map((line) => ('kind' in line ? line : line.position))).toEqual([
      '1',
      '2',
      { kind: 'TEXT', text: 'Arbeiten am 5. August' },
      '3',
    ]);
  });

  it('states the time of supply from the period, else the positions’ days, else the delivery day (point 7)', () => {
    const period = printOf();
    expect(period.facts).toContainEqual({ label: 'Leistungszeitraum', value: '03.08.2026 – 07.08.2026' });
    expect(printPositions(period.lines).every((line) => line.serviceDate === undefined)).toBe(true);

    const noPeriod = { servicePeriodStart: null, servicePeriodEnd: null };
    const positions = samplePositions().map((position, index) =>
      position.kind === 'TEXT' ? position : { ...position, serviceDate: index === 0 ? '2026-08-05' : '2026-08-03' },
    );
    const days = printOf({ ...noPeriod, positions });
    expect(printPositions(days.lines).map((line) => line.serviceDate)).toEqual([
      '2026-08-05',
      '2026-08-03',
      '2026-08-03',
    ]);
    expect(days.facts).toContainEqual({ label: 'Leistungszeitraum', value: '03.08.2026 – 05.08.2026' });
    expect(printOf({ ...noPeriod, positions: withDay('2026-08-04') }).facts).toContainEqual({
      label: 'Leistungsdatum',
      value: '04.08.2026',
    });

    const delivered = printOf({ ...noPeriod, deliveryDate: '2026-08-14' });
    expect(delivered.facts).toContainEqual({ label: 'Leistungsdatum', value: '14.08.2026' });
    expect(printOf({ ...noPeriod, type: 'DELIVERY_NOTE', deliveryDate: '2026-08-14' }).facts).toContainEqual({
      label: 'Lieferdatum',
      value: '14.08.2026',
    });
    expect(printOf({ servicePeriodStart: '2026-08-06', servicePeriodEnd: null }).facts).toContainEqual({
      label: 'Leistungsdatum',
      value: '06.08.2026',
    });
  });

  it('converts the VAT of a CHF bill to EUR at the entered rate, per rate, rounded half-up (point 9)', () => {
    const chf = printOf({ currency: 'CHF', vatExchangeRate: '1.0512' });
    // 19 % of 2331.83 = 443.05 CHF -> 465.73 EUR; 7 % of 59.92 = 4.19 CHF -> 4.40 EUR.
    expect(sampleBill().totals.vatGroups.map((group) => group.tax)).toEqual(['443.05', '4.19']);
    expect(chf.vatInEur).toEqual({
      rate: '1.0512',
      tax: '470.13',
      groups: [
        { vatPercentPoints: 19, tax: '465.73' },
        { vatPercentPoints: 7, tax: '4.4' },
      ],
    });
    expect(printOf({ currency: 'EUR', vatExchangeRate: '1.0512' }).vatInEur).toBeUndefined();
    expect(printOf({ currency: 'CHF', vatExchangeRate: null }).vatInEur).toBeUndefined();
  });

  it('names the bill a credit note or cancellation bill refers to under the title (point 11)', () => {
    const referencedReceipt = { id: 'rcpt-1', type: 'BILL' as const, number: 'RE-2026-0042', date: '2026-08-14' };
    expect(printOf({ type: 'CREDIT_NOTE', number: 'GS-2026-0001', referencedReceipt })).toMatchObject({
      title: 'Gutschrift',
      numberLabel: 'Gutschriftsnummer',
      reference: 'zu Rechnung RE-2026-0042 vom 14.08.2026',
    });
    expect(printOf().reference).toBeUndefined();
  });

  it('keeps every line of a GmbH & Co. KG’s footer, the Geschäftsführer last (point 1)', () => {
    const receiptFooter = [
      'Komplementärin: Bäumer Verwaltungs GmbH, Vechta',
      'Registergericht: Amtsgericht Oldenburg HRA 1234',
      'Amtsgericht Oldenburg HRB 5678',
      'Geschäftsführer: Jürgen Bäumer, Anke Bäumer',
    ].join('\n');
    const print = ZReceiptPrint.parse(
      receiptPrint({ receipt: sampleBill(), company: sampleCompany(), unit: { ...sampleUnit(), receiptFooter } }),
    );
    expect(print.footer.companyLines).toHaveLength(7);
    expect(print.footer.companyLines.at(-1)).toBe('Geschäftsführer: Jürgen Bäumer, Anke Bäumer');
    // Beyond ten lines the rest shares the last one.
    const many = Array.from({ length: 12 }, (_, index) => `Zeile ${index + 1}`).join('\n');
    const crowded = receiptPrint({
      receipt: sampleBill(),
      company: sampleCompany(),
      unit: { ...sampleUnit(), receiptFooter: many },
    });
    expect(crowded.footer.companyLines).toHaveLength(10);
    expect(crowded.footer.companyLines.at(-1)).toBe('Zeile 7 · Zeile 8 · Zeile 9 · Zeile 10 · Zeile 11 · Zeile 12');
  });

  it('shows the customer’s VAT id in the info block of a bill abroad only', () => {
    const bill = sampleBill();
    const abroad = printOf({ recipient: bill.recipient && { ...bill.recipient, countryCode: 'AT', vatId: 'ATU1' } });
    expect(abroad.facts).toContainEqual({ label: 'Ihre USt-IdNr.', value: 'ATU1' });
    expect(printOf().facts.map((fact) => fact.label)).not.toContain('Ihre USt-IdNr.');
  });
});
