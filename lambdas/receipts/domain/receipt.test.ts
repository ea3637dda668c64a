import { describe, expect, it } from 'vitest';
import type { TCustomer } from '../../../schemas/customer';
import { AppError } from '../../../schemas/errors';
import { receiptSummaryOf } from '../../../schemas/receipts/receipt-summary';
import { ZReceiptSettings } from '../../../schemas/receipts/settings';
import { changeDescription } from './history';
import { changeDraft, matchesFilter, newDraft, newestFirst, recipientOf } from './receipt';
import { BILL_TOTALS, billDraft, customer, facts, input, settings } from './receipt.fixtures';

describe('a new draft', () => {
  it('takes the date of today in Germany, the totals of its positions and the due date of its payment term', () => {
    const draft = billDraft();
    // 23:30 UTC on 10 March is 11 March in Germany.
    expect(draft.date).toBe('2026-03-11');
    expect(draft.dueDate).toBe('2026-03-25');
    expect(draft.totals).toEqual(BILL_TOTALS);
    expect(draft).toMatchObject({ status: 'DRAFT', number: null, version: 1, payment: { status: 'OPEN' } });
    expect(draft.positions.map((position) => position.id)).toEqual(['position-1', 'position-2', 'position-3']);
  });

  it('puts every position under reverse charge at AE 0 %', () => {
    const draft = billDraft({ reverseCharge: true });
    expect(draft.positions.map(({ vatCategory, vatPercentPoints }) => [vatCategory, vatPercentPoints])).toEqual([
      ['AE', 0],
      ['AE', 0],
      ['AE', 0],
    ]);
    expect(draft.totals).toMatchObject({ net: '1150', tax: '0', gross: '1150' });
  });

  it('takes the texts of the settings when none are entered, the entered ones otherwise', () => {
    expect(billDraft().introText).toBe(settings.types.BILL.introText);
    expect(billDraft({ introText: 'Eigener Text' }).introText).toBe('Eigener Text');
  });

  it('has no due date when the type is not paid (an offer)', () => {
    expect(newDraft('OFFER', input(), { ...facts(), id: 'offer-1', companyId: 'company-1' }).dueDate).toBeNull();
  });
});

describe('the payment terms of a new draft', () => {
  const mandate = {
    reference: 'M-1',
    signedOn: '2025-02-01',
    iban: 'DE02120300000000202051',
    bic: undefined,
    accountHolder: 'Hof',
  };
  const debtor = { ...customer, paymentMethod: 'DIRECT_DEBIT' as const, sepaMandate: mandate, paymentTermDays: 10 };
  const draftFor = (
    type: 'BILL' | 'CREDIT_NOTE' | 'OFFER',
    fields: object,
    who: TCustomer = debtor,
    withSettings = settings,
  ) =>
    newDraft(
      type,
      { ...input(fields), ...fields },
      { ...facts(), customer: who, settings: withSettings, id: 'r-1', companyId: 'c' },
    );

  it("are the customer's when the user gave none: his payment term, direct debit under his mandate", () => {
    const draft = draftFor('BILL', { paymentTerms: undefined });
    expect(draft.paymentTerms).toEqual({ paymentTermDays: 10, skonto: null, method: 'DIRECT_DEBIT' });
    expect(draft.dueDate).toBe('2026-03-21');
  });

  it('keep what the user entered, also where it equals the settings: a transfer chosen is a transfer', () => {
    const entered = { paymentTermDays: 30, skonto: { percent: '2', days: 8 }, method: 'TRANSFER' as const };
    expect(draftFor('BILL', { paymentTerms: entered }).paymentTerms).toEqual(entered);
    const defaults = settings.types.BILL.paymentTerms;
    expect(draftFor('BILL', { paymentTerms: defaults }).paymentTerms).toEqual(defaults);
  });

  it("pay a credit note out by transfer in the customer's term; an offer keeps the settings' terms", () => {
    expect(draftFor('CREDIT_NOTE', { paymentTerms: undefined }).paymentTerms).toEqual({
      paymentTermDays: 10,
      skonto: null,
      method: 'TRANSFER',
    });
    expect(draftFor('OFFER', { paymentTerms: undefined }).paymentTerms).toEqual(settings.types.OFFER.paymentTerms);
  });

  it("are the settings' when the customer has none of his own; no direct debit without a mandate", () => {
    const withSkonto = ZReceiptSettings.parse({
      types: {
        BILL: { numberFormat: 'RE-{NR}', paymentTerms: { paymentTermDays: 21, skonto: { percent: '2', days: 7 } } },
      },
    });
    const noMandate = { ...customer, paymentMethod: 'DIRECT_DEBIT' as const };
    expect(draftFor('BILL', { paymentTerms: undefined }, noMandate, withSkonto).paymentTerms).toEqual({
      paymentTermDays: 21,
      skonto: { percent: '2', days: 7 },
      method: 'TRANSFER',
    });
  });
});

