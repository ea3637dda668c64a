import { describe, expect, it } from 'vitest';
import { api } from '../support/api-client';
import { expectPushedOnlyWithinCompany, openChangeSocket } from '../support/change-feed';

describe('live changes (Streams -> change feed -> WebSocket)', () => {
  it("pushes a customer change to the company's open sockets, and only to them", async () => {
    await expectPushedOnlyWithinCompany(async (token) => {
      const created = await api<{ id: string }>('POST', '/structures/customers', { token, body: { name: 'Hof Live' } });
      expect(created.status).toBe(201);
      return { entity: 'customer', id: created.body.id };
    });
  });

  it('refuses a socket without a valid token', async () => {
    await expect(openChangeSocket('invalid')).rejects.toThrow();
  });
});
