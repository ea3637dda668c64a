import type { PushNotificationsPlugin } from '@capacitor/push-notifications';
import * as z from 'zod';
import type { TPushRegistration } from '../../../schemas/api/notifications';
import { INPUT_LIMITS } from '../../../schemas/input-bounds';

/** The permission states the push plugin reports ('prompt-with-rationale' is Android's second asking). */
export type PushPermission = 'prompt' | 'prompt-with-rationale' | 'granted' | 'denied';
type Unsubscribe = () => void;

/** What the registration needs of the device's push service; a test passes a fake. */
export type PushPort = {
  permission: () => Promise<PushPermission>;
  requestPermission: () => Promise<PushPermission>;
  /** Asks the platform for a token; it arrives at the `onToken` listeners. */
  register: () => Promise<void>;
  onToken: (listener: (token: string) => void) => Promise<Unsubscribe>;
  /** A push was tapped; `data` is the payload the server sent with it. */
  onTap: (listener: (data: unknown) => void) => Promise<Unsubscribe>;
};

export type PushRegistrationDeps = {
  port: PushPort;
  device: Omit<TPushRegistration, 'registrationToken'>;
  /** Sends the registration to the server (PUT /notifications/push-registrations). */
  send: (registration: TPushRegistration) => Promise<unknown>;
  /** Opens the order of a tapped new-order push. */
  openOrder: (orderId: string) => void;
  logError: (error: unknown) => void;
};

/** The payload of a new-order push (lambdas/notifications/push-sender.ts: `data: { orderId }`). */
const ZNewOrderPush = z.object({ orderId: z.string().min(1) });

const mayAsk = (state: PushPermission) => state === 'prompt' || state === 'prompt-with-rationale';

/**
 * Push on the device (application.md §4 'Push permissions: ask when the state is prompt, and register
 * unless denied'): the listeners come first, so neither the token nor a tap that opened the app is missed;
 * then the permission is asked when undecided, and unless it is denied the device registers and every
 * token it gets is sent to the server. Answers a function that removes the listeners (sign-out).
 */
export const startPushRegistration = async ({
  port,
  device,
  send,
  openOrder,
  logError,
}: PushRegistrationDeps): Promise<Unsubscribe> => {
  const removeTap = await port.onTap((data) => {
    const push = ZNewOrderPush.safeParse(data);
    if (push.success) openOrder(push.data.orderId);
  });
  const removeToken = await port.onToken((registrationToken) => {
    send({ ...device, registrationToken }).catch(logError);
  });
  const stop = () => {
    removeTap();
    removeToken();
  };
  try {
    const checked = await port.permission();
    const state = mayAsk(checked) ? await port.requestPermission() : checked;
    if (state !== 'denied') await port.register();
  } catch (error) {
    logError(error);
  }
  return stop;
};

/** The port over @capacitor/push-notifications. */
export const capacitorPushPort = (plugin: PushNotificationsPlugin): PushPort => ({
  permission: async () => (await plugin.checkPermissions()).receive,
  requestPermission: async () => (await plugin.requestPermissions()).receive,
  register: () => plugin.register(),
  onToken: async (listener) => {
    const handle = await plugin.addListener('registration', (token) => listener(token.value));
    return () => void handle.remove();
  },
  onTap: async (listener) => {
    const handle = await plugin.addListener('pushNotificationActionPerformed', (action) =>
      listener(action.notification.data),
    );
    return () => void handle.remove();
  },
});

/**
 * The device model for the registration, read from the WebView's user agent (no device plugin is
 * installed): Android names its model ('Android 14; Pixel 8'), iOS only the kind of device.
 */
export const deviceModelOf = (userAgent: string): string => {
  const android = /Android [\d.]+; ([^;)]+?)(?: Build\/[^;)]*)?[;)]/.exec(userAgent)?.[1]?.trim();
  // 'K' is what a reduced user agent says instead of the model: unknown.
  const model = android && android !== 'K' ? android : (/iPad|iPhone|iPod/.exec(userAgent)?.[0] ?? '');
  return model.slice(0, INPUT_LIMITS.nameLength);
};
