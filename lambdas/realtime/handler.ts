import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2, DynamoDBStreamEvent } from 'aws-lambda';
import { CONNECT_TOKEN_QUERY } from '../../schemas/api/realtime';
import { verifyIdToken } from '../platform/auth';
import { systemClock } from '../platform/clock';
import { requireAtColdStart } from '../platform/config';
import { liveEntities } from '../platform/db/entities';
import { createLogger } from '../platform/logger';
import { dynamoMembershipLookup } from '../platform/membership-lookup';
import { isStreamEvent, plainImage } from '../platform/stream-image';
import { dynamoConnectionStore } from './connections';
import type { ChangedItem } from './domain/change-events';
import { makeConnect, makePushChanges, type RealtimeDeps } from './use-cases';

requireAtColdStart({ table: true, tokens: true });

const deps: RealtimeDeps = {
  verifyToken: verifyIdToken,
  lookupMembership: dynamoMembershipLookup,
  connections: dynamoConnectionStore(),
  clock: systemClock,
  liveEntities,
  logger: createLogger('realtime'),
};
const connect = makeConnect(deps);
const pushChanges = makePushChanges(deps);

type WebSocketEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string | undefined> };

const changedItems = (event: DynamoDBStreamEvent): ChangedItem[] =>
  event.Records.map((record) => {
    const image = record.dynamodb?.NewImage ?? record.dynamodb?.OldImage;
    return {
      op: record.eventName ?? 'MODIFY',
      image: image ? plainImage(image) : undefined,
    };
  });

/** One Lambda for the live channel: WebSocket routes and the table's change stream. */
export const handler = async (
  event: WebSocketEvent | DynamoDBStreamEvent,
): Promise<APIGatewayProxyResultV2 | undefined> => {
  if (isStreamEvent(event)) {
    await pushChanges(changedItems(event));
    return undefined;
  }
  const { routeKey, connectionId, domainName, stage } = event.requestContext;
  switch (routeKey) {
    case '$connect': {
      const query = event.queryStringParameters ?? {};
      return {
        statusCode: await connect({
          token: query[CONNECT_TOKEN_QUERY],
          companyId: query.companyId,
          connectionId,
          domainName,
          stage,
        }),
      };
    }
    case '$disconnect':
      await deps.connections.remove(connectionId);
      return { statusCode: 200 };
    default:
      // Clients only listen; a message (e.g. a keep-alive ping) needs no answer.
      return { statusCode: 200 };
  }
};
