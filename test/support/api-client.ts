import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { clientVersionHeaders } from '../../schemas/api/client-version';

/** Test-side helpers that talk to the embedded runtime the way the web app does. */
export const runtime = () => inject('runtime');

/**
 * The seeded demo contractor, for the few tests that check the demo itself; every other test file works in a
 * company of its own (test/support/tenants.ts).
 */
export const HANSEN = 'Lohnunternehmen Hansen GmbH & Co. KG';

export const loginFor = (role: string, companyName?: string) => {
  const login = runtime().logins.find(
    (entry) => entry.role === role && (companyName === undefined || entry.companyName === companyName),
  );
  if (!login) throw new Error(`no demo login for ${role}`);
  return login;
};

const tokens = new Map<string, string>();

/** What Cognito answers a USER_PASSWORD_AUTH sign-in: the tokens and the user name it signed in. */
export type SignInResult = { username: string; idToken: string; accessToken: string; refreshToken: string };

/** Signs in with USER_PASSWORD_AUTH, the flow of the web app's login form, and returns every token. */
export const signInWithPassword = async (email: string, password: string): Promise<SignInResult> => {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: runtime().cognitoEndpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const result = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: runtime().userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const { IdToken, AccessToken, RefreshToken } = result.AuthenticationResult ?? {};
  if (!IdToken || !AccessToken || !RefreshToken) throw new Error(`no tokens for ${email}`);
  // As Amplify does: the user name Cognito names in its answer, else the one typed in.
  const username = result.ChallengeParameters?.USERNAME ?? email;
  return { username, idToken: IdToken, accessToken: AccessToken, refreshToken: RefreshToken };
};

/** Signs in with USER_PASSWORD_AUTH (as the web app does) and returns the ID token. */
export const idTokenFor = async (
  email: string,
  password: string,
  options: { fresh?: boolean } = {},
): Promise<string> => {
  const cached = options.fresh ? undefined : tokens.get(email);
  if (cached) return cached;
  const { idToken } = await signInWithPassword(email, password);
  tokens.set(email, idToken);
  return idToken;
};

export const tokenForRole = async (role: string, companyName?: string) => {
  const login = loginFor(role, companyName);
  return idTokenFor(login.email, login.password);
};

export type ApiResult<T = Record<string, unknown>> = { status: number; body: T };

/** Calls the API under /api with an optional bearer token and JSON body. */
export const api = async <T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string } = {},
): Promise<ApiResult<T>> => {
  const response = await fetch(`${runtime().apiUrl}${path}`, {
    method,
    headers: {
      ...clientVersionHeaders(path),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined || options.rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
};

/** A DynamoDB client on the runtime's table, for tests that set up states the API cannot make yet. */
export const tableClient = async () => {
  const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
  const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: runtime().endpoints.dynamodb,
      region: runtime().region,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  );
};
