import { isUtf8 } from 'node:buffer';
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Invoke } from '../functions/lambda';
import { sendJson, sourceIpOf } from './http-util';
import { authorizeConnect } from './websocket-authorizer';
import {
  buildConnectEvent,
  buildDisconnectEvent,
  buildMessageEvent,
  newConnectionId,
  WEBSOCKET_STAGE,
  type WebSocketConnectionInfo,
} from './websocket-events';

export const WEBSOCKET_PATH = '/ws';
/** The @connections API lives under the stage path, so the SDK's endpoint is `http://localhost:<port>/_ws`. */
export const CONNECTIONS_PREFIX = `/${WEBSOCKET_STAGE}/@connections/`;

type Connection = { socket: WebSocket; info: WebSocketConnectionInfo; lastActiveAt: number };

const statusOf = (result: unknown): number => {
  const statusCode = (result as { statusCode?: unknown } | null | undefined)?.statusCode;
  return typeof statusCode === 'number' ? statusCode : 200;
};

/** A subprotocol the $connect handler chose (it must echo one the client offered, as on AWS). */
const chosenProtocol = (result: unknown): string | undefined => {
  const headers = (result as { headers?: Record<string, unknown> } | null | undefined)?.headers ?? {};
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'sec-websocket-protocol');
  return entry ? String(entry[1]) : undefined;
};

const refuseHandshake = (socket: Duplex, status: number): void => {
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
};

const gone = (response: ServerResponse): void =>
  sendJson(response, 410, { message: null }, { 'x-amzn-errortype': 'GoneException' });

/**
 * The WebSocket API: $connect/$default/$disconnect to the registry's websocket service, plus the
 * API Gateway Management API (@connections) that handlers call through the unchanged AWS SDK client.
 * With an authorizer (the registry's websocketAuthorizer service), $connect is called only when it allows.
 */
export const createWebSocketApi = (options: {
  serviceName: string | undefined;
  /** The service that authorizes $connect, and the region its method ARN names. */
  authorizer?: { serviceName: string; region: string } | undefined;
  invoke: Invoke;
  log: (message: string, error?: unknown) => void;
}) => {
  const connections = new Map<string, Connection>();
  const disconnects = new Set<Promise<unknown>>();
  const protocols = new WeakMap<IncomingMessage, string>();
  const server = new WebSocketServer({
    noServer: true,
    handleProtocols: (_offered, request) => protocols.get(request) ?? false,
  });

  const invokeLogged = (routeKey: string, event: unknown): Promise<unknown> =>
    options.invoke(options.serviceName ?? '', event).catch((error: unknown) => {
      options.log(`${options.serviceName}: ${routeKey} ist gescheitert`, error);
      return { statusCode: 500 };
    });

  const handleUpgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> => {
    if (!options.serviceName) return refuseHandshake(socket, 404);
    const url = new URL(request.url ?? '/', 'http://localhost');
    const info: WebSocketConnectionInfo = {
      connectionId: newConnectionId(),
      connectedAt: Date.now(),
      domainName: request.headers.host ?? 'localhost',
      sourceIp: sourceIpOf(request),
      userAgent: request.headers['user-agent'] ?? '',
    };
    const event = buildConnectEvent(info, { rawHeaders: request.rawHeaders, rawQueryString: url.search.slice(1) });
    let connectEvent: typeof event & { requestContext: { authorizer?: Record<string, unknown> } } = event;
    if (options.authorizer) {
      const authorization = await authorizeConnect({
        ...options.authorizer,
        invoke: options.invoke,
        connectEvent,
        log: options.log,
      });
      if (!authorization.allowed) return refuseHandshake(socket, authorization.status);
      connectEvent = { ...event, requestContext: { ...event.requestContext, authorizer: authorization.authorizer } };
    }
    const result = await invokeLogged('$connect', connectEvent);
    // API Gateway refuses the handshake with the handler's status when it is not a success.
    if (statusOf(result) >= 300) return refuseHandshake(socket, statusOf(result));
    const protocol = chosenProtocol(result);
    if (protocol) protocols.set(request, protocol);
    server.handleUpgrade(request, socket, head, (webSocket) => {
      const connection: Connection = { socket: webSocket, info, lastActiveAt: Date.now() };
      connections.set(info.connectionId, connection);
      webSocket.on('message', (data, isBinary) => {
        connection.lastActiveAt = Date.now();
        const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
        void invokeLogged('$default', buildMessageEvent(info, bytes, isBinary));
      });
      webSocket.on('close', (code, reason) => {
        connections.delete(info.connectionId);
        const done = invokeLogged('$disconnect', buildDisconnectEvent(info, { code, reason: reason.toString() }));
        disconnects.add(done);
        void done.finally(() => disconnects.delete(done));
      });
    });
  };

  /** POST (send), GET (describe), DELETE (close) on `/_ws/@connections/{connectionId}`. */
  /** `body` is the request body, read (and its signature checked) by the gateway. */
  const handleManagement = async (request: IncomingMessage, response: ServerResponse, path: string, body: Buffer) => {
    const connectionId = decodeURIComponent(path.slice(CONNECTIONS_PREFIX.length));
    const connection = connections.get(connectionId);
    if (!connection) return gone(response);
    switch (request.method) {
      case 'POST':
        connection.socket.send(body, { binary: !isUtf8(body) });
        response.writeHead(200, { 'content-length': '0' }).end();
        return;
      case 'GET':
        // The API's JSON names are camelCase (the SDK maps them to ConnectedAt, Identity, ...).
        return sendJson(response, 200, {
          connectedAt: new Date(connection.info.connectedAt).toISOString(),
          identity: { sourceIp: connection.info.sourceIp, userAgent: connection.info.userAgent },
          lastActiveAt: new Date(connection.lastActiveAt).toISOString(),
        });
      case 'DELETE':
        connection.socket.close(1000);
        response.writeHead(204).end();
        return;
      default:
        return sendJson(response, 405, { message: 'Method Not Allowed' });
    }
  };

  return {
    handleUpgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      handleUpgrade(request, socket, head).catch((error: unknown) => {
        options.log('WebSocket-Verbindung gescheitert', error);
        refuseHandshake(socket, 500);
      });
    },
    handleManagement,
    connectionCount: () => connections.size,
    /** Closes every connection (each gets its $disconnect, as on AWS) and waits for those handlers. */
    close: async () => {
      const allClosed = async (withinMs: number) => {
        const deadline = Date.now() + withinMs;
        while (connections.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      };
      for (const connection of connections.values()) connection.socket.close(1001, 'Going away');
      await allClosed(2_000);
      // Clients that do not answer the close handshake are cut off.
      for (const connection of connections.values()) connection.socket.terminate();
      await allClosed(1_000);
      await Promise.allSettled([...disconnects]);
      server.close();
    },
  };
};
