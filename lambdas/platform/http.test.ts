import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { defineEndpoint } from '../../schemas/api/endpoint';
import { idField } from '../../schemas/input-bounds';
import { alreadyValidated, createHttpHandler, route } from './http';
import { httpTestEvent } from './http-events.test-kit';

const echo = defineEndpoint({
  method: 'POST',
  path: '/test/echo/{id}',
  access: { kind: 'public' },
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string().trim().min(1, 'Bitte gib einen Namen ein.'), count: z.number().int().optional() }),
  response: z.object({ id: z.string(), name: z.string() }),
  successStatus: 201,
});
const secret = defineEndpoint({
  method: 'GET',
  path: '/test/secret',
  access: { kind: 'company', permission: 'customers:read' },
  response: z.object({}),
});
const cached = defineEndpoint({
  method: 'GET',
  path: '/test/cached',
  access: { kind: 'public' },
  response: z.object({ items: z.array(z.string()) }),
});
const broken = defineEndpoint({
  method: 'GET',
  path: '/test/broken',
  access: { kind: 'public' },
  response: z.object({}),
});

/** An id-bounded route whose write the database refuses (an item over 400 KB, as ElectroDB reports it). */
const refused = defineEndpoint({
  method: 'GET',
  path: '/test/refused/{id}',
  access: { kind: 'public' },
  params: z.object({ id: idField() }),
  response: z.object({}),
});
const itemTooLarge = Object.assign(new Error('Error thrown by DynamoDB client: Item size has exceeded'), {
  name: 'ElectroError',
  cause: Object.assign(new Error('Item size has exceeded the maximum allowed size'), { name: 'ValidationException' }),
});

const handler = createHttpHandler('test', [
  route(refused, async () => {
    throw itemTooLarge;
  }),
  route(echo, async ({ params, body }) => ({ id: params.id, name: body.name, internal: 'stripped' }) as never),
  route(secret, async () => ({})),
  route(cached, async () => alreadyValidated({ items: ['a'], internal: 'kept: validated when cached' }) as never),
  route(broken, async () => {
    throw new Error('database exploded with secrets');
  }),
]);

const call = async (
  routeKey: string,
  init: { body?: string; headers?: Record<string, string>; pathParameters?: Record<string, string> } = {},
) => {
  const event = httpTestEvent(routeKey, {
    headers: { 'Content-Type': 'application/json', ...init.headers },
    pathParameters: init.pathParameters,
    body: init.body,
  });
  const response = (await handler(event, { awsRequestId: 'aws-1' } as Context)) as APIGatewayProxyStructuredResultV2;
  return { status: response.statusCode, body: JSON.parse(String(response.body || '{}')) };
};

