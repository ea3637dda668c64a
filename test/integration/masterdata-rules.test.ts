import { describe, expect, it } from 'vitest';
import type { TPriceQuote } from '../../schemas/api/masterdata';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });

type Stored = { id: string; version: number } & Record<string, unknown>;

describe('master-data rules over HTTP', () => {
  it('quotes the agreed price: customer agreement over tag agreement, latest start wins', async () => {
    const token = await tenant.token('OWNER');
    const { body: resource } = await api<Stored>('POST', '/masterdata/resources', {
      token,
      body: { name: 'Netzwickel Test', unit: 'Stk.', pricing: { pricePerUnit: { type: 'SIMPLE', price: '80' } } },
    });
    const { body: tag } = await api<Stored>('POST', '/masterdata/customer-tags', {
      token,
      body: { name: 'Testgruppe' },
    });
    const { body: customer } = await api<Stored>('POST', '/structures/customers', {
      token,
      body: { name: 'Hof Preisprobe', tagIds: [tag.id] },
    });
    const agreement = (name: string, start: string, target: unknown, price: string) =>
      api<Stored>('POST', '/masterdata/price-agreements', {
        token,
        body: {
          name,
          start,
          end: '2026-12-31',
          priceTarget: {
            resourceId: resource.id,
            overrides: [{ pricing: { pricePerUnit: { type: 'SIMPLE', price } } }],
          },
          customerTarget: target,
        },
      });
    await agreement('Gruppe', '2026-06-01', { type: 'CUSTOMER_TAGS', customerTagIds: [tag.id] }, '70');
    await agreement('Kunde früh', '2026-01-01', { type: 'CUSTOMERS', customerIds: [customer.id] }, '75');
    await agreement('Kunde spät', '2026-03-01', { type: 'CUSTOMERS', customerIds: [customer.id] }, '74');

    const quote = (date: string, amount = '10') =>
      api<TPriceQuote>('POST', '/masterdata/price-quote', {
        token,
        body: { resourceId: resource.id, customerId: customer.id, date, amount },
      });
    expect((await quote('2025-12-31')).body).toMatchObject({
      unitPrice: '80',
      total: '800',
      priceBasedOnPriceAgreement: false,
    });
    expect((await quote('2026-02-01')).body).toMatchObject({ unitPrice: '75', agreementName: 'Kunde früh' });
    // The tag agreement starts later, but a customer agreement beats it; of those, the latest start wins.
    expect((await quote('2026-07-01')).body).toMatchObject({
      unitPrice: '74',
      total: '740',
      agreementName: 'Kunde spät',
    });
    expect((await quote('2027-01-01')).body.priceBasedOnPriceAgreement).toBe(false);

    const employee = await tenant.token('EMPLOYEE');
    const forbidden = await api('POST', '/masterdata/price-quote', {
      token: employee,
      body: { resourceId: resource.id, customerId: customer.id, date: '2026-07-01', amount: '1' },
    });
    expect(forbidden.status).toBe(403);
  });

  it('keeps the price history of an article (who, when, what)', async () => {
    const token = await tenant.token('OWNER');
    const input = { name: 'Silofolie Test', unit: 'Stk.', pricing: { pricePerUnit: { type: 'SIMPLE', price: '120' } } };
    const { body: created } = await api<Stored>('POST', '/masterdata/resources', { token, body: input });
    await api('PATCH', `/masterdata/resources/${created.id}`, {
      token,
      body: { version: 1, data: { ...input, pricing: { pricePerUnit: { type: 'SIMPLE', price: '125,50' } } } },
    });
    const history = await api<{
      items: { action: string; userName: string; changes: { path: string; before: unknown; after: unknown }[] }[];
    }>('GET', `/masterdata/resources/${created.id}/history`, { token });
    expect(history.body.items[0]).toMatchObject({
      action: 'changed',
      userName: 'Jens Hansen',
      changes: [{ path: 'pricing.pricePerUnit.price', before: '120', after: '125.5' }],
    });
    expect(history.body.items[1]?.action).toBe('created');
    // Resource history is for owner, admin and accountant (application.md §6).
    const planner = await tenant.token('PLANNER');
    expect((await api('GET', `/masterdata/resources/${created.id}/history`, { token: planner })).status).toBe(403);
  });

  it('hides the support employee from everybody else and links the driver to their employee record', async () => {
    const owner = await tenant.token('OWNER');
    const employees = await api<{ items: Stored[] }>('GET', '/masterdata/employees', { token: owner });
    expect(employees.body.items.map((employee) => employee.id)).not.toContain('demo-employee-support');
    expect((await api('GET', '/masterdata/employees/demo-employee-support', { token: owner })).status).toBe(404);
    expect(employees.body.items.length).toBeGreaterThanOrEqual(11);

    const driver = await tenant.token('EMPLOYEE');
    const me = await api<{ employeeId: string | null }>('GET', '/identity/me', { token: driver });
    const driverRecord = employees.body.items.find((employee) => employee.id === me.body.employeeId);
    expect(driverRecord).toMatchObject({ firstName: 'Tim', lastName: 'Brandt' });
  });

  it("offers articles in selection only from the user's operating units", async () => {
    const owner = await tenant.token('OWNER');
    const only = (unit: string, name: string) =>
      api<Stored>('POST', '/masterdata/resources', {
        token: owner,
        body: { name, unit: 'l', operatingUnitIds: [unit], pricing: { pricePerUnit: { type: 'SIMPLE', price: '1' } } },
      });
    const husum = await only('demo-unit-husum', 'Nur Husum');
    const schleswig = await only('demo-unit-schleswig', 'Nur Schleswig');
    // The demo driver Tim Brandt works for the Husum unit only.
    const driver = await tenant.token('EMPLOYEE');
    const mine = await api<{ items: Stored[] }>('GET', '/masterdata/resources?scope=mine', { token: driver });
    const ids = mine.body.items.map((item) => item.id);
    expect(ids).toContain(husum.body.id);
    expect(ids).not.toContain(schleswig.body.id);
    const byUnit = await api<{ items: Stored[] }>('GET', '/masterdata/resources?operatingUnitId=demo-unit-schleswig', {
      token: owner,
    });
    expect(byUnit.body.items.map((item) => item.id)).toContain(schleswig.body.id);
    expect(byUnit.body.items.map((item) => item.id)).not.toContain(husum.body.id);
  });

  it('saves customer settings with a version check', async () => {
    const token = await tenant.token('ADMIN');
    const current = await api<{ version: number; nextCustomerNumber: number | null }>(
      'GET',
      '/masterdata/customer-settings',
      {
        token,
      },
    );
    expect(current.status).toBe(200);
    const saved = await api<{ version: number; defaultPaymentTermDays: number }>(
      'PUT',
      '/masterdata/customer-settings',
      {
        token,
        body: { version: current.body.version, data: { nextCustomerNumber: 20001, defaultPaymentTermDays: 30 } },
      },
    );
    expect(saved.body).toMatchObject({ version: current.body.version + 1, defaultPaymentTermDays: 30 });
    const stale = await api('PUT', '/masterdata/customer-settings', {
      token,
      body: { version: current.body.version, data: { defaultPaymentTermDays: 10 } },
    });
    expect(stale.status).toBe(409);
  });

  it('links a login to one employee of its own company only, and agreements to variants of their article', async () => {
    const owner = await tenant.token('OWNER');
    const me = async (role: string, company = tenant) =>
      (await api<{ userId: string }>('GET', '/identity/me', { token: await company.token(role) })).body.userId;
    const issueOf = (body: unknown) => (body as { issues: { path: string; message: string }[] }).issues[0];

    const foreign = await api('POST', '/masterdata/employees', {
      token: owner,
      body: {
        firstName: 'Fremd',
        lastName: 'Zugang',
        appUserId: await me('OWNER', await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' })),
      },
    });
    expect(foreign.status).toBe(400);
    expect(issueOf(foreign.body)).toEqual({
      path: 'appUserId',
      message: 'Dieser Zugang gehört nicht zu deiner Firma.',
    });

    // The driver's login is linked to Tim Brandt's record already.
    const twice = await api('POST', '/masterdata/employees', {
      token: owner,
      body: { firstName: 'Doppelt', lastName: 'Verknüpft', appUserId: await me('EMPLOYEE') },
    });
    expect(issueOf(twice.body)?.message).toBe('Dieser Zugang ist bereits mit einem anderen Mitarbeiter verknüpft.');

    const { body: article } = await api<Stored>('POST', '/masterdata/resources', {
      token: owner,
      body: { name: 'Ohne Varianten', unit: 'Stk.', pricing: { pricePerUnit: { type: 'SIMPLE', price: '1' } } },
    });
    const wrongVariant = await api('POST', '/masterdata/price-agreements', {
      token: owner,
      body: {
        name: 'Falsche Variante',
        start: '2026-01-01',
        priceTarget: {
          resourceId: article.id,
          overrides: [
            { resourceVariantId: 'demo-var-gibt-es-nicht', pricing: { pricePerUnit: { type: 'SIMPLE', price: '1' } } },
          ],
        },
        customerTarget: { type: 'CUSTOMERS', customerIds: ['demo-customer-10001'] },
      },
    });
    expect(wrongVariant.status).toBe(400);
    expect(issueOf(wrongVariant.body)).toEqual({
      path: 'priceTarget.overrides.0.resourceVariantId',
      message: 'Diese Variante gehört nicht zum gewählten Artikel.',
    });
  });

  it('numbers new customers and suppliers without a number from their settings, never twice', async () => {
    const token = await tenant.token('OWNER');
    const create = (name: string) =>
      api<{ customerNumber: string | null }>('POST', '/structures/customers', { token, body: { name } });
    // Two at once: each gets its own number (the counter write is part of each create's transaction).
    const [first, second] = await Promise.all([create('Nummer eins'), create('Nummer zwei')]);
    const numbers = [first.body.customerNumber, second.body.customerNumber].map(Number);
    expect(numbers.every((number) => Number.isInteger(number) && number > 10000)).toBe(true);
    expect(numbers[0]).not.toBe(numbers[1]);
    const settings = await api<{ nextCustomerNumber: number }>('GET', '/masterdata/customer-settings', { token });
    expect(settings.body.nextCustomerNumber).toBeGreaterThan(Math.max(...numbers));
    // A number typed in is kept as it is.
    const typed = await api<{ customerNumber: string }>('POST', '/structures/customers', {
      token,
      body: { name: 'Eigene Nummer', customerNumber: 'K-7' },
    });
    expect(typed.body.customerNumber).toBe('K-7');

    const supplier = await api<{ supplierNumber: string }>('POST', '/masterdata/suppliers', {
      token,
      body: { name: 'Landhandel Nummerntest' },
    });
    expect(Number(supplier.body.supplierNumber)).toBeGreaterThanOrEqual(70006);
  });

  it('refuses a supplier number another supplier of the company has: 409 at the field; of two at once one wins', async () => {
    const token = await tenant.token('OWNER');
    const number = `L-${Date.now().toString(36)}`;
    const create = (name: string, supplierNumber: string) =>
      api<Stored>('POST', '/masterdata/suppliers', { token, body: { name, supplierNumber } });
    const taken = { path: 'supplierNumber', message: 'Diese Lieferantennummer ist bereits vergeben.' };

    // Two creates at once with the same number: exactly one is stored, the other is told why.
    const both = await Promise.all([create('Gleichzeitig eins', number), create('Gleichzeitig zwei', number)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const loser = both.find((answer) => answer.status === 409);
    expect(loser?.body).toMatchObject({ code: 'LW_409_02_0001', issues: [taken] });
    const winner = both.find((answer) => answer.status === 201)?.body;
    const listed = await api<{ items: Stored[] }>('GET', '/masterdata/suppliers', { token });
    expect(listed.body.items.filter((item) => item.supplierNumber === number)).toHaveLength(1);

    // Later creates, and changes of another supplier to that number, are refused too (also when archived).
    const again = await create('Später', number);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ issues: [taken] });
    const other = await create('Anderer Lieferant', `${number}-2`);
    expect(other.status).toBe(201);
    const renamed = await api<Stored>('PATCH', `/masterdata/suppliers/${other.body.id}`, {
      token,
      body: { version: other.body.version, data: { name: 'Anderer Lieferant', supplierNumber: number } },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toMatchObject({ issues: [{ ...taken, path: 'data.supplierNumber' }] });

    // Keeping its own number is no clash; a freed number can be taken by another supplier.
    const kept = await api<Stored>('PATCH', `/masterdata/suppliers/${winner?.id}`, {
      token,
      body: { version: winner?.version, data: { name: 'Gleichzeitig umbenannt', supplierNumber: `${number}-3` } },
    });
    expect(kept.status).toBe(200);
    const freed = await api<Stored>('PATCH', `/masterdata/suppliers/${other.body.id}`, {
      token,
      body: { version: other.body.version, data: { name: 'Anderer Lieferant', supplierNumber: number } },
    });
    expect(freed.status).toBe(200);
    expect(freed.body.supplierNumber).toBe(number);

    // The demo supplier's number (stored by the seed) counts as well.
    const demo = await create('Wie die Demo', '70001');
    expect(demo.status).toBe(409);
  });
});
