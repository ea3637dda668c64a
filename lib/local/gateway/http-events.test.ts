import { describe, expect, it } from 'vitest';
import {
  buildHttpEvent,
  clfTime,
  type HttpRequestInfo,
  isTextBody,
  parseQueryString,
  toHttpResponse,
} from './http-events';

const request = (overrides: Partial<HttpRequestInfo> = {}): HttpRequestInfo => ({
  method: 'PATCH',
  rawPath: '/structures/customers/abc%20d',
  rawQueryString: 'x=1&x=2&y=z%C3%BC',
  headers: {
    host: ['localhost:3000'],
    'content-type': ['application/json'],
    'user-agent': ['vitest'],
    cookie: ['a=1; b=2'],
    'x-multi': ['1', '2'],
  },
  body: Buffer.from('{"name":"Hof"}'),
  sourceIp: '127.0.0.1',
  domainName: 'localhost:3000',
  routeKey: 'PATCH /structures/customers/{customerId}',
  pathParameters: { customerId: 'abc d' },
  now: new Date('2026-03-12T19:03:58.123Z'),
  ...overrides,
});

describe('buildHttpEvent', () => {
  it('builds a payload format 2.0 event', () => {
    const event = buildHttpEvent(request());
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'PATCH /structures/customers/{customerId}',
      rawPath: '/structures/customers/abc%20d',
      rawQueryString: 'x=1&x=2&y=z%C3%BC',
      cookies: ['a=1', 'b=2'],
      queryStringParameters: { x: '1,2', y: 'zü' },
      pathParameters: { customerId: 'abc d' },
      body: '{"name":"Hof"}',
      isBase64Encoded: false,
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: 'localhost:3000',
        domainPrefix: 'localhost',
        http: {
          method: 'PATCH',
          path: '/structures/customers/abc%20d',
          protocol: 'HTTP/1.1',
          sourceIp: '127.0.0.1',
          userAgent: 'vitest',
        },
        routeKey: 'PATCH /structures/customers/{customerId}',
        stage: '$default',
        time: '12/Mar/2026:19:03:58 +0000',
        timeEpoch: Date.parse('2026-03-12T19:03:58.123Z'),
      },
    });
    expect(event.requestContext.requestId).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(event.headers['x-multi']).toBe('1,2');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(event.headers['x-forwarded-port']).toBe('3000');
  });

  it('leaves out body, query and path parameters that are not there', () => {
    const event = buildHttpEvent(
      request({ body: Buffer.alloc(0), rawQueryString: '', pathParameters: {}, headers: {} }),
    );
    expect(event).not.toHaveProperty('body');
    expect(event).not.toHaveProperty('queryStringParameters');
    expect(event).not.toHaveProperty('pathParameters');
    expect(event).not.toHaveProperty('cookies');
    expect(event.isBase64Encoded).toBe(false);
  });

  it('base64-encodes binary bodies', () => {
    const body = Buffer.from([0xff, 0x00, 0x01]);
    const event = buildHttpEvent(request({ body, headers: { 'content-type': ['application/pdf'] } }));
    expect(event.isBase64Encoded).toBe(true);
    expect(event.body).toBe(body.toString('base64'));
  });
});

describe('isTextBody', () => {
  it.each([
    ['application/json; charset=utf-8', true],
    ['text/plain', true],
    ['application/vnd.api+json', true],
    ['application/x-www-form-urlencoded', true],
    ['application/octet-stream', false],
    ['image/png', false],
  ])('%s -> %s', (contentType, text) => expect(isTextBody(contentType, Buffer.from('x'))).toBe(text));

  it('decides by the bytes when there is no content type', () => {
    expect(isTextBody(undefined, Buffer.from('Grüße'))).toBe(true);
    expect(isTextBody(undefined, Buffer.from([0xff, 0xfe]))).toBe(false);
  });
});

describe('toHttpResponse', () => {
  it('takes a structured result as it is', () => {
    const response = toHttpResponse({
      statusCode: 201,
      headers: { 'Content-Type': 'application/json', 'X-Count': 3 },
      cookies: ['a=b; HttpOnly'],
      body: '{"id":"1"}',
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers).toEqual({ 'content-type': 'application/json', 'x-count': '3' });
    expect(response.cookies).toEqual(['a=b; HttpOnly']);
    expect(response.body.toString()).toBe('{"id":"1"}');
  });

  it('decodes base64 bodies', () => {
    const response = toHttpResponse({
      statusCode: 200,
      body: Buffer.from([1, 2]).toString('base64'),
      isBase64Encoded: true,
    });
    expect([...response.body]).toEqual([1, 2]);
  });

  it('turns a plain value into a JSON 200, as API Gateway does', () => {
    const response = toHttpResponse({ items: [] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.body.toString()).toBe('{"items":[]}');
    expect(toHttpResponse('Hallo').body.toString()).toBe('Hallo');
    expect(toHttpResponse(undefined).body.length).toBe(0);
  });

  it('answers 500 for an impossible status code', () => {
    expect(toHttpResponse({ statusCode: 42 }).statusCode).toBe(500);
  });
});

describe('helpers', () => {
  it('joins repeated query parameters with commas', () => {
    expect(parseQueryString('a=1&a=2&b=')).toEqual({ a: '1,2', b: '' });
    expect(parseQueryString('')).toBeUndefined();
  });

  it('formats times like API Gateway', () => {
    expect(clfTime(new Date('2026-01-05T04:03:02Z'))).toBe('05/Jan/2026:04:03:02 +0000');
  });
});
