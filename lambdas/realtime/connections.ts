import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { staffRoles } from '../../schemas/roles';
import { config } from '../platform/config';
import { db } from '../platform/db/entities';
import { awsHttpStatus } from '../platform/thrown-values';

/** Open connections live two hours at most; clients reconnect (and re-authenticate) after that. */
export const CONNECTION_TTL_SECONDS = 2 * 60 * 60;

export type Connection = {
  companyId: string;
  connectionId: string;
  userId: string;
  callbackUrl: string;
  /** The member's stored role when the socket opened (absent on connections stored before it was kept). */
  role?: (typeof staffRoles)[number] | undefined;
};

/** Where open WebSocket connections are kept and how messages reach them. */
export type ConnectionStore = {
  save: (connection: Connection, expiresAt: number) => Promise<void>;
  remove: (connectionId: string) => Promise<void>;
  /** The company's connections that have not expired by `nowSeconds` (TTL deletion lags behind). */
  openOf: (companyId: string, nowSeconds: number) => Promise<Connection[]>;
  /** Sends one message; 'gone' when the client is no longer there. */
  post: (connection: Connection, message: unknown) => Promise<'sent' | 'gone'>;
  /** Hangs up on the client (a client already gone counts as closed) and forgets the connection. */
  close: (connection: Connection) => Promise<void>;
};

const clients = new Map<string, ApiGatewayManagementApiClient>();
const clientFor = (callbackUrl: string) => {
  let client = clients.get(callbackUrl);
  if (!client) {
    client = new ApiGatewayManagementApiClient({ endpoint: callbackUrl, region: config().AWS_REGION });
    clients.set(callbackUrl, client);
  }
  return client;
};

const isGone = (error: unknown): boolean => error instanceof GoneException || awsHttpStatus(error) === 410;

const removeConnection = async (connectionId: string): Promise<void> => {
  const { data } = await db().connection.query.byConnection({ connectionId }).go();
  for (const item of data) {
    await db().connection.delete({ companyId: item.companyId, connectionId }).go();
  }
};

export const dynamoConnectionStore = (): ConnectionStore => ({
  save: async (connection, expiresAt) => {
    await db()
      .connection.put({ ...connection, ttl: expiresAt })
      .go();
  },
  remove: removeConnection,
  openOf: async (companyId, nowSeconds) => {
    const { data } = await db().connection.query.byCompany({ companyId }).go({ pages: 'all' });
    return data.filter((connection) => connection.ttl > nowSeconds);
  },
  post: async (connection, message) => {
    try {
      await clientFor(connection.callbackUrl).send(
        new PostToConnectionCommand({ ConnectionId: connection.connectionId, Data: JSON.stringify(message) }),
      );
      return 'sent';
    } catch (error) {
      if (isGone(error)) return 'gone';
      throw error;
    }
  },
  close: async (connection) => {
    try {
      await clientFor(connection.callbackUrl).send(
        new DeleteConnectionCommand({ ConnectionId: connection.connectionId }),
      );
    } catch (error) {
      if (!isGone(error)) throw error;
    }
    // API Gateway also calls $disconnect, which removes it; removing it here keeps the next fan-out
    // from finding it in the meantime.
    await removeConnection(connection.connectionId);
  },
});
