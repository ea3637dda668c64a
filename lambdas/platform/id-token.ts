import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { parseClaims, type TClaims } from '../../schemas/claims';
import { tokenVerification } from './config';
import { oncePerService } from './service-scope';

/**
 * The ID-token check alone, for the WebSocket authorizer, whose bundle must stay small (issue 26: at most
 * 120 KB): it refuses with an error of its own instead of the catalogue's AppError, so the authorizer
 * carries neither the error catalogue nor the request schemas. auth.ts turns the refusal into the
 * catalogue's 401 for the HTTP services.
 */
export class TokenRefusedError extends Error {
  override name = 'TokenRefusedError';
}

// jose caches the keys and refetches on an unknown key id, so rotation needs no restart.
const keySet = oncePerService(() => createRemoteJWKSet(new URL(`${tokenVerification().issuer}/.well-known/jwks.json`)));

/** Whom an ID token must be from and for: the user pool's issuer and the app client. */
export type TokenExpectations = { issuer: string; audience: string };

/**
 * Verifies a Cognito ID token (signature against `keys`, issuer, audience, expiry) and reads the claims
 * the pre-token trigger put in. The ID token is used because only it carries the custom claims. Tests
 * pass a local key set; services use `verifyIdToken`.
 */
export const verifyIdTokenWith = async (
  token: string,
  keys: JWTVerifyGetKey,
  { issuer, audience }: TokenExpectations,
): Promise<TClaims> => {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keys, { issuer, audience }));
  } catch (cause) {
    throw new TokenRefusedError('token verification failed', { cause });
  }
  if (payload.token_use !== 'id') throw new TokenRefusedError('not an ID token');
  return parseClaims(payload);
};

/** Verifies a Cognito ID token against the service's user pool (lib/services.ts grants every API service one). */
export const verifyIdToken = (token: string): Promise<TClaims> =>
  verifyIdTokenWith(token, keySet(), tokenVerification());
