import type { IncomingMessage } from 'node:http';
import { parseStrictJsonObject } from './strict-json';

/**
 * What the /cognito proxy forwards: the Cognito JSON protocol exactly as Amplify and the AWS SDK send
 * it, nothing looser. cognito-local (body-parser) would also decode a body with a BOM, in UTF-16 by its
 * charset, or form-encoded, and takes the last of two equal keys; a check of the proxy that read such a
 * body differently would be passed by. So anything but the plain form is refused before cognito-local
 * sees it, and what is forwarded is the object the proxy itself read.
 */
export type CognitoRequest =
  | { ok: true; body: Record<string, unknown>; bytes: Buffer; signInUser: string | undefined }
  | { ok: false; reason: string };

/** The content type of the Cognito API (awsJson1_1), optionally with charset UTF-8. */
const COGNITO_CONTENT_TYPE = /^application\/x-amz-json-1\.1\s*(;\s*charset="?utf-8"?\s*)?$/i;

const SUPPORTED_AUTH_FLOWS = new Set(['USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']);

const isStringMap = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string');

/** The checked request of one Cognito action, or why it is refused. */
export const readCognitoRequest = (request: IncomingMessage, action: string, bytes: Buffer): CognitoRequest => {
  if (!COGNITO_CONTENT_TYPE.test(request.headers['content-type'] ?? '')) {
    return { ok: false, reason: `content type ${request.headers['content-type'] ?? 'missing'}` };
  }
  const parsed = parseStrictJsonObject(bytes);
  if (!parsed.ok) return parsed;
  const body = parsed.value;
  // Cognito's AuthParameters is a map of strings; anything else could name the user in a way the
  // throttle and cognito-local read differently (an array, a number).
  if ('AuthParameters' in body && !isStringMap(body.AuthParameters)) {
    return { ok: false, reason: 'AuthParameters not a map of strings' };
  }
  // The flows the app signs in and refreshes with; cognito-local answers others (SRP, admin flows) with a 500.
  if (action === 'InitiateAuth' && !SUPPORTED_AUTH_FLOWS.has(String(body.AuthFlow))) {
    return { ok: false, reason: `auth flow ${String(body.AuthFlow)}` };
  }
  const signInUser =
    action === 'InitiateAuth' && isStringMap(body.AuthParameters) ? body.AuthParameters.USERNAME : undefined;
  return { ok: true, body, bytes: Buffer.from(JSON.stringify(body)), signInUser };
};
