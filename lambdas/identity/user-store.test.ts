import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db } from '../platform/db/entities';
import { MOCKED_TABLE, mockTableForFile } from '../platform/db/mocked-table.test-kit';
import { dynamoMemberStore } from './member-store';
import { dynamoIdentityStore } from './user-store';

const dynamo = mockTableForFile();
const TABLE = MOCKED_TABLE;

/** Stored items as ElectroDB writes them (keys and entity markers included). */
const membershipItem = (companyId: string) =>
  db().membership.put({ companyId, userId: 'u1', role: 'EMPLOYEE', createdAt: '2026-01-01T00:00:00Z' }).params().Item;
const companyItem = (companyId: string) =>
  db()
    .company.put({ companyId, name: `Hof ${companyId}`, createdAt: '2026-01-01T00:00:00Z', version: 1 })
    .params().Item;
const userItem = (userId: string) =>
  db()
    .appUser.put({ userId, email: `${userId}@hof.example`, createdAt: '2026-01-01T00:00:00Z' })
    .params().Item;

/** The physical key of an item, as BatchGetItem names an unprocessed key. */
const keyOf = (item: Record<string, unknown>) => ({ pk: item.pk, sk: item.sk });

/** A batch read that leaves the last key unprocessed first (throttling), then answers the rest. */
const throttledOnce = (items: Record<string, unknown>[]) => {
  dynamo
    .on(BatchGetCommand)
    .resolvesOnce({
      Responses: { [TABLE]: items.slice(0, -1) },
      UnprocessedKeys: { [TABLE]: { Keys: items.slice(-1).map(keyOf) } },
    })
    .resolves({ Responses: { [TABLE]: items.slice(-1) }, UnprocessedKeys: {} });
};

describe('identity stores: batch reads', () => {
  it('keeps every membership when the batch read leaves keys unprocessed at first', async () => {
    const items = ['hansen', 'petersen', 'jensen'].map(membershipItem);
    dynamo.on(QueryCommand).resolves({ Items: items });
    throttledOnce(items);
    const memberships = await dynamoIdentityStore().membershipsOf('u1');
    expect(memberships.map(({ companyId }) => companyId).sort()).toEqual(['hansen', 'jensen', 'petersen']);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(2);
    expect(dynamo.commandCalls(BatchGetCommand)[1]?.args[0].input.RequestItems?.[TABLE]?.Keys).toEqual(
      items.slice(-1).map(keyOf),
    );
  });

  it('keeps every company when the batch read leaves keys unprocessed at first', async () => {
    const items = ['hansen', 'petersen'].map(companyItem);
    throttledOnce(items);
    const companies = await dynamoIdentityStore().companies(['hansen', 'petersen']);
    expect(companies.map(({ companyId }) => companyId).sort()).toEqual(['hansen', 'petersen']);
  });

  it('keeps every member name when the batch read leaves keys unprocessed at first', async () => {
    throttledOnce(['u1', 'u2'].map(userItem));
    const users = await dynamoMemberStore().usersById(['u1', 'u2']);
    expect([...users.keys()].sort()).toEqual(['u1', 'u2']);
  });
});
