import type { IncomingMessage, ServerResponse } from 'node:http';
import { CLIENT_VERSION_HEADER } from '../../../schemas/api/client-version';

/**
 * The web app served by the gateway itself needs no CORS. These origins are for development setups
 * that load the app from elsewhere: the Vite dev server on any localhost port and the Capacitor shells
 * (capacitor://localhost on iOS, http://localhost on Android).
 */
const LOCAL_ORIGIN =
  /^(https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?|capacitor:\/\/localhost|ionic:\/\/localhost)$/;

export const isAllowedOrigin = (origin: string | undefined): origin is string =>
  origin !== undefined && LOCAL_ORIGIN.test(origin);

/**
 * The gateway answers only requests addressed to this machine by name. A page elsewhere that points a
 * DNS name of its own at 127.0.0.1 (DNS rebinding) sends its own Host header and is refused.
 */
const LOCAL_HOST = /^(localhost|127\.0\.0\.1)(:\d+)?$/;

export const isLocalHostHeader = (request: IncomingMessage): boolean => LOCAL_HOST.test(request.headers.host ?? '');

/** CORS headers for a response to `request`; none if the origin is not a local one. */
export const corsHeaders = (request: IncomingMessage): Record<string, string> => {
  const origin = request.headers.origin;
  if (!isAllowedOrigin(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-expose-headers': 'apigw-requestid,x-amzn-requestid,content-disposition',
    vary: 'Origin',
  };
};

/** Answers a preflight: any method the API uses, and whatever headers the browser asks for. */
export const answerPreflight = (request: IncomingMessage, response: ServerResponse): void => {
  const requestedHeaders = request.headers['access-control-request-headers'];
  response.writeHead(204, {
    ...corsHeaders(request),
    'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
    'access-control-allow-headers': requestedHeaders ?? `authorization,content-type,${CLIENT_VERSION_HEADER}`,
    'access-control-max-age': '600',
  });
  response.end();
};
