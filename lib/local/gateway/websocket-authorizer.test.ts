import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createWebSocketApi } from './websocket';
import { connectMethodArn, decideConnect } from './websocket-authorizer';

/** A gateway's WebSocket API with an in-memory authorizer ('gatekeeper') in front of $connect ('live'). */
// biome-ignore lint/suspicious/noExplicitAny: events are inspected loosely here
type LooseEvent = Record<string, any>;
const calls: { service: string; event: LooseEvent }[] = [];
const methodArn = connectMethodArn('eu-central-1');
const policy = (effect: 'Allow' | 'Deny', resource = methodArn) => ({
  principalId: effect === 'Allow' ? 'user-1' : 'anonymous',
  policyDocument: {
    Version: '2012-10-17',
    Statement: [{ Action: 'execute-api:Invoke', Effect: effect, Resource: resource }],
  },
  ...(effect === 'Allow' ? { context: { userId: 'user-1' } } : {}),
});

const invoke = async (service: string, received: unknown): Promise<unknown> => {
  const event = received as LooseEvent;
  calls.push({ service, event });
  if (service === 'live') return { statusCode: 200 };
  switch (event.queryStringParameters?.token) {
    case 'good':
      return policy('Allow');
    case 'unauthorized':
      throw new Error('Unauthorized');
    case 'broken':
      throw new Error('key set unreachable');
    default:
      return policy('Deny');
  }
};

const api = createWebSocketApi({
  serviceName: 'live',
  authorizer: { serviceName: 'gatekeeper', region: 'eu-central-1' },
  invoke,
  log: () => undefined,
});
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer();
  server.on('upgrade', (request, socket, head) => api.handleUpgrade(request, socket, head));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
});
afterAll(async () => {
  await api.close();
  server.close();
});
beforeEach(() => {
  calls.length = 0;
});

/** Opens a socket; answers the handshake's refusal status, or 101 when it opened (then closes it). */
const handshake = (query: string) =>
  new Promise<number>((resolve, reject) => {
    const socket = new WebSocket(`${url}${query}`);
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', reject);
  });
const called = (service: string) => calls.filter((call) => call.service === service);

describe('local WebSocket gateway with a $connect authorizer', () => {
  it('refuses a connect without a token with 401, calling neither the authorizer nor $connect', async () => {
    expect(await handshake('')).toBe(401);
    expect(await handshake('?token=')).toBe(401);
    expect(calls).toEqual([]);
  });

  it('refuses a denied connect with 403 before $connect', async () => {
    expect(await handshake('?token=forged')).toBe(403);
    expect(called('gatekeeper')).toHaveLength(1);
    expect(called('live')).toEqual([]);
  });

  it('answers 401 when the authorizer throws "Unauthorized", 500 when it fails otherwise', async () => {
    expect(await handshake('?token=unauthorized')).toBe(401);
    expect(await handshake('?token=broken')).toBe(500);
    expect(called('live')).toEqual([]);
  });

  it('calls the authorizer with a REQUEST event and passes its principal and context to $connect', async () => {
    expect(await handshake('?token=good&companyId=hansen')).toBe(101);
    const [authorizerCall] = called('gatekeeper');
    expect(authorizerCall?.event).toMatchObject({
      type: 'REQUEST',
      methodArn,
      queryStringParameters: { token: 'good', companyId: 'hansen' },
      requestContext: { routeKey: '$connect', eventType: 'CONNECT' },
    });
    const [connectCall] = called('live');
    expect(connectCall?.event.requestContext.authorizer).toEqual({ principalId: 'user-1', userId: 'user-1' });
    expect(connectCall?.event.queryStringParameters).toEqual({ token: 'good', companyId: 'hansen' });
  });
});

describe('the authorizer policy, as API Gateway reads it', () => {
  it('allows on an Allow for the connect route, also by wildcard', () => {
    expect(decideConnect(policy('Allow'), methodArn)).toMatchObject({ allowed: true });
    expect(decideConnect(policy('Allow', 'arn:aws:execute-api:*:*:local/*'), methodArn)).toMatchObject({
      allowed: true,
    });
  });

  it('refuses with 403 on a Deny, a Deny next to an Allow, or an Allow for another resource', () => {
    expect(decideConnect(policy('Deny'), methodArn)).toEqual({ allowed: false, status: 403 });
    const both = policy('Allow');
    both.policyDocument.Statement.push(policy('Deny').policyDocument.Statement[0]!);
    expect(decideConnect(both, methodArn)).toEqual({ allowed: false, status: 403 });
    expect(decideConnect(policy('Allow', 'arn:aws:execute-api:eu-central-1:1:other/*'), methodArn)).toEqual({
      allowed: false,
      status: 403,
    });
  });

  it('answers 500 for a malformed authorizer result', () => {
    expect(decideConnect({ allow: true }, methodArn)).toEqual({ allowed: false, status: 500 });
    expect(decideConnect(undefined, methodArn)).toEqual({ allowed: false, status: 500 });
  });
});
