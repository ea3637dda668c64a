import { describe, expect, it } from 'vitest';
import type { TIncomingBill } from '../../../schemas/einvoice/incoming-bill';
import { readEInvoice } from './read-einvoice';
import { generatedXml, officialSample } from './sample-invoice.fixtures';
import { visualizeIncomingBill } from './visualize';

const SCRIPT = '<script>alert("x")</script>';

/** The page's visible text, roughly: tags dropped, the entities the page writes decoded. */
const visibleText = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\u00a0|\u202f/g, ' ')
    .replace(/\s+/g, ' ');

describe('the readable German page of an incoming bill', () => {
  it('shows number, days, parties, lines, VAT groups, totals and payment in German formats', async () => {
    const html = visualizeIncomingBill(readEInvoice(await generatedXml('XRECHNUNG-UBL', 'Lohnunternehmen Hansen')));
    const text = visibleText(html);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(text).toContain('Rechnung RE-2026-0042');
    expect(text).toContain('Datum 20.11.2026');
    expect(text).toContain('Fälligkeit 04.12.2026');
    expect(text).toContain('Absender Lohnunternehmen Hansen Dorfstraße 1 25813 Husum DE buero@lohn-hansen.example');
    expect(text).toContain('Empfänger Hof Petersen GbR Marschweg 7 25821 Bredstedt');
    expect(text).toContain('1 Mähdrescher mit Fahrer 4,5 Std. 100,00 € 450,00 €');
    expect(text).toContain('2 Saatgut &amp; Dünger 3,1 ha 17,50 € 54,25 €');
    expect(text).toContain('Umsatzsteuer 19 % 450,00 € 85,50 €');
    expect(text).toContain('Umsatzsteuer 7 % 54,25 € 3,80 €');
    expect(text).toContain('Summe netto 504,25 €');
    expect(text).toContain('Summe brutto 593,55 €');
    expect(text).toContain('Zahlbetrag 593,55 €');
    expect(text).toContain('IBAN DE02120300000000202051');
    expect(text).toContain('Verwendungszweck RE-2026-0042');
  });

  it('formats large amounts with German thousands separators, digit for digit', () => {
    const bill = readEInvoice(officialSample('cen/XRechnung-O.xml'));
    expect(visibleText(visualizeIncomingBill(bill))).toContain('Zahlbetrag 385.544,60 €');
  });

  it('escapes everything the sender wrote: a name with <script> stays text', async () => {
    const bill = readEInvoice(await generatedXml('XRECHNUNG-CII', `Hansen ${SCRIPT}`));
    const hostile: TIncomingBill = {
      ...bill,
      receiptNumber: `"><img src=x onerror=alert(1)>`,
      lineItems: bill.lineItems.map((line) => ({ ...line, description: SCRIPT, unit: SCRIPT })),
      recipient: { ...bill.recipient, email: SCRIPT, address: { ...bill.recipient.address, city: SCRIPT } },
      paymentInstructions: { ...bill.paymentInstructions, remittanceInformation: SCRIPT },
    };
    const html = visualizeIncomingBill(hostile);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('Hansen &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
  });
});
