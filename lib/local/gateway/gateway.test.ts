import { request as httpRequest } from 'node:http';
import {
  ApiGatewayManagementApiClient,
  GetConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Gateway } from './gateway';
import { startTestGateway } from './gateway.test-kit';
import { signatureOf } from './sigv4';

/** The gateway with in-memory handlers (gateway.test-kit.ts): no local AWS services needed. */
// biome-ignore lint/suspicious/noExplicitAny: events of every kind are inspected loosely here
type LooseEvent = Record<string, any>;
type Call = { service: string; event: LooseEvent };
const calls: Call[] = [];

let gateway: Gateway;
/** The runtime makes a new one on every start and hands it to cognito-local and the handlers. */
const RUN_SECRET = 'run-secret-of-this-test';

const invoke = async (name: string, received: unknown): Promise<unknown> => {
  const event = received as LooseEvent;
  calls.push({ service: name, event });
  const context = event.requestContext ?? {};
  if (name === 'trigger') {
    if (event.fail) throw new Error('trigger kaputt');
    return { ...event, response: { claimsOverrideDetails: { claimsToAddOrOverride: { roles: 'x' } } } };
  }
  if (context.eventType === 'CONNECT') {
    return { statusCode: event.queryStringParameters?.token === 'ok' ? 200 : 403 };
  }
  if (context.eventType) return { statusCode: 200 };
  if (event.rawPath === '/things/fail') throw new Error('kaputt');
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event.pathParameters),
  };
};

let stopGateway: () => Promise<void>;

beforeAll(async () => {
  ({ gateway, stop: stopGateway } = await startTestGateway(invoke, RUN_SECRET));
});

afterAll(() => stopGateway());

