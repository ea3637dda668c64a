import { describe, expect, it } from 'vitest';
import type { TOperatingUnit } from '../../schemas/api/company';
import type { TCustomer } from '../../schemas/customer';
import { receiptDataMessages } from '../../schemas/messages';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true, receiptFiles: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/** The receipt data of operating units and customers (issue 14 point 2) through the routes. */

type Issues = { code: string; issues: { path: string; message: string }[] };
type LogoUrl = { logo: { url: string; expiresAt: string } | null };

const TEST_IBAN = 'DE89370400440532013000';
const BANK_READERS = ['OWNER', 'ADMIN', 'ACCOUNTANT'] as const;
/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

const receiptData = {
  vatId: 'de 812 345 678',
  taxNumber: '15/815/08150',
  phone: '04841 12345',
  countryCode: 'DE',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'cobadeffxxx',
  bankName: 'Commerzbank',
  creditorId: 'DE98ZZZ09999999999',
  receiptContactName: 'Ina Nord',
  receiptFooter: 'Agrarservice Nord GmbH · Amtsgericht Kiel HRB 1',
};

const unitsOf = async (token: string) =>
  (await api<{ items: TOperatingUnit[] }>('GET', '/structures/operating-units', { token })).body.items;

describe('receipt data of operating units', () => {
  it('stores tax, bank and footer data, the identifiers compact and upper case', async () => {
    const token = await otherTenant.token('OWNER');
    const created = await api<TOperatingUnit>('POST', '/structures/operating-units', {
      token,
      body: { name: 'Belegbetrieb Nord', ...receiptData },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      vatId: 'DE812345678',
      iban: TEST_IBAN,
      bic: 'COBADEFFXXX',
      creditorId: 'DE98ZZZ09999999999',
      receiptFooter: receiptData.receiptFooter,
    });
    expect((await unitsOf(token)).find((unit) => unit.id === created.body.id)).toMatchObject({ iban: TEST_IBAN });
  });

  it('refuses wrong identifiers and an overlong footer with 400 at each field', async () => {
    const token = await otherTenant.token('OWNER');
    const refused = await api<Issues>('POST', '/structures/operating-units', {
      token,
      body: {
        name: 'Falsch',
        vatId: 'DE12345',
        taxNumber: '123',
        iban: 'DE89 3704 0044 0532 0130 01',
        bic: 'COBADEF',
        creditorId: 'DE97ZZZ09999999999',
        receiptFooter: 'x'.repeat(501),
      },
    });
    expect(refused.status).toBe(400);
    expect(Object.fromEntries(refused.body.issues.map((issue) => [issue.path, issue.message]))).toEqual({
      vatId: receiptDataMessages.invalidVatId,
      taxNumber: receiptDataMessages.invalidTaxNumber,
      iban: receiptDataMessages.invalidIban,
      bic: 'Bitte gib eine gültige BIC mit 8 oder 11 Zeichen ein.',
      creditorId: receiptDataMessages.invalidCreditorId,
      receiptFooter: 'Höchstens 500 Zeichen.',
    });
  });

  it('shows the bank data of the demo units to owner, admin and accountant only; the rest reads null', async () => {
    for (const role of ['OWNER', 'ADMIN', 'ACCOUNTANT', 'PLANNER', 'EMPLOYEE', 'TEMPORARY_WORKER'] as const) {
      const [unit] = await unitsOf(await tenant.token(role));
      const mayRead = (BANK_READERS as readonly string[]).includes(role);
      expect([unit?.iban, unit?.bic, unit?.creditorId], role).toEqual(
        mayRead ? [TEST_IBAN, 'COBADEFFXXX', 'DE98ZZZ09999999999'] : [null, null, null],
      );
      expect(unit?.vatId, role).toMatch(/^DE\d{9}$/);
    }
  });

  it('keeps a logo per unit: upload, confirm, download, remove; an edit of the unit keeps it', async () => {
    const token = await otherTenant.token('OWNER');
    const unit = (await api<TOperatingUnit>('POST', '/structures/operating-units', { token, body: { name: 'Logo' } }))
      .body;
    const path = `/structures/operating-units/${unit.id}/logo`;
    expect((await api<LogoUrl>('GET', path, { token })).body).toEqual({ logo: null });
    const asked = await api<{ key: string; url: string; headers: Record<string, string> }>('POST', `${path}/upload`, {
      token,
      body: { contentType: 'image/png', size: PNG.length },
    });
    expect(asked.status).toBe(201);
    expect((await fetch(asked.body.url, { method: 'PUT', headers: asked.body.headers, body: PNG })).status).toBe(200);
    const confirmed = await api<TOperatingUnit>('PUT', path, { token, body: { key: asked.body.key, version: 1 } });
    expect(confirmed.body).toMatchObject({ logoKey: asked.body.key, version: 2 });

    const { id, version, archived, connectedBanksNeedAttention, logoKey, ...editable } = confirmed.body;
    const edited = await api<TOperatingUnit>('PATCH', `/structures/operating-units/${id}`, {
      token,
      body: { ...editable, iban: undefined, bic: undefined, creditorId: undefined, city: 'Kiel', archived, version },
    });
    expect(edited.body).toMatchObject({ city: 'Kiel', logoKey, version: 3 });
    const logo = (await api<LogoUrl>('GET', path, { token })).body.logo;
    expect(new Uint8Array(await (await fetch(logo?.url ?? '')).arrayBuffer())).toEqual(PNG);

    expect((await api('DELETE', `${path}?version=2`, { token })).status).toBe(409);
    const removed = await api<TOperatingUnit>('DELETE', `${path}?version=3`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body).not.toHaveProperty('logoKey');
    expect((await api<LogoUrl>('GET', path, { token })).body).toEqual({ logo: null });
  });

  it("refuses another company's unit logo (not found) and the planner (403)", async () => {
    const [hansenUnit] = await unitsOf(await tenant.token('OWNER'));
    const neighbour = await otherTenant.token('OWNER');
    const path = `/structures/operating-units/${hansenUnit?.id}/logo`;
    expect((await api('GET', path, { token: neighbour })).status).toBe(404);
    const planner = await tenant.token('PLANNER');
    const asked = await api('POST', `${path}/upload`, { token: planner, body: { contentType: 'image/png', size: 10 } });
    expect(asked.status).toBe(403);
  });
});

