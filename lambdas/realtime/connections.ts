import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { config } from '../platform/config';
import { db } from '../platform/db/entities';

/** Open connections live two hours at most; clients reconnect (and re-authenticate) after that. */
const CONNECTION_TTL_SECONDS = 2 * 60 * 60;

export type Connection = { companyId: string; connectionId: string; userId: string; callbackUrl: string };

const clients = new Map<string, ApiGatewayManagementApiClient>();
const clientFor = (callbackUrl: string) => {
  let client = clients.get(callbackUrl);
  if (!client) {
    client = new ApiGatewayManagementApiClient({ endpoint: callbackUrl, region: config().AWS_REGION });
    clients.set(callbackUrl, client);
  }
  return client;
};

export const saveConnection = async (connection: Connection, now: Date): Promise<void> => {
  await db()
    .connection.put({ ...connection, ttl: Math.floor(now.getTime() / 1000) + CONNECTION_TTL_SECONDS })
    .go();
};

export const removeConnection = async (connectionId: string): Promise<void> => {
  const { data } = await db().connection.query.byConnection({ connectionId }).go();
  for (const item of data) {
    await db().connection.delete({ companyId: item.companyId, connectionId }).go();
  }
};

export const connectionsOf = async (companyId: string): Promise<Connection[]> => {
  const { data } = await db().connection.query.byCompany({ companyId }).go({ pages: 'all' });
  return data;
};

/** Sends one message; a connection that is gone is forgotten. */
export const postTo = async (connection: Connection, message: unknown): Promise<void> => {
  try {
    await clientFor(connection.callbackUrl).send(
      new PostToConnectionCommand({ ConnectionId: connection.connectionId, Data: JSON.stringify(message) }),
    );
  } catch (error) {
    if (
      error instanceof GoneException ||
      (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410
    ) {
      await db().connection.delete({ companyId: connection.companyId, connectionId: connection.connectionId }).go();
      return;
    }
    throw error;
  }
};
