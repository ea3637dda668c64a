import { describe, expect, it } from 'vitest';
import { api, HANSEN, NEIGHBOUR, tokenForRole } from '../support/api-client';
import { drained, isChangeOf, openChangeSocket, pushed } from '../support/change-feed';

describe('live changes (Streams -> change feed -> WebSocket)', () => {
  it("pushes a customer change to the company's open sockets, and only to them", async () => {
    const colleague = await openChangeSocket(await tokenForRole('PLANNER', HANSEN));
    const neighbourToken = await tokenForRole('OWNER', NEIGHBOUR);
    const neighbour = await openChangeSocket(neighbourToken);
    try {
      const created = await api<{ id: string }>('POST', '/structures/customers', {
        token: await tokenForRole('OWNER', HANSEN),
        body: { name: 'Hof Live' },
      });
      expect(created.status).toBe(201);
      const isOurs = isChangeOf('customer', created.body.id);
      await pushed(colleague, isOurs);
      await drained(neighbour, neighbourToken);
      expect(neighbour.messages.some(isOurs)).toBe(false);
    } finally {
      colleague.socket.close();
      neighbour.socket.close();
    }
  });

  it('refuses a socket without a valid token', async () => {
    await expect(openChangeSocket('invalid')).rejects.toThrow();
  });
});
