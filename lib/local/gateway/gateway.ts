import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TRuntimeConfig } from '../../../schemas/runtime-config';
import { createLambdaInvokeApi, isInvokePath } from '../events/lambda-invoke';
import type { Invoke } from '../functions/lambda';
import { refusalOfClientError } from './client-errors';
import { COGNITO_PREFIX, createCognitoProxy } from './cognito-proxy';
import { answerPreflight, isLocalHostHeader } from './cors';
import { API_PREFIX, createHttpApi, type HttpRoute } from './http-api';
import { isSdkRequest, PayloadTooLargeError, readBody, sendJson } from './http-util';
import { sendRefusal, writeRawRefusal } from './refusals';
import { cognitoLocalAccounts } from './sign-in-accounts';
import { isSignedWith } from './sigv4';
import { createStaticFiles } from './static';
import { CONNECTIONS_PREFIX, createWebSocketApi, WEBSOCKET_PATH } from './websocket';

export type GatewayOptions = {
  port: number;
  host?: string;
  routes: readonly HttpRoute[];
  /** The registry service that takes the WebSocket routes, if any. */
  websocketService: string | undefined;
  /** The registry service that authorizes the WebSocket's $connect (websocketAuthorizer), if any. */
  websocketAuthorizer?: string | undefined;
  /** Names the Lambda Invoke shim accepts (the registry's services). */
  serviceNames: readonly string[];
  invoke: Invoke;
  /**
   * The per-run secret key that calls on the AWS-API imitations (Lambda Invoke, @connections) must be
   * signed with: the runtime hands it to cognito-local and the handlers as their AWS secret key.
   */
  runSecret: string;
  /** cognito-local's address, for the /cognito proxy. */
  cognitoEndpoint: string;
  runtimeConfig: TRuntimeConfig;
  webRoot: string;
  log: (message: string, error?: unknown) => void;
};

export type Gateway = { url: string; port: number; close(): Promise<void> };

const under = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

/**
 * One port for everything the browser and the handlers need, as API Gateway, CloudFront and the AWS
 * APIs provide them on AWS: /api (HTTP API), /ws (WebSocket API), /_ws/@connections (its management
 * API), /2015-03-31/functions (Lambda Invoke, for cognito-local), /cognito, /config.json, the web app.
 */
export const startGateway = async (options: GatewayOptions): Promise<Gateway> => {
  const httpApi = createHttpApi({ routes: options.routes, invoke: options.invoke, log: options.log });
  const webSocketApi = createWebSocketApi({
    serviceName: options.websocketService,
    authorizer: options.websocketAuthorizer
      ? { serviceName: options.websocketAuthorizer, region: options.runtimeConfig.region }
      : undefined,
    invoke: options.invoke,
    log: options.log,
  });
  const serviceNames = new Set(options.serviceNames);
  const lambdaInvoke = createLambdaInvokeApi({
    invoke: options.invoke,
    knows: (name) => serviceNames.has(name),
    log: options.log,
  });
  const cognitoProxy = createCognitoProxy(options.cognitoEndpoint, {
    accountOf: cognitoLocalAccounts(options.cognitoEndpoint, options.runtimeConfig.userPoolId),
  });
  const staticFiles = createStaticFiles(options.webRoot);
  const configJson = JSON.stringify(options.runtimeConfig);

  const route = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (!isLocalHostHeader(request)) {
      request.resume();
      return sendRefusal(response, 'LW_421_00_0001');
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (under(path, API_PREFIX) || under(path, COGNITO_PREFIX)) {
      if (request.method === 'OPTIONS') return answerPreflight(request, response);
      return under(path, API_PREFIX) ? httpApi(request, response, url) : cognitoProxy(request, response);
    }
    if (path.startsWith(CONNECTIONS_PREFIX) || isInvokePath(path)) {
      // A browser or another plain client: the error model. SDK clients below get AWS's own answer.
      if (!isSdkRequest(request)) {
        request.resume();
        return sendRefusal(response, 'LW_403_00_0001');
      }
      const body = await readBody(request);
      if (
        !isSignedWith(
          { method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers, body },
          options.runSecret,
        )
      ) {
        return sendJson(
          response,
          403,
          { message: 'The request signature we calculated does not match the signature you provided.' },
          { 'x-amzn-errortype': 'InvalidSignatureException' },
        );
      }
      return path.startsWith(CONNECTIONS_PREFIX)
        ? webSocketApi.handleManagement(request, response, path, body)
        : lambdaInvoke(request, response, path, body);
    }
    if (path === '/config.json') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      return void response.end(configJson);
    }
    return staticFiles(request, response, path);
  };

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      const tooLarge = error instanceof PayloadTooLargeError;
      if (!tooLarge) options.log(`${request.method} ${request.url} ist gescheitert`, error);
      if (response.headersSent) return void response.destroy();
      sendRefusal(response, tooLarge ? 'LW_413_00_0001' : 'LW_500_00_0001');
    });
  });
  server.on('upgrade', (request: IncomingMessage, socket, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (!isLocalHostHeader(request)) writeRawRefusal(socket, 'LW_421_00_0001');
    else if (path === WEBSOCKET_PATH) webSocketApi.handleUpgrade(request, socket, head);
    else writeRawRefusal(socket, 'LW_404_00_0001');
  });
  // Requests Node's parser refuses before any handler runs (a URL or headers over 16 KB, a header that
  // never ends, malformed HTTP): by default Node answers them with an empty body; here in the error model.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    const code = refusalOfClientError(error);
    if (code === undefined || !socket.writable) socket.destroy();
    else writeRawRefusal(socket, code);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port, host: options.host ?? '127.0.0.1' }, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    port,
    close: async () => {
      await webSocketApi.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
};
