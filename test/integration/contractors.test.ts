import { describe, expect, it } from 'vitest';
import type { TContractor } from '../../schemas/api/contractors';
import { api, HANSEN, tokenForRole } from '../support/api-client';

describe('contractor list (application.md §7: fetched for the user’s customer ids)', () => {
  it("gives a customer their contractor, with the contractor's address and contact", async () => {
    const token = await tokenForRole('CUSTOMER');
    const { status, body } = await api<{ items: TContractor[] }>('GET', '/structures/contractors', { token });
    expect(status).toBe(200);
    expect(body.items).toEqual([
      expect.objectContaining({
        id: 'demo-lohnunternehmen-hansen',
        name: HANSEN,
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
    for (const [role, company] of [
      ['OWNER', HANSEN],
      ['NOTHING', undefined],
    ] as const) {
      const token = await tokenForRole(role, company);
      const { status, body } = await api<{ items: TContractor[] }>('GET', '/structures/contractors', { token });
      expect(status).toBe(200);
      expect(body.items).toEqual([]);
    }
    expect((await api('GET', '/structures/contractors')).status).toBe(401);
  });
});
