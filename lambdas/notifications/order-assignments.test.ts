import { describe, expect, it } from 'vitest';
import type { NewOrderNotification } from './domain/new-order-notification';
import type { Device, NotificationStore } from './notification-store';
import { makeNotifyOrderAssignments, type OrderChange, orderImage } from './order-assignments';
import type { PushMessage } from './push-sender';

const NOW = new Date('2026-09-13T10:00:00.000Z');

const orderItem = (fields: Record<string, unknown>) => ({
  __edb_e__: 'order',
  __edb_v__: '1',
  pk: 'c-1',
  sk: 'order#order-1',
  companyId: 'c-1',
  orderId: 'order-1',
  name: 'Gülle fahren',
  status: 'DRAFT',
  version: 1,
  ...fields,
});

const assignment: OrderChange = {
  oldImage: orderItem({}),
  newImage: orderItem({ status: 'ASSIGNED', employeeId: 'emp-hauke', version: 2 }),
};

/** A store in memory: employees with logins, stored notifications, devices. */
const fakeStore = (devices: Device[]) => {
  const stored = new Map<string, { notification: NewOrderNotification; userId: string }>();
  const store: Pick<NotificationStore, 'userOfEmployee' | 'addForUser' | 'devicesOf'> = {
    userOfEmployee: async (_companyId, employeeId) => (employeeId === 'emp-hauke' ? 'user-hauke' : undefined),
    addForUser: async (notification, userId) => {
      if (stored.has(notification.notificationId)) return false;
      stored.set(notification.notificationId, { notification, userId });
      return true;
    },
    devicesOf: async () => devices,
  };
  return { stored, store: { ...store, unseen: notStubbed, markSeen: notStubbed, register: notStubbed } };
};
const notStubbed = async (): Promise<never> => {
  throw new Error('not used by the consumer');
};

const setUp = (devices: Device[], failing = false) => {
  const sent: PushMessage[] = [];
  const failures: string[] = [];
  const { stored, store } = fakeStore(devices);
  const notify = makeNotifyOrderAssignments({
    store,
    push: {
      send: async (message) => {
        if (failing) throw new Error('provider down');
        sent.push(message);
      },
    },
    clock: { now: () => NOW },
    logPushFailure: (message) => failures.push(message),
  });
  return { notify, sent, stored, failures };
};

const phone: Device = { platform: 'android', registrationToken: 'fcm-token' };

describe('the order-assignment stream consumer (issue 12 point 8)', () => {
  it('stores a notification for the login of the assigned employee and pushes it to their devices', async () => {
    const { notify, sent, stored } = setUp([phone]);
    await notify([assignment]);
    expect([...stored.values()].map(({ userId, notification }) => [userId, notification.orderId])).toEqual([
      ['user-hauke', 'order-1'],
    ]);
    expect(sent).toEqual([
      {
        userId: 'user-hauke',
        device: phone,
        title: 'Neuer Auftrag',
        body: 'Dir wurde der Auftrag „Gülle fahren“ zugewiesen.',
        data: { orderId: 'order-1' },
      },
    ]);
  });

  it('makes one notification and one push of a record delivered twice', async () => {
    const { notify, sent, stored } = setUp([phone]);
    await notify([assignment, assignment]);
    expect(stored.size).toBe(1);
    expect(sent).toHaveLength(1);
  });

  it('tells nobody of an employee without login, of other entities or of unchanged assignees', async () => {
    const { notify, sent, stored } = setUp([phone]);
    await notify([
      { newImage: orderItem({ status: 'ASSIGNED', employeeId: 'emp-without-login', version: 2 }) },
      { newImage: { __edb_e__: 'customer', companyId: 'c-1', status: 'ASSIGNED', employeeId: 'emp-hauke' } },
      {
        oldImage: assignment.newImage,
        newImage: orderItem({ status: 'ASSIGNED', employeeId: 'emp-hauke', version: 3 }),
      },
    ]);
    expect(stored.size).toBe(0);
    expect(sent).toHaveLength(0);
  });

  it('keeps the notification when push fails, and logs it', async () => {
    const { notify, stored, failures } = setUp([phone], true);
    await notify([assignment]);
    expect(stored.size).toBe(1);
    expect(failures).toEqual(['push to a android device failed']);
  });

  it('reads an order from a stream image and nothing else', () => {
    expect(orderImage(assignment.newImage)).toEqual({
      companyId: 'c-1',
      orderId: 'order-1',
      name: 'Gülle fahren',
      status: 'ASSIGNED',
      employeeId: 'emp-hauke',
      version: 2,
    });
    expect(orderImage(undefined)).toBeUndefined();
    expect(orderImage({ ...assignment.newImage, status: 'LOST' })).toBeUndefined();
  });
});
