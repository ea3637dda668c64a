import { randomBytes } from 'node:crypto';
import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { apiGatewayRequestId, clfTime, LOCAL_API_ID, parseQueryString } from './http-events';

/**
 * The local WebSocket API's address as API Gateway would describe it. Handlers that answer a client
 * build the management endpoint as `${protocol}://${domainName}/${stage}`; with domainName
 * `localhost:<port>` and stage `_ws` that is `http://localhost:<port>/_ws`, where the gateway serves
 * the @connections API. (On AWS: `https://<api-id>.execute-api.<region>.amazonaws.com/<stage>`.)
 */
export const WEBSOCKET_STAGE = '_ws';

export type WebSocketConnectionInfo = {
  connectionId: string;
  connectedAt: number;
  domainName: string;
  sourceIp: string;
  userAgent: string;
};

/** API Gateway connection ids look like `L0SM9cOFvHcCIhw=`. */
export const newConnectionId = (): string =>
  randomBytes(11).toString('base64').replaceAll('+', '-').replaceAll('/', '_');

type RouteKey = '$connect' | '$default' | '$disconnect';
const EVENT_TYPES = { $connect: 'CONNECT', $default: 'MESSAGE', $disconnect: 'DISCONNECT' } as const;

const requestContext = (connection: WebSocketConnectionInfo, routeKey: RouteKey, now: Date) => {
  const requestId = apiGatewayRequestId();
  return {
    routeKey,
    eventType: EVENT_TYPES[routeKey],
    extendedRequestId: requestId,
    requestTime: clfTime(now),
    messageDirection: 'IN' as const,
    stage: WEBSOCKET_STAGE,
    connectedAt: connection.connectedAt,
    requestTimeEpoch: now.getTime(),
    identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
    requestId,
    domainName: connection.domainName,
    connectionId: connection.connectionId,
    apiId: LOCAL_API_ID,
  };
};

/** $connect carries the handshake's headers (original spelling) and query, e.g. ?token=... */
export const buildConnectEvent = (
  connection: WebSocketConnectionInfo,
  handshake: { rawHeaders: readonly string[]; rawQueryString: string },
  now = new Date(),
) => {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let index = 0; index + 1 < handshake.rawHeaders.length; index += 2) {
    const name = handshake.rawHeaders[index] as string;
    const value = handshake.rawHeaders[index + 1] as string;
    headers[name] = name in headers ? `${headers[name]},${value}` : value;
    multiValueHeaders[name] = [...(multiValueHeaders[name] ?? []), value];
  }
  const queryStringParameters = parseQueryString(handshake.rawQueryString);
  const multiValueQueryStringParameters: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(handshake.rawQueryString)) {
    multiValueQueryStringParameters[name] = [...(multiValueQueryStringParameters[name] ?? []), value];
  }
  return {
    headers,
    multiValueHeaders,
    ...(queryStringParameters ? { queryStringParameters, multiValueQueryStringParameters } : {}),
    requestContext: requestContext(connection, '$connect', now),
    isBase64Encoded: false,
  };
};

/** Every client message goes to $default (the registry routes no other WebSocket routes). */
export const buildMessageEvent = (
  connection: WebSocketConnectionInfo,
  data: Buffer,
  isBinary: boolean,
  now = new Date(),
): APIGatewayProxyWebsocketEventV2 => ({
  requestContext: { ...requestContext(connection, '$default', now), messageId: apiGatewayRequestId() },
  body: data.toString(isBinary ? 'base64' : 'utf8'),
  isBase64Encoded: isBinary,
});

export const buildDisconnectEvent = (
  connection: WebSocketConnectionInfo,
  close: { code: number; reason: string },
  now = new Date(),
) => ({
  headers: { Host: connection.domainName },
  multiValueHeaders: { Host: [connection.domainName] },
  requestContext: {
    ...requestContext(connection, '$disconnect', now),
    disconnectStatusCode: close.code,
    disconnectReason: close.reason,
  },
  isBase64Encoded: false,
});
