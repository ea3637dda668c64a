/** Entities of notifications: new-order notifications per user, push registrations, the push sandbox's outbox. */
import { Entity } from 'electrodb';
import { pushPlatforms } from '../../../../schemas/stored-enums';
import { companyIndex, companyOwned, entityOptions, key, SERVICE } from '../entity-base';

const requiredString = { type: 'string', required: true } as const;

/**
 * A notification for one user of a company (application.md §3 'Notification'). Found by key to mark it
 * seen; through gsi1 the user's unseen ones are one Query, oldest first (§4 shows the oldest). Marking
 * seen moves it out of that range; TTL removes old ones.
 */
export const createNotificationEntity = () =>
  new Entity(
    {
      model: { entity: 'notification', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        userId: requiredString,
        notificationId: requiredString,
        state: { type: ['unseen', 'seen'] as const, required: true },
        kind: { type: ['newOrder'] as const, required: true },
        orderId: requiredString,
        headline: requiredString,
        subHeadline: requiredString,
        dismissButtonLabel: requiredString,
        actionButtonLabel: requiredString,
        createdAt: requiredString,
        updatedAt: requiredString,
        ttl: { type: 'number', required: true },
      },
      indexes: {
        byCompany: companyIndex(['userId', 'notificationId'], 'notification#${userId}#${notificationId}'),
        byUser: {
          index: 'gsi1',
          pk: key('gsi1pk', ['companyId', 'userId'], '${companyId}#notifications-of#${userId}'),
          sk: key('gsi1sk', ['state', 'createdAt', 'notificationId'], '${state}#${createdAt}#${notificationId}'),
        },
      },
    },
    entityOptions(),
  );

/**
 * A device of a user that receives push (§3 'Push registration'), keyed by the hash of its token (tokens
 * are longer than a key should be). Per user, not per company: a device belongs to the person. TTL
 * drops devices that were not registered again for long (FCM calls tokens stale after 270 days).
 */
export const createPushRegistrationEntity = () =>
  new Entity(
    {
      model: { entity: 'pushRegistration', version: '1', service: SERVICE },
      attributes: {
        userId: requiredString,
        tokenHash: requiredString,
        registrationToken: requiredString,
        platform: { type: pushPlatforms, required: true },
        model: { type: 'string', default: '' },
        updatedAt: requiredString,
        ttl: { type: 'number', required: true },
      },
      indexes: {
        byUser: {
          pk: key('pk', ['userId'], 'push#${userId}'),
          sk: key('sk', ['tokenHash'], 'device#${tokenHash}'),
        },
      },
    },
    entityOptions(),
  );

/** What the local push sandbox would have sent (no provider configured): per user, newest last; TTL removes it. */
export const createPushSandboxMessageEntity = () =>
  new Entity(
    {
      model: { entity: 'pushSandboxMessage', version: '1', service: SERVICE },
      attributes: {
        userId: requiredString,
        messageId: requiredString,
        platform: { type: pushPlatforms, required: true },
        registrationToken: requiredString,
        title: requiredString,
        body: requiredString,
        data: { type: 'map', properties: { orderId: { type: 'string' } } },
        sentAt: requiredString,
        ttl: { type: 'number', required: true },
      },
      indexes: {
        byUser: {
          pk: key('pk', ['userId'], 'push-sandbox#${userId}'),
          sk: key('sk', ['sentAt', 'messageId'], 'message#${sentAt}#${messageId}'),
        },
      },
    },
    entityOptions(),
  );
