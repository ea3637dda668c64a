import { unmarshall } from '@aws-sdk/util-dynamodb';
import type {
  APIGatewayProxyResultV2,
  APIGatewayProxyWebsocketEventV2,
  AttributeValue,
  DynamoDBStreamEvent,
} from 'aws-lambda';
import { AppError } from '../../schemas/errors';
import { bearerToken, verifyIdToken } from '../platform/auth';
import { db, liveEntities } from '../platform/db/entities';
import { createLogger } from '../platform/logger';
import { requirePermission, resolveCompany } from '../platform/tenancy';
import { connectionsOf, postTo, removeConnection, saveConnection } from './connections';
import { callbackUrlFor, changeEventsByCompany } from './domain/change-events';

const logger = createLogger('realtime');
// Keep the tables entities warm across invocations; also fails fast on a missing TABLE_NAME.
db();

type WebSocketEvent = APIGatewayProxyWebsocketEventV2 & {
  queryStringParameters?: Record<string, string | undefined>;
};

const isStreamEvent = (event: unknown): event is DynamoDBStreamEvent =>
  Array.isArray((event as DynamoDBStreamEvent).Records) &&
  (event as DynamoDBStreamEvent).Records.every((record) => record.eventSource === 'aws:dynamodb');

/** $connect authenticates with the ID token in the query (browsers cannot set WebSocket headers). */
const onConnect = async (event: WebSocketEvent): Promise<APIGatewayProxyResultV2> => {
  try {
    const query = event.queryStringParameters ?? {};
    const claims = await verifyIdToken(bearerToken(`Bearer ${query.token ?? ''}`));
    const company = resolveCompany(claims, query.companyId);
    requirePermission(company, 'changes:subscribe');
    const { connectionId, domainName, stage } = event.requestContext;
    await saveConnection(
      {
        companyId: company.companyId,
        connectionId,
        userId: claims.sub,
        callbackUrl: callbackUrlFor(domainName, stage),
      },
      new Date(),
    );
    return { statusCode: 200 };
  } catch (error) {
    const status = error instanceof AppError ? error.status : 500;
    logger.warn('connection refused', { status, error: String(error) });
    return { statusCode: status };
  }
};

const onTableChanges = async (event: DynamoDBStreamEvent): Promise<void> => {
  const changes = event.Records.map((record) => {
    const image = record.dynamodb?.NewImage ?? record.dynamodb?.OldImage;
    return {
      op: (record.eventName ?? 'MODIFY') as 'INSERT' | 'MODIFY' | 'REMOVE',
      image: image ? unmarshall(image as Record<string, AttributeValue> as never) : undefined,
    };
  });
  for (const [companyId, events] of changeEventsByCompany(changes, liveEntities)) {
    const connections = await connectionsOf(companyId);
    await Promise.all(connections.flatMap((connection) => events.map((change) => postTo(connection, change))));
    logger.debug('changes pushed', { companyId, events: events.length, connections: connections.length });
  }
};

/** One Lambda for the live channel: WebSocket routes and the table's change stream. */
export const handler = async (
  event: WebSocketEvent | DynamoDBStreamEvent,
): Promise<APIGatewayProxyResultV2 | undefined> => {
  if (isStreamEvent(event)) {
    await onTableChanges(event);
    return undefined;
  }
  switch (event.requestContext.routeKey) {
    case '$connect':
      return onConnect(event);
    case '$disconnect':
      await removeConnection(event.requestContext.connectionId);
      return { statusCode: 200 };
    default:
      // Clients only listen; a message (e.g. a keep-alive ping) needs no answer.
      return { statusCode: 200 };
  }
};
