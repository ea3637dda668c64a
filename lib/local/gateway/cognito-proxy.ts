import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { readCognitoRequest } from './cognito-request';
import { corsHeaders } from './cors';
import { readBody, sendJson } from './http-util';
import { createKeyedTurns } from './keyed-turns';
import { sendRefusal } from './refusals';
import { type AccountOf, unknownNameKey } from './sign-in-accounts';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle';

export const COGNITO_PREFIX = '/cognito';

/** Hop-by-hop headers and the upstream's own CORS answer (the gateway's CORS rules apply instead). */
const DROPPED_RESPONSE_HEADERS = /^(connection|keep-alive|transfer-encoding|content-length|access-control-.*|vary)$/i;

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
const asRefreshTokenAuth = ({ ClientId, RefreshToken }: Record<string, unknown>): Buffer =>
  Buffer.from(
    JSON.stringify({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId, AuthParameters: { REFRESH_TOKEN: RefreshToken } }),
  );

/** Cognito's answers to a wrong password or an unknown user (cognito-local: InvalidPasswordException). */
const FAILED_SIGN_IN = /NotAuthorizedException|InvalidPasswordException|UserNotFoundException/;

/**
 * What Cognito answers while a user is locked out. Cognito itself says NotAuthorizedException with this
 * message; the web app shows the spec's temporary-lock message for it (web/src/pages/auth/login-errors.ts).
 */
export const LOCKED_OUT = { __type: 'NotAuthorizedException', message: 'Password attempts exceeded' } as const;

type Upstream = { status: number; headers: IncomingMessage['headers']; body: Buffer };

export type CognitoProxyOptions = {
  throttle?: SignInThrottle;
  /** The account a sign-in's user name belongs to (sign-in-accounts.ts); by the name itself if not given. */
  accountOf?: AccountOf;
};

/**
 * `/cognito/*` -> cognito-local, so the browser talks to one origin: Amplify's userPoolEndpoint is
 * `http://localhost:<port>/cognito`. Method, headers (X-Amz-Target selects the Cognito action) and the
 * body as the proxy read it (cognito-request.ts) pass through; the answer comes back as cognito-local
 * gave it. Password sign-ins are locked out after repeated failures per account, as Cognito does it
 * (sign-in-throttle.ts), which cognito-local does not; one account's attempts are tried one at a time.
 */
export const createCognitoProxy = (cognitoEndpoint: string, options: CognitoProxyOptions = {}) => {
  const upstream = new URL(cognitoEndpoint);
  const throttle = options.throttle ?? createSignInThrottle();
  const accountOf = options.accountOf ?? (async (username: string) => unknownNameKey(username));
  const inTurn = createKeyedTurns();

  const callUpstream = (request: IncomingMessage, path: string, action: string, body: Buffer) =>
    new Promise<Upstream>((resolve, reject) => {
      const forwarded = httpRequest(
        {
          hostname: upstream.hostname,
          port: upstream.port,
          method: request.method,
          path: path.startsWith('/') ? path : `/${path}`,
          headers: {
            ...forwardedHeaders(request),
            host: upstream.host,
            'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
            'content-type': 'application/x-amz-json-1.1',
            'content-length': String(body.byteLength),
          },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () =>
            resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }),
          );
          answer.on('error', reject);
        },
      );
      forwarded.on('error', reject);
      forwarded.end(body);
    });

  const answer = (request: IncomingMessage, response: ServerResponse, upstreamAnswer: Upstream): void => {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(upstreamAnswer.headers)) {
      if (value !== undefined && !DROPPED_RESPONSE_HEADERS.test(name)) headers[name] = value;
    }
    response.writeHead(upstreamAnswer.status, {
      ...headers,
      ...corsHeaders(request),
      'content-length': String(upstreamAnswer.body.byteLength),
    });
    response.end(upstreamAnswer.body);
  };

  /** A password sign-in: refused unread while the account is locked, else tried and its outcome counted. */
  const signIn = async (
    request: IncomingMessage,
    response: ServerResponse,
    forward: () => Promise<Upstream>,
    username: string,
  ): Promise<void> => {
    const account = await accountOf(username);
    const upstreamAnswer = await inTurn(account, async () => {
      if (throttle.isLocked(account)) return undefined;
      const tried = await forward();
      if (tried.status < 300) throttle.recordSuccess(account);
      else if (isFailedSignIn(tried)) throttle.recordFailure(account);
      return tried;
    });
    if (upstreamAnswer) return answer(request, response, upstreamAnswer);
    sendJson(response, 400, LOCKED_OUT, { 'x-amzn-errortype': LOCKED_OUT.__type, ...corsHeaders(request) });
  };

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const action = actionOf(request);
    const cors = corsHeaders(request);
    if (!BROWSER_ACTIONS.has(action)) {
      request.resume();
      const errorType = 'NotAuthorizedException';
      return sendRefusal(response, 'LW_400_01_0004', { ...cors, 'x-amzn-errortype': errorType }, { __type: errorType });
    }
    const checked = readCognitoRequest(request, action, await readBody(request));
    if (!checked.ok) {
      const errorType = 'SerializationException';
      return sendRefusal(response, 'LW_400_01_0002', { ...cors, 'x-amzn-errortype': errorType }, { __type: errorType });
    }
    const path = (request.url ?? '/').slice(COGNITO_PREFIX.length) || '/';
    const refresh = action === 'GetTokensFromRefreshToken';
    const forward = () =>
      refresh
        ? callUpstream(request, path, 'InitiateAuth', asRefreshTokenAuth(checked.body))
        : callUpstream(request, path, action, checked.bytes);
    try {
      if (checked.signInUser !== undefined) return await signIn(request, response, forward, checked.signInUser);
      answer(request, response, await forward());
    } catch {
      if (!response.headersSent) sendRefusal(response, 'LW_502_00_0001', cors);
      else response.destroy();
    }
  };
};

/** The client's headers but those about the body and the connection, which the proxy sets itself. */
const forwardedHeaders = (request: IncomingMessage): IncomingMessage['headers'] => {
  const {
    'content-length': _length,
    'transfer-encoding': _encoding,
    connection: _connection,
    'keep-alive': _keepAlive,
    expect: _expect,
    ...rest
  } = request.headers;
  return rest;
};

/** cognito-local names the error in the JSON body only; Cognito also in x-amzn-errortype. */
const isFailedSignIn = ({ headers, body }: Upstream): boolean =>
  FAILED_SIGN_IN.test(String(headers['x-amzn-errortype'] ?? '')) ||
  FAILED_SIGN_IN.test(body.subarray(0, 512).toString('utf8'));
