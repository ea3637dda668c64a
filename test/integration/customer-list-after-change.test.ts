import { describe, expect, it } from 'vitest';
import { compareCustomers } from '../../lambdas/structures/domain/customer';
import type { TCustomer, TCustomerSummary } from '../../schemas/customer';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/**
 * The customer list after a change (issue 9 point 9): a warm instance brings its cached list up to date
 * from the change index, reading only the changed customers. Every change must show in the next list read.
 */
const CUSTOMERS = '/structures/customers';

const listCustomers = async (token: string) => {
  const listed = await api<{ items: TCustomerSummary[] }>('GET', CUSTOMERS, { token });
  expect(listed.status).toBe(200);
  return listed.body.items;
};

const createCustomer = async (token: string, body: Record<string, unknown>) => {
  const created = await api<TCustomer>('POST', CUSTOMERS, { token, body });
  expect(created.status).toBe(201);
  return created.body;
};

/** The fields of a customer its list row shows as they are. */
const rowOf = ({ id, name, customerNumber, version, updatedAt }: TCustomer) => ({
  id,
  name,
  customerNumber,
  version,
  updatedAt,
});

const idsOf = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('the cached customer list after a change', () => {
  it('shows a change made after the list was cached, in list order', async () => {
    const token = await tenant.token('OWNER');
    const customer = await createCustomer(token, {
      name: 'Hof Zwischenahn',
      customerNumber: '77001',
      contactPersons: [{ salutation: 'MR', firstName: 'Jan', lastName: 'Ohlsen' }],
    });
    expect(idsOf(await listCustomers(token))).toContain(customer.id);

    const { id, companyId, createdAt, updatedAt, ...editable } = customer;
    const changed = await api<TCustomer>('PATCH', `${CUSTOMERS}/${id}`, {
      token,
      body: {
        ...editable,
        name: 'Aaa-Hof Ammerland',
        contactPersons: [{ salutation: 'MRS', firstName: 'Wiebke', lastName: 'Janssen', isPrimary: true }],
      },
    });
    expect(changed.status).toBe(200);
    const afterChange = await listCustomers(token);
    const rows = afterChange.filter((item) => item.id === id);
    expect(rows).toEqual([
      expect.objectContaining({ ...rowOf(changed.body), primaryContact: 'Wiebke Janssen', contactPersonCount: 1 }),
    ]);
    // Still in list order: the merged list is sorted like a list read as a whole.
    expect(idsOf(afterChange)).toEqual(idsOf([...afterChange].sort(compareCustomers)));
  });

  it('shows all of ten customers created at the same time in the next list', async () => {
    const token = await tenant.token('OWNER');
    const before = await listCustomers(token);
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        createCustomer(token, {
          name: `Parallelhof ${String(index).padStart(2, '0')}`,
          customerNumber: `7710${index}`,
        }),
      ),
    );
    const after = await listCustomers(token);
    expect(idsOf(after)).toEqual(expect.arrayContaining([...idsOf(before), ...idsOf(created)]));
    expect(new Set(idsOf(after)).size).toBe(after.length);
    for (const customer of created) {
      expect(after.find((item) => item.id === customer.id)).toMatchObject(rowOf(customer));
    }
    expect(idsOf(after)).toEqual(idsOf([...after].sort(compareCustomers)));
  });

  it('keeps a refused change out of the list', async () => {
    const token = await tenant.token('OWNER');
    const customer = await createCustomer(token, { name: 'Hof Friesland', customerNumber: '77002' });
    const cached = (await listCustomers(token)).find((item) => item.id === customer.id);
    const { id, companyId, createdAt, updatedAt, ...editable } = customer;
    const stale = await api<{ code: string }>('PATCH', `${CUSTOMERS}/${id}`, {
      token,
      body: { ...editable, version: 7, name: 'Nie gespeichert' },
    });
    expect(stale.status).toBe(409);
    expect((await listCustomers(token)).find((item) => item.id === customer.id)).toEqual(cached);
  });
});
