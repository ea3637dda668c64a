import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TRuntimeConfig } from '../../../schemas/runtime-config';
import { createLambdaInvokeApi, isInvokePath } from '../events/lambda-invoke';
import type { Invoke } from '../functions/lambda';
import { COGNITO_PREFIX, createCognitoProxy } from './cognito-proxy';
import { answerPreflight, isLocalHostHeader } from './cors';
import { API_PREFIX, createHttpApi, type HttpRoute, PAYLOAD_TOO_LARGE_BODY } from './http-api';
import { isSdkRequest, PayloadTooLargeError, readBody, sendJson } from './http-util';
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
  const cognitoProxy = createCognitoProxy(options.cognitoEndpoint);
  const staticFiles = createStaticFiles(options.webRoot);
  const configJson = JSON.stringify(options.runtimeConfig);

  const route = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (!isLocalHostHeader(request)) return sendJson(response, 421, { message: 'Nur über localhost erreichbar.' });
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (under(path, API_PREFIX) || under(path, COGNITO_PREFIX)) {
      if (request.method === 'OPTIONS') return answerPreflight(request, response);
      return under(path, API_PREFIX) ? httpApi(request, response, url) : cognitoProxy(request, response);
    }
    if (path.startsWith(CONNECTIONS_PREFIX) || isInvokePath(path)) {
      if (!isSdkRequest(request)) return sendJson(response, 403, { message: 'Missing Authentication Token' });
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
      if (error instanceof PayloadTooLargeError) return sendJson(response, 413, PAYLOAD_TOO_LARGE_BODY);
      options.log(`${request.method} ${request.url} ist gescheitert`, error);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
      else response.destroy();
    });
  });
  server.on('upgrade', (request: IncomingMessage, socket, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (!isLocalHostHeader(request))
      socket.end('HTTP/1.1 421 Misdirected Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else if (path === WEBSOCKET_PATH) webSocketApi.handleUpgrade(request, socket, head);
    else socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
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
