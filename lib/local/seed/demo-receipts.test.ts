import { describe, expect, it } from 'vitest';
import { newCustomer, parseCustomerInput } from '../../../lambdas/structures/domain/customer';
import { newOperatingUnit } from '../../../lambdas/structures/domain/operating-unit';
import { ZOperatingUnitInput } from '../../../schemas/api/company';
import { isValidLeitwegId } from '../../../schemas/receipt-identifiers';
import { receiptEInvoiceProblems } from '../../../schemas/receipts/receipt-einvoice';
import { ZReceiptSettings } from '../../../schemas/receipts/settings';
import { DEMO_COMPANY, DEMO_COMPANY_DETAILS, demoCustomers, demoOperatingUnits } from './demo-data';
import { DEMO_MUNICIPALITY_BILL_ID, DEMO_SCHLESWIG_BILL_ID, demoDraftOf, demoMoreDrafts } from './demo-receipts';

const now = new Date('2026-11-24T07:00:00.000Z');
const { companyId } = DEMO_COMPANY;
const company = { ...DEMO_COMPANY, ...DEMO_COMPANY_DETAILS };

const customerOf = (id: string) => {
  const demo = demoCustomers.find((customer) => customer.id === id);
  if (!demo) throw new Error(`no demo customer ${id}`);
  return newCustomer(parseCustomerInput(demo.input), { id, companyId, now, newId: () => `${id}-person` });
};
const unitOf = (id: string) => {
  const demo = demoOperatingUnits.find((unit) => unit.id === id);
  if (!demo) throw new Error(`no demo unit ${id}`);
  return newOperatingUnit(ZOperatingUnitInput.parse(demo.input), { id, companyId, now });
};

/** The demo drafts as the seed writes them, with what would keep their e-invoices from being valid. */
const drafts = demoMoreDrafts('2026-11-24').map((more) => {
  const customer = customerOf(more.customerId);
  const settings = ZReceiptSettings.parse({});
  const draft = demoDraftOf(more, { companyId, now, customer, settings, newId: () => `${more.id}-p` });
  // A public buyer has no USt-IdNr.: the e-invoice rules accept that (another change of issue 24).
  const problems = receiptEInvoiceProblems(draft, unitOf(draft.operatingUnitId), company, customer).filter(
    (problem) => problem.path !== 'buyer.vatId',
  );
  return { draft, customer, problems };
});

describe('the demo bills the office finalizes out of the box (issue 24)', () => {
  it("bill Gemeinde Viöl by XRechnung: Leitweg-ID, invoice mailbox, full address, the clerk's contact", () => {
    const vioel = drafts.find(({ draft }) => draft.id === DEMO_MUNICIPALITY_BILL_ID);
    expect(vioel?.customer.eInvoiceFormat).toBe('XRECHNUNG_UBL');
    expect(vioel?.draft.recipient).toMatchObject({
      name: 'Gemeinde Viöl',
      street: 'Westerstraße 1',
      zip: '25884',
      city: 'Viöl',
      countryCode: 'DE',
      email: 'rechnungseingang.vioel@example.de',
      contactName: 'Birte Hinrichsen',
      contactPhone: '04843 2000',
      contactEmail: 'birte.hinrichsen@example.de',
    });
    expect(isValidLeitwegId(vioel?.draft.recipient?.buyerReference ?? '')).toBe(true);
    // The Gemeinde's own payment term of 30 days, by transfer.
    expect(vioel?.draft.paymentTerms).toMatchObject({ paymentTermDays: 30, method: 'TRANSFER' });
    expect(vioel?.problems).toEqual([]);
  });

  it('let the Schleswig branch issue a bill with its own address, tax ids, account and contact', () => {
    const schleswig = drafts.find(({ draft }) => draft.id === DEMO_SCHLESWIG_BILL_ID);
    expect(schleswig?.draft.operatingUnitId).toBe('demo-unit-schleswig');
    const unit = unitOf('demo-unit-schleswig');
    expect([unit.street, unit.zip, unit.city, unit.email, unit.phone, unit.receiptContactName]).toEqual([
      'Flensburger Straße 40',
      '24837',
      'Schleswig',
      'schleswig@lohnunternehmen-hansen.de',
      '04621 30300',
      'Lars Jensen',
    ]);
    expect([unit.vatId, unit.taxNumber, unit.iban].every(Boolean)).toBe(true);
    expect(schleswig?.problems).toEqual([]);
  });

  it('give the other Gemeinde what an XRechnung needs too', () => {
    const ostenfeld = customerOf('demo-customer-10028');
    expect(ostenfeld).toMatchObject({ eInvoiceFormat: 'XRECHNUNG_CII', mail: 'rechnungseingang.ostenfeld@example.de' });
    expect(isValidLeitwegId(ostenfeld.buyerReference ?? '')).toBe(true);
    expect(ostenfeld.contactPersons[0]).toMatchObject({ firstName: 'Thorsten', mail: 'thorsten.lass@example.de' });
  });
});