describe('HTTP API', () => {
  it('routes /api requests to the service with a v2 event', async () => {
    const response = await fetch(`${gateway.url}/api/things/42?x=1`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: '42' });
    expect(response.headers.get('apigw-requestid')).toBeTruthy();
    const { event } = calls.at(-1) as Call;
    expect(event).toMatchObject({ routeKey: 'GET /things/{id}', rawPath: '/things/42', rawQueryString: 'x=1' });
  });

  it('answers unknown paths with the catalogue 404', async () => {
    const response = await fetch(`${gateway.url}/api/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'LW_404_00_0001',
      message: 'Diese Funktion gibt es nicht.',
      requestId: response.headers.get('apigw-requestid'),
    });
  });

  it('answers a body over 10 MB with the catalogue 413, as API Gateway does, not a reset', async () => {
    const calledBefore = calls.length;
    const tooLarge = {
      code: 'LW_413_00_0001',
      message: 'Die Anfrage ist zu groß: Es sind höchstens 10 MB möglich.',
      requestId: expect.any(String),
    };
    const announced = await fetch(`${gateway.url}/api/things`, { method: 'POST', body: 'x'.repeat(11 * 1024 * 1024) });
    expect(announced.status).toBe(413);
    expect(await announced.json()).toEqual(tooLarge);
    // Streamed without a content-length (chunked): noticed while reading.
    const streamed = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const call = httpRequest(`${gateway.url}/api/things`, { method: 'POST' }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      call.on('error', reject);
      const chunk = 'y'.repeat(1024 * 1024);
      for (let index = 0; index < 11; index++) call.write(chunk);
      call.end();
    });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toEqual(tooLarge);
    expect(calls.length).toBe(calledBefore);
  });

  it('answers a thrown handler with 500 like API Gateway', async () => {
    const response = await fetch(`${gateway.url}/api/things/fail`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal Server Error' });
  });

  it('answers CORS preflights for local origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${gateway.url}/api/things/1`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const local = await preflight('http://localhost:5173');
    expect(local.status).toBe(204);
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(local.headers.get('access-control-allow-headers')).toBe('authorization');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    expect(local.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('refuses requests addressed to another host name (DNS rebinding)', async () => {
    const statusFor = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const call = httpRequest(`${gateway.url}/api/things/1`, { headers: { host } }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        call.on('error', reject);
        call.end();
      });
    expect(await statusFor('rebound.evil.example')).toBe(421);
    expect(await statusFor(new URL(gateway.url).host)).toBe(200);
  });
});

describe('WebSocket API', () => {
  const open = (query: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`${gateway.url.replace('http', 'ws')}/ws?${query}`);
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });

  it('refuses the handshake with the status $connect returns', async () => {
    await expect(open('token=bad')).rejects.toThrow(/403/);
  });

  it('delivers messages to $default, posts back through @connections, and reports $disconnect', async () => {
    const socket = await open('token=ok');
    const connect = calls.findLast((call) => call.event.requestContext?.eventType === 'CONNECT')?.event;
    expect(connect?.queryStringParameters).toEqual({ token: 'ok' });
    const { connectionId, domainName, stage } = connect?.requestContext ?? {};
    expect(`http://${domainName}/${stage}`).toBe(`${gateway.url}/_ws`);

    socket.send('ping');
    await expect.poll(() => calls.some((call) => call.event.body === 'ping')).toBe(true);
    expect(calls.find((call) => call.event.body === 'ping')?.event.requestContext).toMatchObject({
      routeKey: '$default',
      eventType: 'MESSAGE',
      connectionId,
    });

    const management = new ApiGatewayManagementApiClient({
      endpoint: `http://${domainName}/${stage}`,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'local', secretAccessKey: RUN_SECRET },
    });
    const received = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));
    await management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: '{"type":"changed"}' }));
    expect(await received).toBe('{"type":"changed"}');
    const described = await management.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    expect(described.Identity?.SourceIp).toBe('127.0.0.1');
    expect(described.ConnectedAt).toBeInstanceOf(Date);
    await expect(
      management.send(new PostToConnectionCommand({ ConnectionId: 'gone=', Data: 'x' })),
    ).rejects.toBeInstanceOf(GoneException);

    socket.close(1000, 'bye');
    await expect
      .poll(() => calls.find((call) => call.event.requestContext?.eventType === 'DISCONNECT')?.event.requestContext)
      .toMatchObject({ routeKey: '$disconnect', connectionId, disconnectStatusCode: 1000, disconnectReason: 'bye' });
  });

  it('refuses unsigned calls to @connections', async () => {
    const response = await fetch(`${gateway.url}/_ws/@connections/abc`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(403);
  });
});

