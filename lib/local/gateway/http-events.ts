import { randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { LOCAL_ACCOUNT_ID } from '../functions/lambda';

/** The parts of an HTTP request that an API Gateway HTTP API event is made from. */
export type HttpRequestInfo = {
  method: string;
  /** Path as the client sent it (still percent-encoded), without the gateway's /api prefix. */
  rawPath: string;
  rawQueryString: string;
  /** Header name (lower case) -> every value it was sent with. */
  headers: Record<string, string[]>;
  body: Buffer;
  sourceIp: string;
  /** Host header of the request, e.g. localhost:3000. */
  domainName: string;
  routeKey: string;
  pathParameters: Record<string, string>;
  now: Date;
};

export const LOCAL_API_ID = 'local';

/** API Gateway request ids look like `JKJaXmPLvHcESHA=`. */
export const apiGatewayRequestId = (): string => randomBytes(10).toString('base64');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** requestContext.time is in CLF form: 12/Mar/2020:19:03:58 +0000. */
export const clfTime = (date: Date): string => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
};

const TEXT_TYPES = [/^text\//, /^application\/(json|xml|javascript|x-www-form-urlencoded|graphql)\b/, /\+(json|xml)\b/];

/** HTTP APIs pass text bodies as they are and base64-encode everything else. */
export const isTextBody = (contentType: string | undefined, body: Buffer): boolean => {
  if (contentType) return TEXT_TYPES.some((pattern) => pattern.test(contentType.toLowerCase()));
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return true;
  } catch {
    return false;
  }
};

/** Repeated query parameters are joined with commas, as in payload format 2.0. */
export const parseQueryString = (rawQueryString: string): Record<string, string> | undefined => {
  if (!rawQueryString) return undefined;
  const parameters: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    parameters[name] = name in parameters ? `${parameters[name]},${value}` : value;
  }
  return parameters;
};

/** An API Gateway HTTP API (payload format 2.0) event, as a Lambda proxy integration receives it. */
export const buildHttpEvent = (request: HttpRequestInfo): APIGatewayProxyEventV2 => {
  const headers: Record<string, string> = {};
  for (const [name, values] of Object.entries(request.headers)) {
    if (name !== 'cookie') headers[name] = values.join(',');
  }
  const port = request.domainName.split(':')[1] ?? '80';
  headers['x-forwarded-for'] ??= request.sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-forwarded-port'] ??= port;
  headers['x-amzn-trace-id'] ??=
    `Root=1-${Math.floor(request.now.getTime() / 1000).toString(16)}-${randomBytes(12).toString('hex')}`;
  const cookies = (request.headers.cookie ?? []).flatMap((header) => header.split(/;\s*/)).filter(Boolean);
  const hasBody = request.body.length > 0;
  const base64 = hasBody && !isTextBody(headers['content-type'], request.body);
  const requestId = apiGatewayRequestId();
  const queryStringParameters = parseQueryString(request.rawQueryString);
  const hasPathParameters = Object.keys(request.pathParameters).length > 0;
  return {
    version: '2.0',
    routeKey: request.routeKey,
    rawPath: request.rawPath,
    rawQueryString: request.rawQueryString,
    ...(cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(queryStringParameters ? { queryStringParameters } : {}),
    requestContext: {
      accountId: LOCAL_ACCOUNT_ID,
      apiId: LOCAL_API_ID,
      domainName: request.domainName,
      domainPrefix: request.domainName.split(/[.:]/)[0] ?? request.domainName,
      http: {
        method: request.method,
        path: request.rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: request.routeKey,
      stage: '$default',
      time: clfTime(request.now),
      timeEpoch: request.now.getTime(),
    },
    ...(hasBody ? { body: request.body.toString(base64 ? 'base64' : 'utf8') } : {}),
    ...(hasPathParameters ? { pathParameters: request.pathParameters } : {}),
    isBase64Encoded: base64,
  };
};

export type HttpResponse = { statusCode: number; headers: Record<string, string>; cookies: string[]; body: Buffer };

export const INTERNAL_SERVER_ERROR: HttpResponse = {
  statusCode: 500,
  headers: { 'content-type': 'application/json' },
  cookies: [],
  body: Buffer.from(JSON.stringify({ message: 'Internal Server Error' })),
};

const isStructuredResult = (result: unknown): result is APIGatewayProxyStructuredResultV2 =>
  typeof result === 'object' && result !== null && 'statusCode' in result;

/**
 * What API Gateway makes of a handler's result (payload format 2.0): a result with statusCode is
 * taken as it is; anything else is a 200 with the value as JSON (a string as it is).
 */
export const toHttpResponse = (result: unknown): HttpResponse => {
  if (!isStructuredResult(result)) {
    const body = result === undefined ? '' : typeof result === 'string' ? result : JSON.stringify(result);
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, cookies: [], body: Buffer.from(body) };
  }
  const statusCode = Number(result.statusCode);
  if (!Number.isInteger(statusCode) || statusCode < 100 || statusCode > 599) return INTERNAL_SERVER_ERROR;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  const body =
    result.body === undefined ? Buffer.alloc(0) : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  return { statusCode, headers, cookies: result.cookies ?? [], body };
};
