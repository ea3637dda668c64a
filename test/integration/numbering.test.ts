import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { TCustomer } from '../../schemas/customer';
import { api, HANSEN, loginFor, NEIGHBOUR, runtime, tableClient, tokenForRole } from '../support/api-client';

/**
 * Numbers never twice (issue 11 point 4), against the embedded runtime on real DynamoDB Local. The
 * neighbour company is used: its numbers and lists are nobody else's, so 50 creates disturb no other test.
 */
type Numbered = { id: string; version: number; customerNumber?: string | null; supplierNumber?: string | null };
type Settings = { version: number; nextCustomerNumber?: number | null; nextSupplierNumber?: number | null };

const CONCURRENT = 50;

const consecutive = (numbers: readonly (string | null | undefined)[]) => {
  const sorted = numbers.map(Number).sort((a, b) => a - b);
  return sorted.every((number, index) => index === 0 || number === (sorted[index - 1] ?? 0) + 1);
};

const owner = () => tokenForRole('OWNER', NEIGHBOUR);

/** Sets where a numbering starts and answers the settings version. */
const startNumbering = async (token: string, path: string, data: object) => {
  const current = await api<Settings>('GET', path, { token });
  const saved = await api<Settings>('PUT', path, { token, body: { version: current.body.version, data } });
  expect(saved.status).toBe(200);
  return saved.body.version;
};

describe('numbering over HTTP', () => {
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
    expect(new Set(numbers).size).toBe(CONCURRENT);
    expect(consecutive(numbers)).toBe(true);
    expect(Math.min(...numbers.map(Number))).toBe(50001);
    // The settings page shows the next number the numbering gives.
    const shown = await api<Settings>('GET', '/masterdata/customer-settings', { token });
    expect(shown.body.nextCustomerNumber).toBe(50001 + CONCURRENT);
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
    expect(new Set(numbers).size).toBe(CONCURRENT);
    expect(consecutive(numbers)).toBe(true);
    expect(Math.min(...numbers.map(Number))).toBe(80001);
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

    // The owner leaves without an employee again: other files count on this login having none.
    const released = await api('PATCH', `/masterdata/employees/${third.body.id}`, {
      token,
      body: { version: third.body.version, data: { firstName: 'Zugang', lastName: 'Fünf', appUserId: null } },
    });
    expect(released.status).toBe(200);
  });

  it('finds the demo data claimed: seeded numbers and logins, counters past the seeded numbers', async () => {
    const table = await tableClient();
    const { companyId } = loginFor('OWNER', HANSEN);
    const item = async (sk: string) =>
      (await table.send(new GetCommand({ TableName: runtime().tableName, Key: { pk: companyId, sk } }))).Item;
    expect((await item('claim#customer#customerNumber#10001'))?.recordId).toBe('demo-customer-10001');
    expect((await item('claim#supplier#supplierNumber#70001'))?.recordId).toBe('demo-supplier-raiffeisen');
    expect((await item('numberCounter#customerNumber'))?.last).toBeGreaterThanOrEqual(10030);
    expect((await item('numberCounter#supplierNumber'))?.last).toBeGreaterThanOrEqual(70005);
    const driver = await api<{ userId: string }>('GET', '/identity/me', {
      token: await tokenForRole('EMPLOYEE', HANSEN),
    });
    expect((await item(`claim#employee#appUserId#${driver.body.userId}`))?.recordId).toMatch(/^demo-employee-/);
  });
});