describe('http chain', () => {
  it('parses JSON, validates, answers with the success status and only the response shape', async () => {
    const result = await call('POST /test/echo/{id}', { body: '{"name":" Hof "}', pathParameters: { id: '7' } });
    expect(result).toEqual({ status: 201, body: { id: '7', name: 'Hof' } });
  });

  it('answers bad input with 400, the catalogue code and German field messages', async () => {
    const result = await call('POST /test/echo/{id}', { body: '{"name":"","count":1.5}', pathParameters: { id: '7' } });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('LW_400_01_0001');
    expect(result.body.message).toBe('Bitte überprüfe deine Eingaben.');
    expect(result.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Bitte gib einen Namen ein.' },
        { path: 'count', message: expect.stringMatching(/^Ungültige Eingabe/) },
      ]),
    );
  });

  it('answers an id over its bound with 400 and a German message at the field', async () => {
    const result = await call('GET /test/refused/{id}', { pathParameters: { id: 'x'.repeat(1024) } });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      code: 'LW_400_01_0001',
      issues: [{ path: 'id', message: 'Höchstens 100 Zeichen.' }],
    });
  });

  it('answers what the database refuses as input (item too large, key too long) with 400, not 500', async () => {
    const result = await call('GET /test/refused/{id}', { pathParameters: { id: '7' } });
    expect(result).toEqual({
      status: 400,
      body: {
        code: 'LW_400_01_0003',
        message: 'Deine Eingaben sind zu umfangreich, um sie zu speichern. Bitte kürze sie und versuche es erneut.',
        requestId: 'req-1',
      },
    });
  });

  it('answers malformed JSON with 400 LW_400_01_0002', async () => {
    const result = await call('POST /test/echo/{id}', { body: '{"name":', pathParameters: { id: '7' } });
    expect(result).toMatchObject({ status: 400, body: { code: 'LW_400_01_0002' } });
  });

  it('parses a large body, and refuses a __proto__ key however it is spelled', async () => {
    const large = await call('POST /test/echo/{id}', {
      body: JSON.stringify({ name: 'Schlag', count: 3, padding: 'x'.repeat(500_000) }),
      pathParameters: { id: '7' },
    });
    expect(large).toMatchObject({ status: 201, body: { id: '7', name: 'Schlag' } });
    const escaped = String.raw`{"name":"a","\u005f_proto__":{"admin":true}}`;
    for (const body of ['{"name":"a","__proto__":{"admin":true}}', escaped]) {
      const result = await call('POST /test/echo/{id}', { body, pathParameters: { id: '7' } });
      expect(result.status, body).toBe(400);
    }
    const constructorKey = await call('POST /test/echo/{id}', {
      body: '{"name":"a","constructor":{"prototype":{}}}',
      pathParameters: { id: '7' },
    });
    expect(constructorKey.status).toBe(400);
  });

  it('refuses company routes without a token (401)', async () => {
    const result = await call('GET /test/secret');
    expect(result).toMatchObject({
      status: 401,
      body: { code: 'LW_401_01_0001', message: 'Bitte melde dich erneut an.' },
    });
  });

  it('does not check a response again that was validated when it was cached', async () => {
    const result = await call('GET /test/cached');
    expect(result.body).toEqual({ items: ['a'], internal: 'kept: validated when cached' });
  });

  it('answers unknown routes with 404', async () => {
    expect((await call('GET /nowhere')).status).toBe(404);
  });

  it('hides internal errors behind the generic 500 text and keeps the request id', async () => {
    const result = await call('GET /test/broken');
    expect(result.status).toBe(500);
    expect(result.body).toEqual({
      code: 'LW_500_00_0001',
      message: 'Da ist etwas schiefgelaufen. Bitte versuche es später erneut.',
      requestId: 'req-1',
    });
  });
});

describe('company routes: the stored membership decides', () => {
  const read = defineEndpoint({
    method: 'GET',
    path: '/test/read',
    access: { kind: 'company', permission: 'invitations:manage' },
    response: z.object({ role: z.string() }),
  });
  const write = defineEndpoint({
    method: 'POST',
    path: '/test/write',
    access: { kind: 'company', permission: 'customers:write' },
    body: z.object({ name: z.string().min(1) }),
    response: z.object({ role: z.string() }),
  });
  const tokenRole = 'ADMIN' as const;
  const verifyToken = async () => ({
    sub: 'u',
    iat: 1,
    defaultCompanyId: 'c',
    roles: { c: tokenRole },
    customerIds: {},
    adminLevel: 'NONE',
    inactiveCompanyIds: [],
  });
  const build = (stored: { role: 'OWNER' | 'ADMIN' | 'EMPLOYEE'; active: boolean }) => {
    const runs: string[] = [];
    const handler = createHttpHandler(
      'test',
      [
        route(read, async (_input, { company }) => {
          runs.push(company.role);
          return { role: company.role };
        }),
        route(write, async (_input, { company }) => {
          runs.push(company.role);
          return { role: company.role };
        }),
      ],
      { verifyToken, lookupMembership: async () => stored },
    );
    const send = async (routeKey: string, body?: string) => {
      const event = httpTestEvent(routeKey, {
        headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
        body,
      });
      const response = (await handler(event, { awsRequestId: 'a' } as Context)) as APIGatewayProxyStructuredResultV2;
      return { status: response.statusCode, body: JSON.parse(String(response.body)) };
    };
    return { send, runs };
  };

  it('answers a read with the speculative run when the stored role is the token role', async () => {
    const { send, runs } = build({ role: 'ADMIN', active: true });
    expect(await send('GET /test/read')).toEqual({ status: 200, body: { role: 'ADMIN' } });
    expect(runs).toEqual(['ADMIN']);
  });

  it('runs a read again with the stored role when it changed, and refuses when that role lacks the right', async () => {
    const promoted = build({ role: 'OWNER', active: true });
    expect(await promoted.send('GET /test/read')).toEqual({ status: 200, body: { role: 'OWNER' } });
    expect(promoted.runs).toEqual(['ADMIN', 'OWNER']);
    const demoted = build({ role: 'EMPLOYEE', active: true });
    expect(await demoted.send('GET /test/read')).toMatchObject({ status: 403, body: { code: 'LW_403_10_0001' } });
  });

  it('never runs a write before the stored membership allows it, and answers 403 before looking at the body', async () => {
    const deactivated = build({ role: 'ADMIN', active: false });
    expect(await deactivated.send('POST /test/write', '{"name":""}')).toMatchObject({
      status: 403,
      body: { code: 'LW_403_01_0002' },
    });
    expect(deactivated.runs).toEqual([]);
    const allowed = build({ role: 'ADMIN', active: true });
    expect((await allowed.send('POST /test/write', '{"name":""}')).status).toBe(400);
  });
});

