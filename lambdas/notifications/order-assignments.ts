import * as z from 'zod';
import { ZOrderStatus } from '../../schemas/order-enums';
import type { Clock } from '../platform/clock';
import { type AssignedOrderImage, notifyAssignedEmployee } from './domain/new-order-notification';
import type { NotificationStore } from './notification-store';
import type { PushSender } from './push-sender';

/** A table change as the stream gives it, images already plain values. */
export type OrderChange = { oldImage?: Record<string, unknown>; newImage?: Record<string, unknown> };

/** ElectroDB marks every item with its entity name; the orders service's items are 'order'. */
const ORDER_ENTITY = 'order';

const ZOrderImage = z.object({
  __edb_e__: z.literal(ORDER_ENTITY),
  companyId: z.string(),
  orderId: z.string(),
  name: z.string(),
  status: ZOrderStatus,
  employeeId: z.string().min(1).optional(),
  plannedStartDateTime: z.string().optional(),
  version: z.number(),
});

/** The order in an image, or undefined for anything else (other entities, no image). */
export const orderImage = (image: Record<string, unknown> | undefined): AssignedOrderImage | undefined => {
  const parsed = ZOrderImage.safeParse(image);
  if (!parsed.success) return undefined;
  const { __edb_e__: _entity, ...order } = parsed.data;
  return order;
};

export type OrderAssignmentDeps = {
  store: NotificationStore;
  push: PushSender;
  clock: Clock;
  /** Push is a courtesy: a device that cannot be reached is logged, the notification stays. */
  logPushFailure: (message: string, error: unknown) => void;
};

/**
 * The stream consumer of point 8: every order change that assigns an employee stores a new-order
 * notification for the employee's login and pushes it to the login's devices. A record read twice
 * (Lambda retries a batch) finds the notification stored and pushes nothing again. An employee without
 * a login has nobody to tell.
 */
export const makeNotifyOrderAssignments =
  ({ store, push, clock, logPushFailure }: OrderAssignmentDeps) =>
  async (changes: readonly OrderChange[]): Promise<void> => {
    for (const change of changes) {
      const notification = notifyAssignedEmployee(orderImage(change.oldImage), orderImage(change.newImage));
      if (!notification) continue;
      const userId = await store.userOfEmployee(notification.companyId, notification.employeeId);
      if (!userId) continue;
      if (!(await store.addForUser(notification, userId, clock.now()))) continue;
      const devices = await store.devicesOf(userId);
      await Promise.all(
        devices.map((device) =>
          push
            .send({
              userId,
              device,
              title: notification.headline,
              body: notification.subHeadline,
              data: { orderId: notification.orderId },
            })
            .catch((error: unknown) => logPushFailure(`push to a ${device.platform} device failed`, error)),
        ),
      );
    }
  };
