import * as z from 'zod';
import { boundedArray, INPUT_LIMITS, idField, tooLongMessage } from '../input-bounds';
import { pushPlatforms } from '../stored-enums';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';

export { pushPlatforms };

/**
 * New-order notifications and push registrations (application.md §3 'Notification', 'Push registration',
 * §4 'Notifications', §7 'Read new-order notifications for a user; update a notification (seen)',
 * 'Push recipient registration'). A notification belongs to one user in one company; the web app links
 * its action to the order by `orderId` (the app's routes are the web app's, so no path is stored).
 */
export const ZNotification = z.object({
  id: z.string(),
  seen: z.boolean(),
  updateTime: z.string(),
  headline: z.string(),
  subHeadline: z.string(),
  dismissButtonLabel: z.string(),
  actionButtonLabel: z.string(),
  orderId: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

const ZNotificationList = z.object({ items: z.array(ZNotification) });

/** The caller's unseen new-order notifications in the company, oldest first (§4: the oldest is shown). */
export const listNewOrderNotifications = defineEndpoint({
  method: 'GET',
  path: '/notifications/new-orders',
  access: { kind: 'company', permission: 'notifications:read' },
  query: ZCompanyQuery,
  response: ZNotificationList,
});

/** Dismissing marks seen (§4). Only the caller's own are marked; others' ids name nothing. Answers what is left. */
export const markNotificationsSeen = defineEndpoint({
  method: 'POST',
  path: '/notifications/new-orders/seen',
  access: { kind: 'company', permission: 'notifications:read' },
  query: ZCompanyQuery,
  body: z.object({ ids: boundedArray(idField(), 20).min(1) }),
  response: ZNotificationList,
});

/**
 * FCM registration tokens are a few hundred characters, APNs device tokens 64 hex digits; the bound
 * leaves room for both growing without letting a caller store a novel.
 */
export const MAX_REGISTRATION_TOKEN_LENGTH = 4096;

export const ZPushRegistration = z.object({
  registrationToken: z
    .string()
    .min(1)
    .max(MAX_REGISTRATION_TOKEN_LENGTH, tooLongMessage(MAX_REGISTRATION_TOKEN_LENGTH)),
  /** The signed-in user's id; the registration is refused for anybody else. */
  authUserId: idField(),
  platform: z.enum(pushPlatforms),
  model: z.string().max(INPUT_LIMITS.nameLength, tooLongMessage(INPUT_LIMITS.nameLength)).default(''),
});
export type TPushRegistration = z.infer<typeof ZPushRegistration>;

/** Registers the device of the signed-in user as a push recipient (§7); registering again refreshes it. */
export const registerPushRecipient = defineEndpoint({
  method: 'PUT',
  path: '/notifications/push-registrations',
  access: { kind: 'signedIn' },
  body: ZPushRegistration,
  /** The device as registered (the token is not echoed). */
  response: z.object({ platform: z.enum(pushPlatforms), model: z.string() }),
});

export const notificationEndpoints = { listNewOrderNotifications, markNotificationsSeen, registerPushRecipient };
