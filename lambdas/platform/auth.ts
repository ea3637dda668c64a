import type { JWTVerifyGetKey } from 'jose';
import type { TClaims } from '../../schemas/claims';
import { AppError } from '../../schemas/errors';
import * as idToken from './id-token';

export type { TokenExpectations } from './id-token';

/** A refused token is the catalogue's 401 for the HTTP services; anything else (JWKS unreachable) stays as it is. */
const refusedAs401 = async (verify: Promise<TClaims>): Promise<TClaims> => {
  try {
    return await verify;
  } catch (error) {
    if (!(error instanceof idToken.TokenRefusedError)) throw error;
    throw new AppError('LW_401_01_0001', { cause: error.cause ?? error, detail: error.message });
  }
};

/** id-token.ts's check, refusing with LW_401_01_0001. Tests pass a local key set; services use `verifyIdToken`. */
export const verifyIdTokenWith = (
  token: string,
  keys: JWTVerifyGetKey,
  expectations: idToken.TokenExpectations,
): Promise<TClaims> => refusedAs401(idToken.verifyIdTokenWith(token, keys, expectations));

/** Verifies a Cognito ID token against the service's user pool (lib/services.ts grants every API service one). */
export const verifyIdToken = (token: string): Promise<TClaims> => refusedAs401(idToken.verifyIdToken(token));

/** Reads "Bearer <token>" from an Authorization header. */
export const bearerToken = (header: string | undefined): string => {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  if (!match?.[1]) throw new AppError('LW_401_01_0001', { detail: 'no bearer token' });
  return match[1];
};