describe('Lambda Invoke shim', () => {
  /** A Lambda Invoke call as cognito-local's SDK signs it, with the given secret key. */
  const invokeFunction = (name: string, payload: unknown, secretAccessKey = RUN_SECRET) => {
    const url = `/2015-03-31/functions/${name}/invocations`;
    const body = JSON.stringify(payload);
    const amzDate = new Date().toISOString().replace(/[-:]|\.\d{3}/g, '');
    const scope = `${amzDate.slice(0, 8)}/local/lambda/aws4_request`;
    const headers = { host: new URL(gateway.url).host, 'x-amz-date': amzDate };
    const signature = signatureOf(
      { method: 'POST', url, headers, body: Buffer.from(body) },
      { secretAccessKey, scope, amzDate, signedHeaders: ['host', 'x-amz-date'] },
    );
    return fetch(`${gateway.url}${url}`, {
      method: 'POST',
      headers: {
        ...headers,
        authorization: `AWS4-HMAC-SHA256 Credential=local/${scope}, SignedHeaders=host;x-amz-date, Signature=${signature}`,
      },
      body,
    });
  };

  it('refuses calls not signed with the run`s secret, and forged @connections pushes', async () => {
    const invokedBefore = calls.filter((call) => call.service === 'trigger').length;
    const forged = await invokeFunction('trigger', { triggerSource: 'TokenGeneration_Authentication' }, 'guessed');
    expect(forged.status).toBe(403);
    const unsigned = await fetch(`${gateway.url}/2015-03-31/functions/trigger/invocations`, {
      method: 'POST',
      headers: { authorization: 'AWS4-HMAC-SHA256 Credential=local/20260101/local/lambda/aws4_request' },
      body: '{}',
    });
    expect(unsigned.status).toBe(403);
    expect(calls.filter((call) => call.service === 'trigger')).toHaveLength(invokedBefore);
    const pusher = new ApiGatewayManagementApiClient({
      endpoint: `${gateway.url}/_ws`,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'guessed' },
    });
    await expect(pusher.send(new PostToConnectionCommand({ ConnectionId: 'any=', Data: 'x' }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
  });

  it('runs the named service and returns its JSON result', async () => {
    const response = await invokeFunction('trigger', { triggerSource: 'TokenGeneration_Authentication' });
    expect(response.status).toBe(200);
    expect((await response.json()).response.claimsOverrideDetails.claimsToAddOrOverride).toEqual({ roles: 'x' });
  });

  it('reports a thrown handler as a function error', async () => {
    const response = await invokeFunction('trigger', { fail: true });
    expect(response.headers.get('x-amz-function-error')).toBe('Unhandled');
    expect((await response.json()).errorMessage).toBe('trigger kaputt');
  });

  it('answers 404 for functions the registry does not know', async () => {
    expect((await invokeFunction('unknown', {})).status).toBe(404);
  });
});

describe('cognito proxy, config and static files', () => {
  it('forwards /cognito with method, target header and body', async () => {
    const response = await fetch(`${gateway.url}/cognito/`, {
      method: 'POST',
      headers: {
        origin: 'http://localhost:5173',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        'content-type': 'application/x-amz-json-1.1',
      },
      body: '{"AuthFlow":"USER_PASSWORD_AUTH"}',
    });
    expect(await response.json()).toEqual({
      path: '/',
      target: 'AWSCognitoIdentityProviderService.InitiateAuth',
      body: '{"AuthFlow":"USER_PASSWORD_AUTH"}',
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it("answers Amplify's token refresh with cognito-local's refresh-token flow", async () => {
    const response = await fetch(`${gateway.url}/cognito/`, {
      method: 'POST',
      headers: {
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
        'content-type': 'application/x-amz-json-1.1',
      },
      body: '{"ClientId":"client-1","RefreshToken":"refresh-1"}',
    });
    const echoed = (await response.json()) as { target: string; body: string };
    expect(echoed.target).toBe('AWSCognitoIdentityProviderService.InitiateAuth');
    expect(JSON.parse(echoed.body)).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'client-1',
      AuthParameters: { REFRESH_TOKEN: 'refresh-1' },
    });
  });

  it('refuses Cognito admin actions from the browser side', async () => {
    const response = await fetch(`${gateway.url}/cognito/`, {
      method: 'POST',
      headers: {
        'x-amz-target': 'AWSCognitoIdentityProviderService.AdminSetUserPassword',
        'content-type': 'application/x-amz-json-1.1',
      },
      body: '{"Username":"inhaber@demo.lohnwerk.de","Password":"gekapert"}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      __type: 'NotAuthorizedException',
      code: 'LW_400_01_0004',
      message: 'Diese Anmeldeaktion ist nur für das Backend erlaubt.',
    });
  });

  it('serves the runtime configuration', async () => {
    const response = await fetch(`${gateway.url}/config.json`);
    expect(await response.json()).toMatchObject({ stage: 'local', userPoolEndpoint: 'http://localhost/cognito' });
  });

  it('serves the web app with SPA fallback and cache headers', async () => {
    const asset = await fetch(`${gateway.url}/assets/app-123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    const deepLink = await fetch(`${gateway.url}/auftraege/42`);
    expect(await deepLink.text()).toBe('<html>app</html>');
    expect(deepLink.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${gateway.url}/assets/missing.js`)).status).toBe(404);
    // Nothing outside the web root: an escaping path gets the app, not the file.
    expect(await (await fetch(`${gateway.url}/..%2f..%2fetc/passwd`)).text()).toBe('<html>app</html>');
  });
});

/** A raw HTTP exchange, for requests fetch would not send (oversized, malformed, another Host). */
