import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyIdTokenWith } from '../platform/id-token';
import { createLogger } from '../platform/logger';
import { makeAuthorizeConnect } from './connect-authorizer';

const issuer = 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_pool';
const audience = 'app-client';
const methodArn = 'arn:aws:execute-api:eu-central-1:123456789012:api/live/$connect';

/** The pool's key (published in its key set) and a stranger's key with the same key id. */
const poolKeys = await generateKeyPair('RS256');
const strangerKeys = await generateKeyPair('RS256');
const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(poolKeys.publicKey)), kid: 'pool', alg: 'RS256' }] });

const now = () => Math.floor(Date.now() / 1000);

/** An ID token as the pool issues it (claims of the pre-token trigger), changed by `overrides`. */
const idToken = (overrides: JWTPayload = {}, privateKey = poolKeys.privateKey) =>
  new SignJWT({
    iss: issuer,
    aud: audience,
    sub: 'user-1',
    token_use: 'id',
    defaultCompanyId: 'hansen',
    roles: JSON.stringify({ hansen: 'PLANNER' }),
    iat: now(),
    exp: now() + 3600,
    ...overrides,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'pool' })
    .sign(privateKey);

/** The authorizer with the services' own verification, against the local key set. */
const authorize = makeAuthorizeConnect({
  verifyToken: (token) => verifyIdTokenWith(token, keys, { issuer, audience }),
  logger: createLogger('realtime-authorizer-test'),
});
const connectWith = (token: string | undefined) =>
  authorize({ methodArn, queryStringParameters: token === undefined ? null : { token } });

const denied = {
  principalId: 'anonymous',
  policyDocument: {
    Version: '2012-10-17',
    Statement: [{ Action: 'execute-api:Invoke', Effect: 'Deny', Resource: methodArn }],
  },
};

describe('WebSocket $connect authorizer', () => {
  it('allows the connect route for a valid ID token and passes the user id on', async () => {
    expect(await connectWith(await idToken())).toEqual({
      principalId: 'user-1',
      policyDocument: {
        Version: '2012-10-17',
        Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: methodArn }],
      },
      context: { userId: 'user-1' },
    });
  });

  it('denies a connect without a token', async () => {
    expect(await connectWith(undefined)).toEqual(denied);
    expect(await connectWith('')).toEqual(denied);
  });

  it('denies a forged token (signed with another key)', async () => {
    expect(await connectWith(await idToken({}, strangerKeys.privateKey))).toEqual(denied);
    expect(await connectWith('not-a-token')).toEqual(denied);
  });

  it('denies an expired token', async () => {
    expect(await connectWith(await idToken({ iat: now() - 7200, exp: now() - 60 }))).toEqual(denied);
  });

  it('denies an access token and a token of another client or pool', async () => {
    expect(await connectWith(await idToken({ token_use: 'access' }))).toEqual(denied);
    expect(await connectWith(await idToken({ aud: 'other-client' }))).toEqual(denied);
    expect(await connectWith(await idToken({ iss: 'https://cognito-idp.eu-central-1.amazonaws.com/other' }))).toEqual(
      denied,
    );
  });

  it('fails (API Gateway answers 500) when verification breaks for another reason than the token', async () => {
    const broken = makeAuthorizeConnect({
      verifyToken: () => Promise.reject(new Error('key set unreachable')),
      logger: createLogger('realtime-authorizer-test'),
    });
    await expect(broken({ methodArn, queryStringParameters: { token: 'x' } })).rejects.toThrow('key set unreachable');
  });
});
