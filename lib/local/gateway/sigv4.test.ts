import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSignedWith, type SignableRequest, signatureOf } from './sigv4';

/** AWS's SigV4 test suite, case get-vanilla (docs: "Signature Version 4 test suite"). */
const SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
const AMZ_DATE = '20150830T123600Z';
const SCOPE = '20150830/us-east-1/service/aws4_request';
const VANILLA_SIGNATURE = '5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31';

const vanilla = (signature: string): SignableRequest => ({
  method: 'GET',
  url: '/',
  headers: {
    host: 'example.amazonaws.com',
    'x-amz-date': AMZ_DATE,
    authorization: `AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/${SCOPE}, SignedHeaders=host;x-amz-date, Signature=${signature}`,
  },
  body: Buffer.alloc(0),
});
const signedAt = Date.parse('2015-08-30T12:36:00Z');

describe('SigV4 check of the gateway', () => {
  it('computes the signature of AWS`s own test vector', () => {
    expect(
      signatureOf(vanilla(''), {
        secretAccessKey: SECRET,
        scope: SCOPE,
        amzDate: AMZ_DATE,
        signedHeaders: ['host', 'x-amz-date'],
      }),
    ).toBe(VANILLA_SIGNATURE);
  });

  it('accepts the right secret only, within 15 minutes of the signing time', () => {
    expect(isSignedWith(vanilla(VANILLA_SIGNATURE), SECRET, signedAt)).toBe(true);
    expect(isSignedWith(vanilla(VANILLA_SIGNATURE), 'another secret', signedAt)).toBe(false);
    expect(isSignedWith(vanilla('0'.repeat(64)), SECRET, signedAt)).toBe(false);
    expect(isSignedWith(vanilla(VANILLA_SIGNATURE), SECRET, signedAt + 16 * 60 * 1000)).toBe(false);
  });

  it('refuses a changed body, a missing header and a signature that leaves out the host', () => {
    const request = vanilla(VANILLA_SIGNATURE);
    expect(isSignedWith({ ...request, body: Buffer.from('forged') }, SECRET, signedAt)).toBe(false);
    expect(
      isSignedWith({ ...request, headers: { ...request.headers, authorization: undefined } }, SECRET, signedAt),
    ).toBe(false);
    const withoutHost = String(request.headers.authorization).replace('host;x-amz-date', 'x-amz-date');
    expect(
      isSignedWith({ ...request, headers: { ...request.headers, authorization: withoutHost } }, SECRET, signedAt),
    ).toBe(false);
  });

  it('refuses a body other than the one the signed x-amz-content-sha256 names (a replay with another body)', () => {
    const original = Buffer.from('{"action":"original"}');
    const signedHeaders = ['host', 'x-amz-content-sha256', 'x-amz-date'];
    const headers = {
      host: 'example.amazonaws.com',
      'x-amz-date': AMZ_DATE,
      'x-amz-content-sha256': createHash('sha256').update(original).digest('hex'),
    };
    const request = { method: 'POST', url: '/', headers, body: original };
    const signature = signatureOf(request, { secretAccessKey: SECRET, scope: SCOPE, amzDate: AMZ_DATE, signedHeaders });
    const authorization = `AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/${SCOPE}, SignedHeaders=${signedHeaders.join(';')}, Signature=${signature}`;
    const signed = { ...request, headers: { ...headers, authorization } };
    expect(isSignedWith(signed, SECRET, signedAt)).toBe(true);
    expect(isSignedWith({ ...signed, body: Buffer.from('{"action":"forged"}') }, SECRET, signedAt)).toBe(false);
  });
});
