import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import * as z from 'zod';
import { type ChallengeSessions, createChallengeSessions } from './challenge-sessions';
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

/**
 * One answer to every failed password sign-in, as Cognito gives it with PreventUserExistenceErrors:
 * cognito-local tells an unknown user (NotAuthorized) from a wrong password (InvalidPassword), which would
 * say which addresses have an account.
 */
export const FAILED_SIGN_IN_ANSWER = {
  __type: 'NotAuthorizedException',
  message: 'Incorrect username or password.',
} as const;

/** Cognito's answer to a challenge answer whose session it did not issue (challenge-sessions.ts). */
export const INVALID_SESSION = { __type: 'NotAuthorizedException', message: 'Invalid session for the user.' } as const;

type Upstream = { status: number; headers: IncomingMessage['headers']; body: Buffer };

export type CognitoProxyOptions = {
  throttle?: SignInThrottle;
  /** The account a sign-in's user name belongs to (sign-in-accounts.ts); by the name itself if not given. */
  accountOf?: AccountOf;
  sessions?: ChallengeSessions;
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
  const sessions = options.sessions ?? createChallengeSessions();

  /** Notes a challenge session in a successful answer, so that only it may answer the challenge. */
  const noteChallenge = (upstreamAnswer: Upstream, username: string): void => {
    if (upstreamAnswer.status >= 300) return;
    const { Session, ChallengeName } = parsedBody(upstreamAnswer);
    if (typeof Session === 'string' && typeof ChallengeName === 'string') {
      sessions.issued(Session, username, ChallengeName);
    }
  };

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
    const refuse = (body: { __type: string; message: string }) =>
      sendJson(response, 400, body, { 'x-amzn-errortype': body.__type, ...corsHeaders(request) });
    if (!upstreamAnswer) return refuse(LOCKED_OUT);
    if (isFailedSignIn(upstreamAnswer)) return refuse(FAILED_SIGN_IN_ANSWER);
    noteChallenge(upstreamAnswer, username);
    answer(request, response, upstreamAnswer);
  };

  /** An answer to a challenge: forwarded only with a session the proxy saw issued for that user. */
  const answerChallenge = async (
    request: IncomingMessage,
    response: ServerResponse,
    forward: () => Promise<Upstream>,
    body: Record<string, unknown>,
  ): Promise<void> => {
    const responses = body.ChallengeResponses;
    const username =
      typeof responses === 'object' && responses !== null && 'USERNAME' in responses ? String(responses.USERNAME) : '';
    if (!sessions.take(String(body.Session ?? ''), username, String(body.ChallengeName ?? ''))) {
      return sendJson(response, 400, INVALID_SESSION, {
        'x-amzn-errortype': INVALID_SESSION.__type,
        ...corsHeaders(request),
      });
    }
    const upstreamAnswer = await forward();
    noteChallenge(upstreamAnswer, username);
    answer(request, response, upstreamAnswer);
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
      if (action === 'RespondToAuthChallenge') return await answerChallenge(request, response, forward, checked.body);
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
    // The body forwarded is the plain JSON the proxy read, never encoded.
    'content-encoding': _contentEncoding,
    ...rest
  } = request.headers;
  return rest;
};

/** cognito-local names the error in the JSON body only; Cognito also in x-amzn-errortype. */
const isFailedSignIn = ({ headers, body }: Upstream): boolean =>
  FAILED_SIGN_IN.test(String(headers['x-amzn-errortype'] ?? '')) ||
  FAILED_SIGN_IN.test(body.subarray(0, 512).toString('utf8'));

/** The JSON object of an upstream answer, or {} (cognito-local answers JSON; anything else says nothing). */
const ZAnswerObject = z.record(z.string(), z.unknown());

const parsedBody = ({ body }: Upstream): Record<string, unknown> => {
  try {
    return ZAnswerObject.safeParse(JSON.parse(body.toString('utf8'))).data ?? {};
  } catch {
    return {};
  }
};
