import { SNSClient } from '@aws-sdk/client-sns';
import type { APIGatewayProxyEventV2, DynamoDBStreamEvent } from 'aws-lambda';
import { randomIds, systemClock } from '../platform/clock';
import { config, requireAtColdStart } from '../platform/config';
import { createHttpHandler } from '../platform/http';
import { createLogger } from '../platform/logger';
import { isStreamEvent, tableChanges } from '../platform/stream-image';
import { notificationRoutes } from './notification-routes';
import { dynamoNotificationStore } from './notification-store';
import { makeNotifyOrderAssignments } from './order-assignments';
import { dynamoPushOutbox, sandboxPushSender } from './providers/sandbox-push-sender';
import { snsPushSender } from './providers/sns-push-sender';
import type { PushSender } from './push-sender';

requireAtColdStart({ table: true, tokens: true });

const store = dynamoNotificationStore();
const logger = createLogger('notifications');

/** SNS when a platform application is configured, else the sandbox (the embedded default). */
const pushSender = (): PushSender => {
  const { PUSH_PLATFORM_APPLICATION_FCM: fcm, PUSH_PLATFORM_APPLICATION_APNS: apns, AWS_REGION } = config();
  if (fcm || apns) return snsPushSender(new SNSClient({ region: AWS_REGION }), { fcm, apns });
  return sandboxPushSender(dynamoPushOutbox(), systemClock, randomIds);
};

const http = createHttpHandler('notifications', notificationRoutes({ store, clock: systemClock }));
const notifyOrderAssignments = makeNotifyOrderAssignments({
  store,
  push: pushSender(),
  clock: systemClock,
  logPushFailure: (message, error) => logger.warn(message, { error }),
});

/** New-order notifications and push registrations: HTTP routes and the table's change stream. */
export const handler = async (event: APIGatewayProxyEventV2 | DynamoDBStreamEvent, context: unknown) => {
  if (!isStreamEvent(event)) return http(event, context);
  await notifyOrderAssignments(tableChanges(event));
  return undefined;
};
