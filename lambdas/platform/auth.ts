import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { parseClaims, type TClaims } from '../../schemas/claims';
import { AppError } from '../../schemas/errors';
import { tokenVerification } from './config';
import { oncePerService } from './service-scope';

// jose caches the keys and refetches on an unknown key id, so rotation needs no restart.
const keySet = oncePerService(() => createRemoteJWKSet(new URL(`${tokenVerification().issuer}/.well-known/jwks.json`)));

/**
 * Verifies a Cognito ID token (signature, issuer, audience, expiry) and reads the claims the
 * pre-token trigger put in. The ID token is used because only it carries the custom claims.
 */
export const verifyIdToken = async (token: string): Promise<TClaims> => {
  const { issuer, audience } = tokenVerification();
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keySet(), { issuer, audience }));
  } catch (cause) {
    throw new AppError('LW_401_01_0001', { cause, detail: 'token verification failed' });
  }
  if (payload.token_use !== 'id') throw new AppError('LW_401_01_0001', { detail: 'not an ID token' });
  return parseClaims(payload);
};

/** Reads "Bearer <token>" from an Authorization header. */
export const bearerToken = (header: string | undefined): string => {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  if (!match?.[1]) throw new AppError('LW_401_01_0001', { detail: 'no bearer token' });
  return match[1];
};
