import {
  listNewOrderNotifications,
  markNotificationsSeen,
  registerPushRecipient,
} from '../../schemas/api/notifications';
import { AppError } from '../../schemas/errors';
import type { Clock } from '../platform/clock';
import { type Route, route } from '../platform/http';
import type { NotificationStore } from './notification-store';

export type NotificationDeps = { store: NotificationStore; clock: Clock };

/** The caller's own new-order notifications, and the caller's devices as push recipients. */
export const notificationRoutes = ({ store, clock }: NotificationDeps): Route[] => [
  route(listNewOrderNotifications, async (_input, { claims, company }) => ({
    items: await store.unseen(company.companyId, claims.sub),
  })),

  route(markNotificationsSeen, async ({ body }, { claims, company }) => {
    await store.markSeen(company.companyId, claims.sub, body.ids, clock.now());
    return { items: await store.unseen(company.companyId, claims.sub) };
  }),

  route(registerPushRecipient, async ({ body }, { claims }) => {
    // §7 sends authUserId along; a device is only ever registered for the person signed in on it.
    if (body.authUserId !== claims.sub) {
      throw new AppError('LW_403_10_0001', { detail: 'push registration for another user' });
    }
    await store.register(body, clock.now());
    return { platform: body.platform, model: body.model };
  }),
];
