import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Endpoint } from '../../../schemas/api/endpoint';
import type { ServiceDefinition } from '../../services';
import type { Invoke } from '../functions/lambda';
import { corsHeaders } from './cors';
import { buildHttpEvent, INTERNAL_SERVER_ERROR, toHttpResponse } from './http-events';
import { PayloadTooLargeError, readBody, sourceIpOf } from './http-util';
import { sendRefusal } from './refusals';
import { createRouter } from './routes';

export const API_PREFIX = '/api';

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
      // A path no service declares (API Gateway: 404 as well, also for a wrong method).
      request.resume();
      sendRefusal(response, 'LW_404_00_0001', cors);
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(request);
    } catch (error) {
      // Over API Gateway's 10 MB, which answers 413 too.
      if (error instanceof PayloadTooLargeError) sendRefusal(response, 'LW_413_00_0001', cors);
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
