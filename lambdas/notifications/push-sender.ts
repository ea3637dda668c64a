import type { TPushRegistration } from '../../schemas/api/notifications';

/** One push message to one device of a user. */
export type PushMessage = {
  userId: string;
  device: Pick<TPushRegistration, 'platform' | 'registrationToken'>;
  title: string;
  body: string;
  /** What the app opens when the message is tapped (application.md §2: the order by orderId). */
  data: { orderId: string };
};

/**
 * The provider port for push (DESIGN §6): FCM/APNs through Amazon SNS platform applications on AWS
 * (providers/sns-push-sender.ts), or the sandbox that records what would be sent
 * (providers/sandbox-push-sender.ts) when no platform application is configured.
 */
export type PushSender = { send: (message: PushMessage) => Promise<void> };
