import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { TCustomer } from '../../schemas/customer';
import { settingsMessages } from '../../schemas/masterdata/settings';
import { api, runtime, tableClient } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ bookkeeping: false });
/** A company seeded with the demo's records, whose seeded numbers and logins the last test finds claimed. */
const demoTenant = await newTenant({ demo: true, roles: ['OWNER', 'EMPLOYEE'] });

/**
 * Numbers never twice (issue 11 point 4), against the embedded runtime on real DynamoDB Local. This file's
 * company is used: no other file writes to it, so the numbers asserted are exactly those given here, and 50
 * creates disturb no other file. The tests run in order: the first numbered customer create
 * of the company comes first.
 */
type Numbered = { id: string; version: number; customerNumber?: string | null; supplierNumber?: string | null };
type Settings = { version: number; nextCustomerNumber?: number | null; nextSupplierNumber?: number | null };

const CONCURRENT = 50;

/** The numbers as sorted strings, to compare with the exact range the test expects. */
const sortedNumbers = (numbers: readonly (string | null | undefined)[]) =>
  numbers
    .map(Number)
    .sort((a, b) => a - b)
    .map(String);
const range = (first: number, count: number) => Array.from({ length: count }, (_, index) => String(first + index));

const owner = () => tenant.token('OWNER');
const companyId = () => tenant.login('OWNER').companyId;

/** A claim item of the numbering company, by its sort key (entities/numbering.ts). */
const claimKey = (kind: string, field: string, value: string) => ({
  pk: companyId(),
  sk: `claim#${kind}#${field}#${value}`,
});

/** Removes a value's claim, as if its record was stored before claims existed. */
const dropClaim = async (kind: string, field: string, value: string) =>
  (await tableClient()).send(new DeleteCommand({ TableName: runtime().tableName, Key: claimKey(kind, field, value) }));

/** Sets where a numbering starts and answers the settings version. */
const startNumbering = async (token: string, path: string, data: object) => {
  const current = await api<Settings>('GET', path, { token });
  const saved = await api<Settings>('PUT', path, { token, body: { version: current.body.version, data } });
  expect(saved.status).toBe(200);
  return saved.body.version;
};

