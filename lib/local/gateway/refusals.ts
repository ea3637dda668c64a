import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ErrorCode, messageForCode, statusForCode, type TApiError } from '../../../schemas/errors';
import { apiGatewayRequestId } from './http-events';

/**
 * The gateway's own refusals in the one error model (DESIGN §2 rule 4): `{ code, message, requestId }`
 * with the catalogue's German text, so the web app words every answer, also those no handler gave. The
 * request id is sent as `apigw-requestid` as well, as API Gateway does for every answer.
 */
export const refusalBody = (code: ErrorCode, requestId = apiGatewayRequestId()): TApiError => ({
  code,
  message: messageForCode(code),
  requestId,
});

const jsonHeaders = (body: string, requestId: string) => ({
  'content-type': 'application/json; charset=utf-8',
  'content-length': String(Buffer.byteLength(body)),
  'apigw-requestid': requestId,
});

/** Answers the request with the code's status and body; `headers` add to it (CORS, x-amzn-errortype). */
export const sendRefusal = (
  response: ServerResponse,
  code: ErrorCode,
  headers: Record<string, string> = {},
  extra: Record<string, string> = {},
): void => {
  const body = refusalBody(code);
  const text = JSON.stringify({ ...body, ...extra });
  response.writeHead(statusForCode(code), { ...headers, ...jsonHeaders(text, body.requestId ?? '') });
  response.end(text);
};

/**
 * The same answer written straight onto a socket, where no ServerResponse exists: a request Node's
 * parser refused (clientError: 431, 408, 400) or a WebSocket upgrade that is refused.
 */
export const writeRawRefusal = (socket: Duplex, code: ErrorCode): void => {
  const body = refusalBody(code);
  const text = JSON.stringify(body);
  const status = statusForCode(code);
  const headers = Object.entries({ ...jsonHeaders(text, body.requestId ?? ''), connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${headers}\r\n${text}`);
};
