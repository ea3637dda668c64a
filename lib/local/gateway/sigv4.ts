import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * AWS Signature Version 4, as the AWS SDKs sign calls (docs: "Create a signed AWS API request"). The
 * gateway's AWS-API imitations (Lambda Invoke for cognito-local, @connections for the handlers) accept
 * only calls signed with the runtime's per-run secret key: any process on the machine can reach the
 * port, but only the runtime's own children and handlers know the key.
 */
export type SignableRequest = {
  method: string;
  /** Path and query exactly as sent (still percent-encoded). */
  url: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  body: Buffer;
};

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** AWS refuses signatures older or newer than 15 minutes. */
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 3986 escaping, as the SDKs do it (encodeURIComponent leaves !'()* alone). */
const escapeUri = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Every service but S3 signs the path as sent, escaped once more, segment by segment. */
const canonicalPath = (path: string): string => path.split('/').map(escapeUri).join('/') || '/';

const canonicalQuery = (query: string): string =>
  query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [escapeUri(decodeURIComponent(key)), escapeUri(decodeURIComponent(value))] as const;
    })
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

const headerValue = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');

type Authorization = { accessKeyId: string; scope: string; signedHeaders: string[]; signature: string };

const parseAuthorization = (header: string | string[] | undefined): Authorization | undefined => {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(
      headerValue(header),
    );
  if (!match) return undefined;
  const [, accessKeyId = '', scope = '', signedHeaders = '', signature = ''] = match;
  return { accessKeyId, scope, signedHeaders: signedHeaders.split(';'), signature };
};

/** The signature of a request under a scope (date/region/service/aws4_request) and a secret key. */
export const signatureOf = (
  request: SignableRequest,
  input: { secretAccessKey: string; scope: string; amzDate: string; signedHeaders: readonly string[] },
): string => {
  const [path = '/', query = ''] = request.url.split('?');
  const canonicalHeaders = input.signedHeaders
    .map((name) => `${name}:${headerValue(request.headers[name])}\n`)
    .join('');
  const payloadHash = headerValue(request.headers['x-amz-content-sha256']) || sha256Hex(request.body);
  const canonicalRequest = [
    request.method,
    canonicalPath(path),
    canonicalQuery(query),
    canonicalHeaders,
    input.signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
  const stringToSign = [ALGORITHM, input.amzDate, input.scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = input.scope
    .split('/')
    .reduce<string | Buffer>((key, part) => hmac(key, part), `AWS4${input.secretAccessKey}`);
  return createHmac('sha256', signingKey).update(stringToSign).digest('hex');
};

/** `20260101T120000Z` as a time, or NaN. */
const amzTime = (amzDate: string): number =>
  Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));

/**
 * The signature covers the x-amz-content-sha256 header instead of the body when the header is sent, so a
 * header that does not match the body would let a captured signature carry another body: refused.
 */
const declaresOtherBody = (request: SignableRequest): boolean => {
  const declared = headerValue(request.headers['x-amz-content-sha256']);
  return declared !== '' && declared !== sha256Hex(request.body);
};

/** Whether the request carries a valid SigV4 signature made with this secret key, made within 15 minutes. */
export const isSignedWith = (request: SignableRequest, secretAccessKey: string, now = Date.now()): boolean => {
  const authorization = parseAuthorization(request.headers.authorization);
  const amzDate = headerValue(request.headers['x-amz-date']);
  if (!authorization?.signedHeaders.includes('host')) return false;
  if (declaresOtherBody(request)) return false;
  if (!(Math.abs(now - amzTime(amzDate)) <= MAX_CLOCK_SKEW_MS)) return false;
  const expected = signatureOf(request, { secretAccessKey, amzDate, ...authorization });
  return timingSafeEqual(Buffer.from(expected), Buffer.from(authorization.signature));
};