describe('access before input (issue 25 point 7c)', () => {
  const filtered = defineEndpoint({
    method: 'GET',
    path: '/test/filtered/{id}',
    access: { kind: 'company', permission: 'invitations:manage' },
    params: z.object({ id: z.string().max(3, 'Höchstens 3 Zeichen.') }),
    query: z.object({ companyId: z.string().optional(), from: z.iso.date('Bitte gib ein Datum an.') }),
    response: z.object({}),
  });
  const handlerFor = (storedRole: 'ADMIN' | 'EMPLOYEE') =>
    createHttpHandler('test', [route(filtered, async () => ({}))], {
      verifyToken: async () => ({
        sub: 'u',
        iat: 1,
        defaultCompanyId: 'c',
        roles: { c: storedRole },
        customerIds: {},
        adminLevel: 'NONE',
        inactiveCompanyIds: [],
      }),
      lookupMembership: async () => ({ role: storedRole, active: true }),
    });
  const send = async (role: 'ADMIN' | 'EMPLOYEE', query: Record<string, string>, id = 'too-long') => {
    const event = httpTestEvent('GET /test/filtered/{id}', {
      headers: { authorization: 'Bearer t' },
      pathParameters: { id },
      query,
    });
    const response = (await handlerFor(role)(event, {
      awsRequestId: 'a',
    } as Context)) as APIGatewayProxyStructuredResultV2;
    return { status: response.statusCode, body: JSON.parse(String(response.body)) };
  };

  it('refuses a caller without the permission with 403 whatever is wrong with path and query', async () => {
    const refused = await send('EMPLOYEE', { from: 'gestern' });
    expect(refused).toMatchObject({ status: 403, body: { code: 'LW_403_10_0001' } });
    expect(JSON.stringify(refused.body)).not.toContain('Datum');
    // Another company named in a query that is wrong elsewhere too: 403 as well.
    expect(await send('ADMIN', { companyId: 'fremd', from: 'gestern' })).toMatchObject({
      status: 403,
      body: { code: 'LW_403_01_0001' },
    });
  });

  it('tells a caller with the permission what is wrong', async () => {
    expect(await send('ADMIN', { from: 'gestern' })).toMatchObject({
      status: 400,
      body: { code: 'LW_400_01_0001', issues: [{ path: 'id', message: 'Höchstens 3 Zeichen.' }] },
    });
    expect(await send('ADMIN', { from: 'gestern' }, 'a1')).toMatchObject({
      status: 400,
      body: { code: 'LW_400_01_0001', issues: [{ path: 'from', message: 'Bitte gib ein Datum an.' }] },
    });
  });
});
