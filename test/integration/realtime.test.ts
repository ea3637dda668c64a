import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { api, runtime, tableClient } from '../support/api-client';
import { closedByServer, drained, expectPushedOnlyWithinCompany, openChangeSocket } from '../support/change-feed';
import { newPerson } from '../support/invitations';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

describe('live changes (Streams -> change feed -> WebSocket)', () => {
  it("pushes a customer change to the company's open sockets, and only to them", async () => {
    await expectPushedOnlyWithinCompany(tenant, otherTenant, async (token) => {
      const created = await api<{ id: string }>('POST', '/structures/customers', { token, body: { name: 'Hof Live' } });
      expect(created.status).toBe(201);
      return { entity: 'customer', id: created.body.id };
    });
  });

  it('refuses a socket without a valid token', async () => {
    await expect(openChangeSocket('invalid')).rejects.toThrow();
  });

  it('refuses a socket at the $connect authorizer, as API Gateway does: 401 without a token, 403 when denied', async () => {
    // No token (the identity source) is refused before any function runs. A forged token is denied by
    // the authorizer: 403, where the $connect handler itself would answer 401.
    await expect(openChangeSocket('')).rejects.toThrow('refused: 401');
    await expect(openChangeSocket('invalid')).rejects.toThrow('refused: 403');
    const forged = `${(await tenant.token('OWNER')).slice(0, -4)}AAAA`;
    await expect(openChangeSocket(forged)).rejects.toThrow('refused: 403');
    const listener = await openChangeSocket(await tenant.token('OWNER'));
    listener.socket.close();
  });
});

describe('live connections follow membership', () => {
  const ownerToken = () => tenant.token('OWNER');
  const changeMember = async (userId: string, body: Record<string, unknown>) => {
    const changed = await api('PATCH', `/identity/members/${userId}`, { token: await ownerToken(), body });
    expect(changed.status).toBe(200);
  };
  const removeMember = async (userId: string) => {
    // No route removes a person yet; the stored membership goes as any later removal would take it.
    const table = await tableClient();
    const companyId = tenant.login('OWNER').companyId;
    await table.send(
      new DeleteCommand({ TableName: runtime().tableName, Key: { pk: companyId, sk: `member#${userId}` } }),
    );
  };

  /**
   * A member and an active colleague listen; the membership changes; the member's socket is closed and
   * hears nothing of a change the colleague does hear (the barrier: no sleeping, the event is awaited).
   */
  const expectCutOff = async (role: string, membershipChange: (userId: string) => Promise<void>) => {
    const person = await newPerson(await ownerToken(), role);
    const colleague = await openChangeSocket(await tenant.token('PLANNER'));
    const member = await openChangeSocket(person.token);
    try {
      await drained(member, await ownerToken());
      await membershipChange(person.userId);
      const isLater = await drained(colleague, await ownerToken());
      await closedByServer(member);
      expect(member.messages.some(isLater)).toBe(false);
      return person;
    } finally {
      for (const listener of [colleague, member]) listener.socket.close();
    }
  };

  it("closes a deactivated member's socket at once, and the old token cannot open another", async () => {
    const person = await expectCutOff('EMPLOYEE', (userId) => changeMember(userId, { active: false }));
    await expect(openChangeSocket(person.token)).rejects.toThrow('refused: 403');
  });

  it("closes a removed member's socket at once, and the old token cannot open another", async () => {
    const person = await expectCutOff('PLANNER', removeMember);
    await expect(openChangeSocket(person.token)).rejects.toThrow('refused: 403');
  });

  it("closes a demoted member's socket; the reconnect listens with the stored role", async () => {
    const person = await expectCutOff('ADMIN', (userId) => changeMember(userId, { role: 'SUBCONTRACTOR' }));
    // The app reconnects with the token it has (it still says ADMIN); the stored role files the socket.
    const again = await openChangeSocket(person.token);
    try {
      await drained(again, await ownerToken());
    } finally {
      again.socket.close();
    }
  });
});