const mandate = {
  reference: 'IT-99201',
  signedOn: '2025-04-01',
  iban: 'DE02 1203 0000 0000 2020 51',
  bic: 'BYLADEM1001',
  accountHolder: 'Hof Belegtest',
};

describe('receipt data of customers', () => {
  it('refuses a direct debit without mandate and wrong ids with 400 at the field', async () => {
    const token = await tenant.token('OWNER');
    const refused = await api<Issues>('POST', '/structures/customers', {
      token,
      body: { name: 'Hof Falsch', paymentMethod: 'DIRECT_DEBIT', buyerReference: '04011000-1234512345-07' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'sepaMandate', message: receiptDataMessages.mandateRequired },
        { path: 'buyerReference', message: receiptDataMessages.invalidLeitwegId },
      ]),
    );
    const badMandate = await api<Issues>('POST', '/structures/customers', {
      token,
      body: { name: 'Hof Falsch', sepaMandate: { ...mandate, iban: 'AT00 1234', accountHolder: 'x'.repeat(71) } },
    });
    expect(badMandate.body.issues).toEqual([
      { path: 'sepaMandate.iban', message: receiptDataMessages.invalidIban },
      { path: 'sepaMandate.accountHolder', message: 'Höchstens 70 Zeichen.' },
    ]);
  });

  it('conceals the mandate from planner and employee; a planner edit keeps payment method and mandate', async () => {
    const owner = await tenant.token('OWNER');
    const created = await api<TCustomer>('POST', '/structures/customers', {
      token: owner,
      body: {
        name: 'Hof Belegtest',
        customerNumber: '99201',
        vatId: 'ATU12345675',
        addressCountryCode: 'AT',
        buyerReference: '991-33333test-33',
        paymentMethod: 'DIRECT_DEBIT',
        sepaMandate: mandate,
        eInvoiceFormat: 'XRECHNUNG_CII',
        paymentTermDays: 14,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      buyerReference: '991-33333TEST-33',
      sepaMandate: { ...mandate, iban: 'DE02120300000000202051' },
    });
    const path = `/structures/customers/${created.body.id}`;
    for (const role of ['ACCOUNTANT', 'PLANNER', 'EMPLOYEE'] as const) {
      const read = await api<TCustomer>('GET', path, { token: await tenant.token(role) });
      expect(read.body.sepaMandate === null, role).toBe(role !== 'ACCOUNTANT');
      expect(read.body).toMatchObject({ vatId: 'ATU12345675', paymentMethod: 'DIRECT_DEBIT', paymentTermDays: 14 });
    }

    // The planner's form leaves out what it could not read; the stored bank data stays.
    const planner = await tenant.token('PLANNER');
    const { id, companyId, createdAt, updatedAt, paymentMethod, sepaMandate, ...editable } = (
      await api<TCustomer>('GET', path, { token: planner })
    ).body;
    const edited = await api<TCustomer>('PATCH', path, { token: planner, body: { ...editable, paymentTermDays: 30 } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ paymentTermDays: 30, paymentMethod: 'DIRECT_DEBIT', sepaMandate: null });
    const stored = await api<TCustomer>('GET', path, { token: owner });
    expect(stored.body).toMatchObject({ paymentMethod: 'DIRECT_DEBIT', sepaMandate: { reference: 'IT-99201' } });
  });

  it('lists customers without their bank data', async () => {
    const list = await api<{ items: Record<string, unknown>[] }>('GET', '/structures/customers', {
      token: await tenant.token('OWNER'),
    });
    expect(list.body.items.some((customer) => 'sepaMandate' in customer)).toBe(false);
  });
});

describe('a direct-debit customer changed by a role without bank data (issue 25)', () => {
  it('keeps its mandate when a planner saves it as he reads it; the office still needs a mandate', async () => {
    const owner = await tenant.token('OWNER');
    const created = await api<TCustomer>('POST', '/structures/customers', {
      token: owner,
      body: { name: `Hof Lastschrift ${Date.now()}`, paymentMethod: 'DIRECT_DEBIT', sepaMandate: mandate },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const planner = await tenant.token('PLANNER');
    const asRead = await api<TCustomer>('GET', `/structures/customers/${created.body.id}`, { token: planner });
    expect(asRead.body.sepaMandate).toBeNull();
    const { id: _id, companyId: _company, createdAt: _created, updatedAt: _updated, ...fields } = asRead.body;
    const saved = await api<TCustomer>('PATCH', `/structures/customers/${created.body.id}`, {
      token: planner,
      body: { ...fields, addressCity: 'Husum' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stored = await api<TCustomer>('GET', `/structures/customers/${created.body.id}`, { token: owner });
    expect(stored.body).toMatchObject({ paymentMethod: 'DIRECT_DEBIT', sepaMandate: { reference: mandate.reference } });

    const withoutMandate = await api<Issues>('PATCH', `/structures/customers/${created.body.id}`, {
      token: owner,
      body: { ...fields, version: stored.body.version, sepaMandate: null },
    });
    expect(withoutMandate.status).toBe(400);
    expect(withoutMandate.body.issues).toEqual([{ path: 'sepaMandate', message: receiptDataMessages.mandateRequired }]);
  });
});
