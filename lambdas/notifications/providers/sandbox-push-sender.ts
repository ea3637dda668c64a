import type { Clock, IdGenerator } from '../../platform/clock';
import { db } from '../../platform/db/entities';
import type { PushMessage, PushSender } from '../push-sender';

/** Recorded messages are for looking at during development, not for keeping. */
const KEEP_SECONDS = 24 * 60 * 60;

/** A sent message as the sandbox keeps it. */
export type RecordedPush = PushMessage & { sentAt: string };

/** Where the sandbox keeps what it would have sent. */
export type PushOutbox = {
  add: (message: RecordedPush, messageId: string) => Promise<void>;
  /** The user's recorded messages, oldest first. */
  of: (userId: string) => Promise<RecordedPush[]>;
};

/**
 * The local sandbox of the push provider: sends nothing and records each message, so development and tests
 * see what a device would have received (like the mail viewer for mail).
 */
export const sandboxPushSender = (outbox: PushOutbox, clock: Clock, ids: IdGenerator): PushSender => ({
  send: (message) => outbox.add({ ...message, sentAt: clock.now().toISOString() }, ids.newId()),
});

export const dynamoPushOutbox = (): PushOutbox => ({
  add: async ({ userId, device, title, body, data, sentAt }, messageId) => {
    const ttl = Math.floor(Date.parse(sentAt) / 1000) + KEEP_SECONDS;
    await db()
      .pushSandboxMessage.put({ userId, messageId, ...device, title, body, data, sentAt, ttl })
      .go();
  },
  of: async (userId) => {
    const { data } = await db().pushSandboxMessage.query.byUser({ userId }).go({ pages: 'all' });
    return data.map(({ platform, registrationToken, title, body, data: payload, sentAt }) => ({
      userId,
      device: { platform, registrationToken },
      title,
      body,
      data: { orderId: payload?.orderId ?? '' },
      sentAt,
    }));
  },
});
