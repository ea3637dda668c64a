import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { corsHeaders } from './cors';
import { readBody, sendJson } from './http-util';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle';

export const COGNITO_PREFIX = '/cognito';

/** Hop-by-hop headers and the upstream's own CORS answer (the gateway's CORS rules apply instead). */
const DROPPED_RESPONSE_HEADERS = /^(connection|keep-alive|transfer-encoding|access-control-.*|vary)$/i;

/**
 * The Cognito actions a browser needs (Amplify's sign-in, refresh, sign-out, own profile). Admin actions
 * (AdminSetUserPassword, ListUsers, ...) are for the backend only and are refused here, as the public
 * Cognito endpoint refuses them without IAM credentials.
 */
const BROWSER_ACTIONS = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetUser',
  'GlobalSignOut',
  'RevokeToken',
  'ChangePassword',
  'GetTokensFromRefreshToken',
]);

const actionOf = (request: IncomingMessage): string =>
  String(request.headers['x-amz-target'] ?? '').replace(/^AWSCognitoIdentityProviderService\./, '');

/**
 * cognito-local lacks GetTokensFromRefreshToken, the call Amplify makes for every token refresh (also
 * the forced one after a role change, application.md §4). The same request as InitiateAuth with
 * REFRESH_TOKEN_AUTH is supported and runs the pre-token trigger; both answer AuthenticationResult.
 */
const asRefreshTokenAuth = (body: Buffer): Buffer => {
  const { ClientId, RefreshToken } = JSON.parse(body.toString('utf8') || '{}') as {
    ClientId?: string;
    RefreshToken?: string;
  };
  return Buffer.from(
    JSON.stringify({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId, AuthParameters: { REFRESH_TOKEN: RefreshToken } }),
  );
};

/** The user a password sign-in names (InitiateAuth with USER_PASSWORD_AUTH), if the body is one. */
const passwordSignInUser = (body: Buffer): string | undefined => {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || !('AuthParameters' in parsed)) return undefined;
    const { AuthParameters } = parsed;
    if (typeof AuthParameters !== 'object' || AuthParameters === null || !('USERNAME' in AuthParameters))
      return undefined;
    return typeof AuthParameters.USERNAME === 'string' ? AuthParameters.USERNAME : undefined;
  } catch {
    return undefined;
  }
};

/** Cognito's answers to a wrong password or an unknown user (cognito-local: InvalidPasswordException). */
const FAILED_SIGN_IN = /NotAuthorizedException|InvalidPasswordException|UserNotFoundException/;

/**
 * What Cognito answers while a user is locked out. Cognito itself says NotAuthorizedException with this
 * message; the web app shows the spec's temporary-lock message for it (web/src/pages/auth/login-errors.ts).
 */
export const LOCKED_OUT = { __type: 'NotAuthorizedException', message: 'Password attempts exceeded' } as const;

/**
 * `/cognito/*` -> cognito-local, so the browser talks to one origin: Amplify's userPoolEndpoint is
 * `http://localhost:<port>/cognito`. Method, headers (X-Amz-Target selects the Cognito action) and
 * body pass through unchanged; the response streams back. Password sign-ins are locked out after
 * repeated failures as Cognito does it (sign-in-throttle.ts), which cognito-local does not.
 */
export const createCognitoProxy = (cognitoEndpoint: string, throttle: SignInThrottle = createSignInThrottle()) => {
  const upstream = new URL(cognitoEndpoint);
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const action = actionOf(request);
    if (!BROWSER_ACTIONS.has(action)) {
      request.resume();
      sendJson(response, 400, {
        __type: 'NotAuthorizedException',
        message: 'Diese Cognito-Aktion ist nur für das Backend.',
      });
      return;
    }
    const path = (request.url ?? '/').slice(COGNITO_PREFIX.length) || '/';
    const refresh = action === 'GetTokensFromRefreshToken';
    const signIn = action === 'InitiateAuth';
    const received = refresh || signIn ? await readBody(request) : undefined;
    const body = refresh && received ? asRefreshTokenAuth(received) : received;
    const signInUser = signIn && received ? passwordSignInUser(received) : undefined;
    if (signInUser !== undefined && throttle.isLocked(signInUser)) {
      sendJson(response, 400, LOCKED_OUT, { 'x-amzn-errortype': LOCKED_OUT.__type, ...corsHeaders(request) });
      return;
    }
    const headers = refresh
      ? {
          ...request.headers,
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
          'content-length': String(body?.byteLength ?? 0),
        }
      : request.headers;
    const forwarded = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: path.startsWith('/') ? path : `/${path}`,
        headers: { ...headers, host: upstream.host },
      },
      (upstreamResponse) => {
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(upstreamResponse.headers)) {
          if (value !== undefined && !DROPPED_RESPONSE_HEADERS.test(name)) headers[name] = value;
        }
        response.writeHead(upstreamResponse.statusCode ?? 502, { ...headers, ...corsHeaders(request) });
        if (signInUser !== undefined) recordSignIn(upstreamResponse, signInUser, throttle);
        upstreamResponse.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) sendJson(response, 502, { message: 'Cognito (lokal) ist nicht erreichbar.' });
      else response.destroy();
    });
    if (body) forwarded.end(body);
    else request.pipe(forwarded);
  };
};

/** Counts a sign-in's outcome: success ends a streak of failures, a wrong password or user adds to it. */
const recordSignIn = (upstreamResponse: IncomingMessage, username: string, throttle: SignInThrottle): void => {
  const status = upstreamResponse.statusCode ?? 0;
  if (status < 300) {
    throttle.recordSuccess(username);
    return;
  }
  const errorType = String(upstreamResponse.headers['x-amzn-errortype'] ?? '');
  if (FAILED_SIGN_IN.test(errorType)) {
    throttle.recordFailure(username);
    return;
  }
  // cognito-local names the error only in the JSON body.
  const chunks: Buffer[] = [];
  upstreamResponse.on('data', (chunk: Buffer) => chunks.push(chunk));
  upstreamResponse.on('end', () => {
    if (FAILED_SIGN_IN.test(Buffer.concat(chunks).toString('utf8').slice(0, 512))) throttle.recordFailure(username);
  });
};
