import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';

/** Test-side helpers that talk to the embedded runtime the way the web app does. */
export const runtime = () => inject('runtime');

export const loginFor = (role: string, companyName?: string) => {
  const login = runtime().logins.find(
    (entry) => entry.role === role && (companyName === undefined || entry.companyName === companyName),
  );
  if (!login) throw new Error(`no demo login for ${role}`);
  return login;
};

const tokens = new Map<string, string>();

/** Signs in with USER_PASSWORD_AUTH (as the web app does) and returns the ID token. */
export const idTokenFor = async (
  email: string,
  password: string,
  options: { fresh?: boolean } = {},
): Promise<string> => {
  const cached = options.fresh ? undefined : tokens.get(email);
  if (cached) return cached;
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
  const token = result.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`no ID token for ${email}`);
  tokens.set(email, token);
  return token;
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
