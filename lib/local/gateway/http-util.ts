import type { IncomingMessage, ServerResponse } from 'node:http';

/** API Gateway refuses payloads above 10 MB; so does the local gateway, instead of buffering anything. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
/**
 * A body over the limit is read to its end and dropped, so the client, still sending, gets the 413
 * instead of a reset connection; past this much the connection is cut after all.
 */
const MAX_DISCARDED_BYTES = 10 * MAX_BODY_BYTES;

export class PayloadTooLargeError extends Error {}

export const readBody = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else if (size > MAX_DISCARDED_BYTES) request.destroy();
    });
    request.on('end', () =>
      size > MAX_BODY_BYTES ? reject(new PayloadTooLargeError()) : resolve(Buffer.concat(chunks)),
    );
    // Cut off (or destroyed above): nothing more comes; a settled promise ignores this.
    request.on('close', () => reject(new PayloadTooLargeError()));
    request.on('error', reject);
  });

export const sendJson = (
  response: ServerResponse,
  statusCode: number,
  value: unknown,
  headers: Record<string, string> = {},
): void => {
  const body = JSON.stringify(value);
  response.writeHead(statusCode, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
};

/** The client's address without the IPv4-mapped prefix (::ffff:127.0.0.1). */
export const sourceIpOf = (request: IncomingMessage): string =>
  (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');

/**
 * Calls on the AWS-API imitations (Lambda Invoke, @connections) come from AWS SDKs, which always sign
 * them. A web page in the developer's browser cannot send a cross-site request with an Authorization
 * header without a preflight, which these paths never grant; so requiring a SigV4 header and no Origin
 * keeps other sites from invoking handlers directly.
 */
export const isSdkRequest = (request: IncomingMessage): boolean =>
  !request.headers.origin && (request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256');
