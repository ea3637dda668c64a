import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Endpoint } from '../../../schemas/api/endpoint';
import { type ErrorCode, messageForCode } from '../../../schemas/errors';
import type { ServiceDefinition } from '../../services';
import type { Invoke } from '../functions/lambda';
import { corsHeaders } from './cors';
import { buildHttpEvent, INTERNAL_SERVER_ERROR, toHttpResponse } from './http-events';
import { PayloadTooLargeError, readBody, sendJson, sourceIpOf } from './http-util';
import { createRouter } from './routes';

export const API_PREFIX = '/api';

/** The error model's body for a code the gateway answers itself; the web app shows the German message. */
const catalogueBody = (code: ErrorCode) => ({ code, message: messageForCode(code) });

/** What the gateway answers for a path no service declares. */
export const NOT_FOUND_BODY = catalogueBody('LW_404_00_0001');
/** What the gateway answers for a body over API Gateway's 10 MB (API Gateway: 413 too). */
export const PAYLOAD_TOO_LARGE_BODY = catalogueBody('LW_413_00_0001');

export type HttpRoute = { service: ServiceDefinition; endpoint: Endpoint; routeKey: string };

/** The HTTP API: every registry endpoint routed to its service's handler, as the API stack does. */
export const createHttpApi = (options: {
  routes: readonly HttpRoute[];
  invoke: Invoke;
  log: (message: string, error?: unknown) => void;
}) => {
  const router = createRouter(
    options.routes.map((route) => ({
      method: route.endpoint.method,
      path: route.endpoint.path,
      routeKey: route.routeKey,
      target: route.service.name,
    })),
  );

  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    const cors = corsHeaders(request);
    const rawUrl = request.url ?? '/';
    const queryStart = rawUrl.indexOf('?');
    // The raw path keeps its percent-encoding (as API Gateway's rawPath does); only /api goes.
    const rawPath = (queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart)).slice(API_PREFIX.length) || '/';
    const match = router.match(request.method ?? 'GET', rawPath);
    if (!match) {
      request.resume();
      sendJson(response, 404, NOT_FOUND_BODY, cors);
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(request);
    } catch (error) {
      if (error instanceof PayloadTooLargeError) sendJson(response, 413, PAYLOAD_TOO_LARGE_BODY, cors);
      return;
    }
    const event = buildHttpEvent({
      method: request.method ?? 'GET',
      rawPath,
      rawQueryString: url.search.slice(1),
      headers: request.headersDistinct as Record<string, string[]>,
      body,
      sourceIp: sourceIpOf(request),
      domainName: request.headers.host ?? url.host,
      routeKey: match.route.routeKey,
      pathParameters: match.pathParameters,
      now: new Date(),
    });
    let result = INTERNAL_SERVER_ERROR;
    try {
      result = toHttpResponse(await options.invoke(match.route.target, event));
    } catch (error) {
      options.log(`${match.route.target}: ${match.route.routeKey} ist gescheitert`, error);
    }
    if (!response.writable) return;
    const headers: Record<string, string | string[]> = {
      ...result.headers,
      ...cors,
      'apigw-requestid': event.requestContext.requestId,
      'content-length': String(result.body.length),
    };
    if (result.cookies.length > 0) headers['set-cookie'] = result.cookies;
    response.writeHead(result.statusCode, headers);
    response.end(request.method === 'HEAD' ? undefined : result.body);
  };
};