describe('the recipient', () => {
  it("is the customer's stored record with the primary contact person", () => {
    expect(recipientOf(customer, null, 'BILL')).toMatchObject({
      customerId: 'customer-1',
      customerNumber: '10001',
      name: 'Hof Thomsen GbR',
      street: 'Deichweg 4',
      zip: '25813',
      city: 'Husum',
      countryCode: 'DE',
      vatId: 'DE123456789',
      email: 'hof@thomsen.example',
      contactName: 'Jan Thomsen',
      contactPhone: '04841 123',
    });
  });

  it('is addressed to the chosen contact person', () => {
    expect(recipientOf(customer, 'contact-a', 'BILL')).toMatchObject({
      contactName: 'Anna Thomsen',
      contactEmail: 'anna@thomsen.example',
    });
  });

  it("carries the customer's SEPA mandate (its IBAN) only on receipts that collect money", () => {
    const debtor = {
      ...customer,
      sepaMandate: {
        reference: 'M-1',
        signedOn: '2025-02-01',
        iban: 'DE02120300000000202051',
        bic: undefined,
        accountHolder: 'Hof',
      },
    };
    expect(recipientOf(debtor, null, 'BILL').sepaMandate).toMatchObject({ iban: 'DE02120300000000202051' });
    expect(recipientOf(debtor, null, 'DELIVERY_NOTE').sepaMandate).toBeUndefined();
    expect(recipientOf(debtor, null, 'OFFER').sepaMandate).toBeUndefined();
  });

  it('refuses a contact person of another customer at the field', () => {
    expect(() => recipientOf(customer, 'contact-x', 'BILL')).toThrow(
      expect.objectContaining({
        code: 'LW_400_01_0001',
        issues: [expect.objectContaining({ path: 'contactPersonId' })],
      }),
    );
  });
});

describe('a change of a draft', () => {
  it('takes everything anew, counts the version up and says what changed', () => {
    const draft = billDraft();
    const changed = changeDraft(
      draft,
      input({ subject: 'Ernte 2026', date: '2026-03-01', positions: draft.positions }),
      1,
      facts(),
    );
    expect(changed).toMatchObject({ version: 2, subject: 'Ernte 2026', date: '2026-03-01', dueDate: '2026-03-15' });
    expect(changeDescription(draft, changed)).toBe('Geändert: Datum, Betreff');
    expect(changeDescription(draft, draft)).toBe('Gespeichert');
  });

  it('refuses a stale version (409) and a finalized receipt (409, GoBD)', () => {
    const draft = billDraft();
    expect(() => changeDraft(draft, input(), 2, facts())).toThrow(expect.objectContaining({ code: 'LW_409_00_0001' }));
    const finalized = { ...draft, status: 'FINALIZED' as const };
    expect(() => changeDraft(finalized, input(), 1, facts())).toThrow(AppError);
    expect(() => changeDraft(finalized, input(), 1, facts())).toThrow(
      expect.objectContaining({ code: 'RCPT_409_30_0001' }),
    );
  });
});

describe('the list', () => {
  it('filters by archive, status, customer and date range, newest first', () => {
    const early = { ...billDraft({ date: '2026-01-05' }), id: 'early' };
    const late = { ...billDraft({ date: '2026-02-05' }), id: 'late' };
    const archived = { ...billDraft({ date: '2026-02-06' }), id: 'archived', archived: true };
    const all = [early, archived, late];
    expect(
      all
        .filter((receipt) => matchesFilter(receipt, {}))
        .sort(newestFirst)
        .map(({ id }) => id),
    ).toEqual(['late', 'early']);
    expect(all.filter((receipt) => matchesFilter(receipt, { archived: 'true' })).map(({ id }) => id)).toEqual([
      'archived',
    ]);
    expect(all.filter((receipt) => matchesFilter(receipt, { from: '2026-02-01' })).map(({ id }) => id)).toEqual([
      'late',
    ]);
    expect(all.filter((receipt) => matchesFilter(receipt, { to: '2026-01-31' })).map(({ id }) => id)).toEqual([
      'early',
    ]);
    expect(all.filter((receipt) => matchesFilter(receipt, { status: 'FINALIZED' }))).toEqual([]);
    expect(all.filter((receipt) => matchesFilter(receipt, { customerId: 'other' }))).toEqual([]);
    expect(receiptSummaryOf(late)).toMatchObject({ id: 'late', recipientName: 'Hof Thomsen GbR', totals: late.totals });
  });
});