describe('numbering over HTTP', () => {
  it('never gives a number a customer stored before claims has: the first numbered create claims them', async () => {
    const token = await owner();
    const old = await api<TCustomer>('POST', '/structures/customers', {
      token,
      body: { name: 'Altkunde', customerNumber: '40001' },
    });
    expect(old.status).toBe(201);
    await dropClaim('customer', 'customerNumber', '40001');
    await startNumbering(token, '/masterdata/customer-settings', { nextCustomerNumber: 40001 });
    const numbered = await api<TCustomer>('POST', '/structures/customers', { token, body: { name: 'Neukunde' } });
    expect(numbered).toMatchObject({ status: 201, body: { customerNumber: '40002' } });
    const claim = await (await tableClient()).send(
      new GetCommand({ TableName: runtime().tableName, Key: claimKey('customer', 'customerNumber', '40001') }),
    );
    expect(claim.Item?.recordId).toBe(old.body.id);
  });

  it('lets the second of two customers that share a number from before claims change it', async () => {
    const token = await owner();
    const create = (name: string, customerNumber: string) =>
      api<TCustomer>('POST', '/structures/customers', { token, body: { name, customerNumber } });
    const first = await create('Doppelt Erster', '45001');
    const second = await create('Doppelt Zweiter', '45002');
    // The second customer stored 45001 too, when no claim decided: the first one's claim holds it.
    await (await tableClient()).send(
      new UpdateCommand({
        TableName: runtime().tableName,
        Key: { pk: companyId(), sk: `customer#${second.body.id}` },
        UpdateExpression: 'SET customerNumber = :number',
        ExpressionAttributeValues: { ':number': '45001' },
      }),
    );
    await dropClaim('customer', 'customerNumber', '45002');
    const changed = await api<TCustomer>('PATCH', `/structures/customers/${second.body.id}`, {
      token,
      body: { name: 'Doppelt Zweiter', customerNumber: '45003', version: second.body.version },
    });
    expect(changed).toMatchObject({ status: 200, body: { customerNumber: '45003' } });
    // The first customer keeps its number and its claim.
    const taken = await create('Doppelt Dritter', '45001');
    expect(taken).toMatchObject({ status: 409, body: { code: 'LW_409_02_0001' } });
    expect(first.status).toBe(201);
  });

  it('gives 50 customers created at once 50 consecutive numbers, while the settings are saved meanwhile', async () => {
    const token = await owner();
    const version = await startNumbering(token, '/masterdata/customer-settings', { nextCustomerNumber: 50001 });
    const creates = Array.from({ length: CONCURRENT }, (_, index) =>
      api<Numbered>('POST', '/structures/customers', { token, body: { name: `Parallelhof ${index}` } }),
    );
    // Someone edits the customer settings during the creates: numbering never bumps their version.
    const edit = api<Settings>('PUT', '/masterdata/customer-settings', {
      token,
      body: { version, data: { nextCustomerNumber: 50001, defaultPaymentTermDays: 21 } },
    });
    const [edited, ...created] = await Promise.all([edit, ...creates]);
    expect(edited?.status).toBe(200);
    expect(created.map((answer) => answer.status)).toEqual(creates.map(() => 201));
    const numbers = created.map((answer) => answer.body.customerNumber);
    expect(sortedNumbers(numbers)).toEqual(range(50001, CONCURRENT));
    // The settings page shows the next number the numbering gives.
    const shown = await api<Settings>('GET', '/masterdata/customer-settings', { token });
    expect(shown.body.nextCustomerNumber).toBe(50001 + CONCURRENT);
    // Lower than the numbers given out it would be stored and never used: refused at the field.
    const lowered = await api('PUT', '/masterdata/customer-settings', {
      token,
      body: { version: shown.body.version, data: { nextCustomerNumber: 50010 } },
    });
    expect(lowered).toMatchObject({
      status: 400,
      body: {
        code: 'LW_400_01_0001',
        issues: [{ path: 'data.nextCustomerNumber', message: settingsMessages.nextNumberTooLow(50051) }],
      },
    });
    expect(settingsMessages.nextNumberTooLow(50051)).toBe('Die nächste Nummer kann nicht kleiner als 50051 sein.');
  });

  it('gives 50 suppliers created at once 50 consecutive numbers', async () => {
    const token = await owner();
    await startNumbering(token, '/masterdata/supplier-settings', { nextSupplierNumber: 80001 });
    const created = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, index) =>
        api<Numbered>('POST', '/masterdata/suppliers', { token, body: { name: `Parallelhandel ${index}` } }),
      ),
    );
    expect(created.map((answer) => answer.status)).toEqual(created.map(() => 201));
    const numbers = created.map((answer) => answer.body.supplierNumber);
    expect(sortedNumbers(numbers)).toEqual(range(80001, CONCURRENT));

    // A create refused for a reference that names nothing takes no number: the next one follows on.
    const refused = await api('POST', '/masterdata/suppliers', {
      token,
      body: { name: 'Falsches Konto', defaultCostAccountId: 'no-such-account' },
    });
    expect(refused.status).toBe(400);
    const next = await api<Numbered>('POST', '/masterdata/suppliers', { token, body: { name: 'Danach' } });
    expect(next.body.supplierNumber).toBe(String(80001 + CONCURRENT));
  });

  it('passes over a number typed in by hand, and answers 409 for a taken one, storing nothing', async () => {
    const token = await owner();
    await startNumbering(token, '/masterdata/customer-settings', { nextCustomerNumber: 60001 });
    const create = (name: string, customerNumber?: string) =>
      api<TCustomer>('POST', '/structures/customers', { token, body: { name, customerNumber } });
    expect((await create('Automatisch eins')).body.customerNumber).toBe('60001');
    // 60002 would be next: typed in by hand first, the numbering passes over it, never gives it twice.
    expect((await create('Von Hand', '60002')).status).toBe(201);
    expect((await create('Automatisch zwei')).body.customerNumber).toBe('60003');

    const taken = await create('Doppelt', '60002');
    expect(taken).toMatchObject({
      status: 409,
      body: {
        code: 'LW_409_02_0001',
        message: 'Diese Nummer ist bereits vergeben.',
        issues: [{ path: 'customerNumber', message: 'Diese Kundennummer ist bereits vergeben.' }],
      },
    });
    // Also when both are typed at the same moment: one gets it, the other is told, nothing else is stored.
    const both = await Promise.all([create('Gleichzeitig A', '60100'), create('Gleichzeitig B', '60100')]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const list = await api<{ items: TCustomer[] }>('GET', '/structures/customers', { token });
    const names = list.body.items.map((customer) => customer.name);
    expect(names).not.toContain('Doppelt');
    expect(list.body.items.filter((customer) => customer.customerNumber === '60100')).toHaveLength(1);
    expect(list.body.items.filter((customer) => customer.customerNumber === '60002')).toHaveLength(1);
  });

  it('links one login to one employee, also when two links run at once; unlinking and archiving free it', async () => {
    const token = await owner();
    const { body: me } = await api<{ userId: string }>('GET', '/identity/me', { token });
    const link = (lastName: string) =>
      api<Numbered>('POST', '/masterdata/employees', {
        token,
        body: { firstName: 'Zugang', lastName, appUserId: me.userId },
      });
    const taken = {
      code: 'LW_409_02_0002',
      issues: [{ path: 'appUserId', message: 'Dieser Zugang ist bereits mit einem anderen Mitarbeiter verknüpft.' }],
    };
    const both = await Promise.all([link('Eins'), link('Zwei')]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(both.find((answer) => answer.status === 409)?.body).toMatchObject(taken);
    const winner = both.find((answer) => answer.status === 201)?.body;
    if (!winner) throw new Error('no employee was linked');
    expect(await link('Drei')).toMatchObject({ status: 409, body: taken });

    // Unlinked, the login is free for another employee.
    const unlinked = await api<Numbered>('PATCH', `/masterdata/employees/${winner.id}`, {
      token,
      body: { version: winner.version, data: { firstName: 'Zugang', lastName: 'Eins', appUserId: null } },
    });
    expect(unlinked.status).toBe(200);
    const second = await link('Vier');
    expect(second.status).toBe(201);

    // Archived, the employee gives the login up; restored while another has it, it is refused.
    const archived = await api<Numbered>('POST', `/masterdata/employees/${second.body.id}/archive`, {
      token,
      body: { version: second.body.version, archived: true },
    });
    expect(archived.status).toBe(200);
    const third = await link('Fünf');
    expect(third.status).toBe(201);
    const restored = await api('POST', `/masterdata/employees/${second.body.id}/archive`, {
      token,
      body: { version: archived.body.version, archived: false },
    });
    expect(restored).toMatchObject({ status: 409, body: { code: 'LW_409_02_0002' } });

    // Unlinked as well, the last employee gives the login up: the owner ends without an employee.
    const released = await api('PATCH', `/masterdata/employees/${third.body.id}`, {
      token,
      body: { version: third.body.version, data: { firstName: 'Zugang', lastName: 'Fünf', appUserId: null } },
    });
    expect(released.status).toBe(200);
  });

  it('finds the demo data claimed: seeded numbers and logins, counters past the seeded numbers', async () => {
    const table = await tableClient();
    const { companyId } = demoTenant.login('OWNER');
    const item = async (sk: string) =>
      (await table.send(new GetCommand({ TableName: runtime().tableName, Key: { pk: companyId, sk } }))).Item;
    expect((await item('claim#customer#customerNumber#10001'))?.recordId).toBe('demo-customer-10001');
    expect((await item('claim#supplier#supplierNumber#70001'))?.recordId).toBe('demo-supplier-raiffeisen');
    expect((await item('numberCounter#customerNumber'))?.last).toBeGreaterThanOrEqual(10030);
    expect((await item('numberCounter#supplierNumber'))?.last).toBeGreaterThanOrEqual(70005);
    const driver = await api<{ userId: string }>('GET', '/identity/me', {
      token: await demoTenant.token('EMPLOYEE'),
    });
    expect((await item(`claim#employee#appUserId#${driver.body.userId}`))?.recordId).toMatch(/^demo-employee-/);
  });
});
