import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { corsHeaders } from './cors';
import { sendJson } from './http-util';

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
 * `/cognito/*` -> cognito-local, so the browser talks to one origin: Amplify's userPoolEndpoint is
 * `http://localhost:<port>/cognito`. Method, headers (X-Amz-Target selects the Cognito action) and
 * body pass through unchanged; the response streams back.
 */
const readBody = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

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

export const createCognitoProxy = (cognitoEndpoint: string) => {
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
    const body = refresh ? asRefreshTokenAuth(await readBody(request)) : undefined;
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
