import { describe, expect, it } from 'vitest';
import type { TContractor } from '../../schemas/api/contractors';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });

describe('contractor list (application.md §7: fetched for the user’s customer ids)', () => {
  it("gives a customer their contractor, with the contractor's address and contact", async () => {
    const token = await tenant.token('CUSTOMER');
    const { status, body } = await api<{ items: TContractor[] }>('GET', '/structures/contractors', { token });
    expect(status).toBe(200);
    expect(body.items).toEqual([
      expect.objectContaining({
        id: tenant.companyId,
        name: tenant.companyName,
        city: 'Husum',
        email: 'info@lohnunternehmen-hansen.de',
        variant: 'AGRICULTURAL_CONTRACTOR',
        enableOrderRequests: true,
        // The demo farmer's customer record leaves the map structures to the contractor.
        canEditStructures: false,
      }),
    ]);
  });

  it('gives nobody else a contractor: staff of a company, users without a role', async () => {
    for (const role of ['OWNER', 'NOTHING']) {
      const token = await tenant.token(role);
      const { status, body } = await api<{ items: TContractor[] }>('GET', '/structures/contractors', { token });
      expect(status).toBe(200);
      expect(body.items).toEqual([]);
    }
    expect((await api('GET', '/structures/contractors')).status).toBe(401);
  });
});
