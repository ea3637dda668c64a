import { createHash } from 'node:crypto';
import type { TNotification, TPushRegistration } from '../../schemas/api/notifications';
import { db, type StoredItem } from '../platform/db/entities';
import { succeeded } from '../platform/db/write';
import { dynamoRecordStore } from '../platform/records/record-store';
import type { NewOrderNotification } from './domain/new-order-notification';

/** Notifications are kept a quarter; an unseen one older than that is no news any more. */
const KEEP_NOTIFICATION_SECONDS = 90 * 24 * 60 * 60;
/** A device not registered again for this long is dropped (FCM: tokens are stale after 270 days). */
const KEEP_REGISTRATION_SECONDS = 270 * 24 * 60 * 60;
/** Devices per user: a new one beyond this replaces the longest unregistered one. */
export const MAX_DEVICES_PER_USER = 10;

export type Device = Pick<TPushRegistration, 'platform' | 'registrationToken'>;

/** Access patterns of notifications and push registrations. */
export type NotificationStore = {
  /** Stores it for the user unless it is stored already (a stream record read twice); true when new. */
  addForUser: (notification: NewOrderNotification, userId: string, now: Date) => Promise<boolean>;
  /** The user's unseen notifications in the company, oldest first. */
  unseen: (companyId: string, userId: string) => Promise<TNotification[]>;
  /** Marks the user's own notifications of these ids as seen; other ids name nothing. */
  markSeen: (companyId: string, userId: string, ids: readonly string[], now: Date) => Promise<void>;
  /** The login linked to an employee of the company, if any. */
  userOfEmployee: (companyId: string, employeeId: string) => Promise<string | undefined>;
  register: (registration: TPushRegistration, now: Date) => Promise<void>;
  devicesOf: (userId: string) => Promise<Device[]>;
};

const epochSeconds = (moment: Date) => Math.floor(moment.getTime() / 1000);

const toNotification = (item: StoredItem<'notification'>): TNotification => ({
  id: item.notificationId,
  seen: item.state === 'seen',
  updateTime: item.updatedAt,
  headline: item.headline,
  subHeadline: item.subHeadline,
  dismissButtonLabel: item.dismissButtonLabel,
  actionButtonLabel: item.actionButtonLabel,
  orderId: item.orderId,
});

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const dynamoNotificationStore = (): NotificationStore => ({
  addForUser: ({ employeeId: _employee, ...notification }, userId, now) =>
    succeeded(() =>
      db()
        .notification.create({
          ...notification,
          userId,
          kind: 'newOrder',
          state: 'unseen',
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
          ttl: epochSeconds(now) + KEEP_NOTIFICATION_SECONDS,
        })
        .go(),
    ),
  unseen: async (companyId, userId) => {
    const { data } = await db()
      .notification.query.byUser({ companyId, userId })
      .begins({ state: 'unseen' })
      .go({ pages: 'all' });
    return data.map(toNotification);
  },
  markSeen: async (companyId, userId, ids, now) => {
    const { data } = await db()
      .notification.get(ids.map((notificationId) => ({ companyId, userId, notificationId })))
      .go();
    // A put of the whole item: its state is part of the gsi1 sort key, which moves with it.
    await Promise.all(
      data
        .filter((item) => item.state === 'unseen')
        .map((item) =>
          db()
            .notification.put({ ...item, state: 'seen', updatedAt: now.toISOString() })
            .go(),
        ),
    );
  },
  userOfEmployee: async (companyId, employeeId) => {
    const employee = await dynamoRecordStore().get(companyId, 'employee', employeeId);
    return employee && !employee.archived ? (employee.appUserId ?? undefined) : undefined;
  },
  register: async (registration, now) => {
    const userId = registration.authUserId;
    await db()
      .pushRegistration.put({
        userId,
        tokenHash: tokenHash(registration.registrationToken),
        registrationToken: registration.registrationToken,
        platform: registration.platform,
        model: registration.model,
        updatedAt: now.toISOString(),
        ttl: epochSeconds(now) + KEEP_REGISTRATION_SECONDS,
      })
      .go();
    const { data } = await db().pushRegistration.query.byUser({ userId }).go({ pages: 'all' });
    const oldestFirst = data.sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
    const surplus = oldestFirst.slice(0, Math.max(0, oldestFirst.length - MAX_DEVICES_PER_USER));
    if (surplus.length) await db().pushRegistration.delete(surplus).go();
  },
  devicesOf: async (userId) => {
    const { data } = await db().pushRegistration.query.byUser({ userId }).go({ pages: 'all' });
    return data.map(({ platform, registrationToken }) => ({ platform, registrationToken }));
  },
});
