import { describe, expect, it } from 'vitest';
import type { TCustomer } from '../../schemas/customer';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

describe('customers over HTTP', () => {
  it('creates, lists, reads and updates a customer with contact persons', async () => {
    const token = await tenant.token('OWNER');
    const created = await api<TCustomer>('POST', '/structures/customers', {
      token,
      body: {
        name: 'Hof Integrationstest',
        customerNumber: '99001',
        addressStreet: 'Testweg 1',
        addressZip: '25813',
        addressCity: 'Husum',
        contactPersons: [{ salutation: 'MRS', firstName: 'Ina', lastName: 'Test', mail: 'ina@example.de' }],
        deliveryAddress: { name: 'Hofstelle 2', street: 'Nebenweg 3', zip: '25813', city: 'Husum', countryCode: 'DE' },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Hof Integrationstest', version: 1, addressCountryCode: 'DE' });
    expect(created.body.contactPersons[0]).toMatchObject({ firstName: 'Ina', isPrimary: true, id: expect.any(String) });

    const list = await api<{ items: TCustomer[] }>('GET', '/structures/customers', { token });
    expect(list.status).toBe(200);
    const listed = await api<{ items: TCustomer[] }>('GET', '/structures/customers', { token });
    expect(listed.body.items).toEqual(list.body.items);
    expect(list.body.items.map((customer) => customer.id)).toContain(created.body.id);

    const read = await api<TCustomer>('GET', `/structures/customers/${created.body.id}`, { token });
    expect(read.body.deliveryAddress).toMatchObject({ street: 'Nebenweg 3' });

    const { id, companyId, createdAt, updatedAt, ...editable } = read.body;
    const updated = await api<TCustomer>('PATCH', `/structures/customers/${id}`, {
      token,
      body: { ...editable, name: 'Hof Integrationstest (neu)' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Hof Integrationstest (neu)', version: 2, companyId, createdAt });

    // The list answers from a cache while nothing changes; a change must show at once.
    const relisted = await api<{ items: { id: string; name: string; primaryContact: string | null }[] }>(
      'GET',
      '/structures/customers',
      { token },
    );
    expect(relisted.body.items.find((customer) => customer.id === id)).toMatchObject({
      name: 'Hof Integrationstest (neu)',
      primaryContact: 'Ina Test',
    });

    // The same edit again is based on version 1, which is gone: refused, nothing overwritten.
    const stale = await api('PATCH', `/structures/customers/${id}`, {
      token,
      body: { ...editable, name: 'Überschrieben?' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('LW_409_00_0001');
    const after = await api<TCustomer>('GET', `/structures/customers/${id}`, { token });
    expect(after.body.name).toBe('Hof Integrationstest (neu)');
  });

  it('refuses calls without a token with 401', async () => {
    const result = await api('GET', '/structures/customers');
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({ code: 'LW_401_01_0001', message: 'Bitte melde dich erneut an.' });
    const forged = await api('GET', '/structures/customers', { token: 'not.a.token' });
    expect(forged.status).toBe(401);
  });

  it('answers bad input with 400 and German messages per field', async () => {
    const token = await tenant.token('OWNER');
    const result = await api<{ code: string; message: string; issues: { path: string; message: string }[] }>(
      'POST',
      '/structures/customers',
      { token, body: { name: '   ', mail: 'keine-adresse', latLng: { lat: 91, lng: 0 } } },
    );
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('LW_400_01_0001');
    expect(result.body.message).toBe('Bitte überprüfe deine Eingaben.');
    expect(result.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Bitte gib einen Namen ein.' },
        { path: 'mail', message: 'Die Email-Adresse ist ungültig.' },
        { path: 'latLng.lat', message: 'Breitengrad muss zwischen -90 und 90 liegen.' },
      ]),
    );
    const malformed = await api('POST', '/structures/customers', { token, rawBody: '{"name": "A"' });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'LW_400_01_0002' } });
  });

  it("never shows or changes another company's customers (403 / not found)", async () => {
    const neighbourToken = await otherTenant.token('OWNER');
    const ownToken = await tenant.token('OWNER');
    const own = await api<{ items: TCustomer[] }>('GET', '/structures/customers', { token: ownToken });
    const target = own.body.items[0];
    if (!target) throw new Error('demo company has no customers');

    const demoCompanyId = tenant.login('OWNER').companyId;
    const foreignList = await api('GET', `/structures/customers?companyId=${demoCompanyId}`, { token: neighbourToken });
    expect(foreignList.status).toBe(403);
    expect(foreignList.body.code).toBe('LW_403_01_0001');

    const foreignRead = await api('GET', `/structures/customers/${target.id}?companyId=${demoCompanyId}`, {
      token: neighbourToken,
    });
    expect(foreignRead.status).toBe(403);

    // Without naming the company the neighbour works in its own company, where that id does not exist.
    const guessed = await api('GET', `/structures/customers/${target.id}`, { token: neighbourToken });
    expect(guessed.status).toBe(404);
    const overwrite = await api('PATCH', `/structures/customers/${target.id}`, {
      token: neighbourToken,
      body: { name: 'Gekapert', version: target.version },
    });
    expect(overwrite.status).toBe(404);

    const neighbourList = await api<{ items: TCustomer[] }>('GET', '/structures/customers', { token: neighbourToken });
    expect(neighbourList.body.items.some((customer) => customer.id === target.id)).toBe(false);

    const unchanged = await api<TCustomer>('GET', `/structures/customers/${target.id}`, { token: ownToken });
    expect(unchanged.body.name).toBe(target.name);
  });

  it('refuses zip ABCDE, phone abc and a contact person without a name at their fields', async () => {
    const token = await tenant.token('OWNER');
    const result = await api<{ issues: { path: string; message: string }[] }>('POST', '/structures/customers', {
      token,
      body: { name: 'Hof Falsch', addressZip: 'ABCDE', phone: 'abc', contactPersons: [{ mail: '' }] },
    });
    expect(result.status).toBe(400);
    expect(result.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'addressZip', message: 'Bitte gib eine Postleitzahl mit 5 Ziffern ein.' },
        { path: 'phone', message: 'Bitte gib eine Telefonnummer nur mit Ziffern, Leerzeichen und + / - ( ) ein.' },
        { path: 'contactPersons.0.firstName', message: 'Bitte gib einen Vor- oder Nachnamen ein.' },
      ]),
    );
  });

  it('keeps customer numbers unique in the company, also when two saves run at once', async () => {
    const token = await tenant.token('OWNER');
    const create = (name: string, customerNumber?: string) =>
      api<TCustomer>('POST', '/structures/customers', { token, body: { name, customerNumber } });
    const taken = { path: 'customerNumber', message: 'Diese Kundennummer ist bereits vergeben.' };

    // Hof Thomsen of the demo company has 10001.
    const duplicate = await create('Hof Doppelt', '10001');
    expect(duplicate).toMatchObject({ status: 409, body: { code: 'LW_409_02_0001', issues: [taken] } });

    // Two creates with the same new number at the same moment: exactly one gets it.
    const both = await Promise.all([create('Hof Gleichzeitig A', '88001'), create('Hof Gleichzeitig B', '88001')]);
    expect(both.map((result) => result.status).sort()).toEqual([201, 409]);
    expect(both.find((result) => result.status === 409)?.body).toMatchObject({ issues: [taken] });

    // An edit may keep its own number, may not take another's, and frees its old number when it changes.
    const own = await create('Hof Umnummeriert', '88002');
    const { id, companyId, createdAt, updatedAt, ...editable } = own.body;
    const patch = (body: object) => api<TCustomer>('PATCH', `/structures/customers/${id}`, { token, body });
    expect((await patch({ ...editable, name: 'Hof Umnummeriert (neu)' })).status).toBe(200);
    const toTaken = await patch({ ...editable, version: 2, customerNumber: '88001' });
    expect(toTaken).toMatchObject({ status: 409, body: { issues: [taken] } });
    expect((await patch({ ...editable, version: 2, customerNumber: '88003' })).body.customerNumber).toBe('88003');
    expect((await create('Hof Nachfolger', '88002')).status).toBe(201);
  });

  it('numbers new customers past numbers given by hand, and never twice under parallel creates', async () => {
    const token = await tenant.token('OWNER');
    const settings = await api<{ nextCustomerNumber: number }>('GET', '/masterdata/customer-settings', { token });
    const next = settings.body.nextCustomerNumber;
    const create = (name: string, customerNumber?: string) =>
      api<TCustomer>('POST', '/structures/customers', { token, body: { name, customerNumber } });
    // The numbering's next number is taken by hand first: it is passed over, not given twice.
    expect((await create('Hof Vorgegriffen', String(next))).status).toBe(201);
    const created = await Promise.all([create('Auto 1'), create('Auto 2'), create('Auto 3')]);
    expect(created.map((result) => result.status)).toEqual([201, 201, 201]);
    const numbers = created.map((result) => result.body.customerNumber);
    expect(new Set(numbers).size).toBe(3);
    expect(numbers).not.toContain(String(next));
    const list = await api<{ items: TCustomer[] }>('GET', '/structures/customers', { token });
    const all = list.body.items.map((customer) => customer.customerNumber).filter((number) => number !== null);
    expect(new Set(all).size).toBe(all.length);
  });

  it('lets employees read but not write customers; subcontractors read nothing', async () => {
    const employee = await tenant.token('EMPLOYEE');
    expect((await api('GET', '/structures/customers', { token: employee })).status).toBe(200);
    const write = await api('POST', '/structures/customers', { token: employee, body: { name: 'Nicht erlaubt' } });
    expect(write).toMatchObject({ status: 403, body: { code: 'LW_403_10_0001' } });
    const subcontractor = await tenant.token('SUBCONTRACTOR');
    expect((await api('GET', '/structures/customers', { token: subcontractor })).status).toBe(403);
  });
});
