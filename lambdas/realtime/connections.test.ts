import {
  ApiGatewayManagementApiClient,
  ApiGatewayManagementApiServiceException,
  DeleteConnectionCommand,
  ForbiddenException,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { db } from '../platform/db/entities';
import { mockTableForFile } from '../platform/db/mocked-table.test-kit';
import { createLogger } from '../platform/logger';
import { type Connection, dynamoConnectionStore } from './connections';
import { makePushChanges } from './use-cases';

const gateway = mockClient(ApiGatewayManagementApiClient);
const dynamo = mockTableForFile();

const NOW = new Date('2026-11-21T10:00:00Z');
const connection = (connectionId: string): Connection => ({
  companyId: 'hansen',
  connectionId,
  userId: `user-${connectionId}`,
  callbackUrl: 'https://ws.example/prod',
  role: 'EMPLOYEE',
});
/** The stored item of a connection, as ElectroDB writes it (keys and entity markers included). */
const itemOf = (value: Connection) =>
  db()
    .connection.put({ ...value, ttl: NOW.getTime() / 1000 + 3600 })
    .params().Item;

const gone = () => new GoneException({ message: 'gone', $metadata: { httpStatusCode: 410 } });

afterEach(() => gateway.reset());
afterAll(() => gateway.restore());

describe('WebSocket posting', () => {
  const store = dynamoConnectionStore();

  it('posts the message as JSON to the connection, through the stage that holds it', async () => {
    gateway.on(PostToConnectionCommand).resolves({});
    expect(await store.post(connection('c1'), { type: 'changed', entity: 'customer' })).toBe('sent');
    const call = gateway.commandCalls(PostToConnectionCommand)[0];
    expect(call?.args[0].input).toEqual({ ConnectionId: 'c1', Data: '{"type":"changed","entity":"customer"}' });
    const endpoint = await call?.thisValue.config.endpoint?.();
    expect(endpoint?.hostname).toBe('ws.example');
    expect(endpoint?.path).toBe('/prod');
  });

  it("answers 'gone' for 410 Gone, whether typed or only by status", async () => {
    gateway.on(PostToConnectionCommand, { ConnectionId: 'typed' }).rejects(gone());
    gateway.on(PostToConnectionCommand, { ConnectionId: 'status' }).rejects(
      new ApiGatewayManagementApiServiceException({
        name: 'UnknownError',
        $fault: 'client',
        $metadata: { httpStatusCode: 410 },
      }),
    );
    expect(await store.post(connection('typed'), {})).toBe('gone');
    expect(await store.post(connection('status'), {})).toBe('gone');
  });

  it('passes other failures on', async () => {
    const forbidden = new ForbiddenException({ message: 'no', $metadata: { httpStatusCode: 403 } });
    gateway.on(PostToConnectionCommand).rejects(forbidden);
    await expect(store.post(connection('c1'), {})).rejects.toBe(forbidden);
  });

  it('removes the stale connection after a 410 and keeps posting to the others', async () => {
    const stored = [connection('live'), connection('stale')];
    dynamo.on(QueryCommand).callsFake((input: QueryCommandInput) => {
      // byConnection (gsi1) finds one connection; byCompany lists them all.
      const connectionId = input.IndexName ? input.ExpressionAttributeValues?.[':pk'] : undefined;
      const items = stored.filter((entry) => !connectionId || `ws#${entry.connectionId}` === connectionId);
      return { Items: items.map(itemOf) };
    });
    dynamo.on(DeleteCommand).resolves({});
    gateway.on(PostToConnectionCommand, { ConnectionId: 'stale' }).rejects(gone());
    gateway.on(PostToConnectionCommand, { ConnectionId: 'live' }).resolves({});
    const logger = createLogger('realtime-test');
    logger.setLogLevel('SILENT');

    await makePushChanges({
      connections: store,
      clock: { now: () => NOW },
      liveEntities: new Set(['customer']),
      logger,
      verifyToken: async () => Promise.reject(new Error('not used')),
      lookupMembership: async () => ({ role: 'EMPLOYEE', active: true }),
    })([{ op: 'MODIFY', image: { __edb_e__: 'customer', companyId: 'hansen', customerId: 'k1' } }]);

    expect(
      gateway
        .commandCalls(PostToConnectionCommand)
        .map((call) => call.args[0].input.ConnectionId)
        .sort(),
    ).toEqual(['live', 'stale']);
    expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual([
      { pk: 'hansen', sk: 'ws#stale' },
    ]);
  });

  it('closes a connection through the stage that holds it and forgets it, also when the client left first', async () => {
    const stored = [connection('closing'), connection('left')];
    dynamo.on(QueryCommand).callsFake((input: QueryCommandInput) => ({
      Items: stored
        .filter((entry) => `ws#${entry.connectionId}` === input.ExpressionAttributeValues?.[':pk'])
        .map(itemOf),
    }));
    dynamo.on(DeleteCommand).resolves({});
    gateway.on(DeleteConnectionCommand, { ConnectionId: 'closing' }).resolves({});
    gateway.on(DeleteConnectionCommand, { ConnectionId: 'left' }).rejects(gone());

    await store.close(connection('closing'));
    await store.close(connection('left'));

    expect(gateway.commandCalls(DeleteConnectionCommand).map((call) => call.args[0].input)).toEqual([
      { ConnectionId: 'closing' },
      { ConnectionId: 'left' },
    ]);
    expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual([
      { pk: 'hansen', sk: 'ws#closing' },
      { pk: 'hansen', sk: 'ws#left' },
    ]);
  });

  it('passes on a failure to close other than Gone', async () => {
    const forbidden = new ForbiddenException({ message: 'no', $metadata: { httpStatusCode: 403 } });
    gateway.on(DeleteConnectionCommand).rejects(forbidden);
    await expect(store.close(connection('c1'))).rejects.toBe(forbidden);
  });
});
