import * as z from 'zod';
import type { TMailProblemCode } from '../../../schemas/mail';

/**
 * SES's delivery reports (services.md §8 'Mail service' 400: bounce undetermined, transient, permanent;
 * reject; complaint). The configuration set publishes them to SNS, which hands them to the mail-events
 * queue (raw or in SNS's envelope). Event publishing names the kind `eventType`, identity notifications
 * `notificationType`: both are read.
 */

const ZRecipients = z.array(z.object({ emailAddress: z.string() })).default([]);

const ZSesEvent = z.object({
  eventType: z.string().optional(),
  notificationType: z.string().optional(),
  mail: z
    .object({
      timestamp: z.string().optional(),
      destination: z.array(z.string()).default([]),
      /** Tags set at sending (ses-mailer.ts): companyId names the company whose contacts it concerns. */
      tags: z.record(z.string(), z.array(z.string())).default({}),
    })
    .prefault({}),
  bounce: z
    .object({ bounceType: z.string(), bouncedRecipients: ZRecipients, timestamp: z.string().optional() })
    .optional(),
  complaint: z.object({ complainedRecipients: ZRecipients, timestamp: z.string().optional() }).optional(),
  reject: z.object({ reason: z.string().optional() }).optional(),
});

/** SNS wraps what it delivers unless the subscription delivers raw. */
const ZSnsEnvelope = z.object({ Type: z.literal('Notification'), Message: z.string() });

/** What one report tells: which addresses of which company had which problem, when. */
export type DeliveryProblem = {
  companyId: string | undefined;
  code: TMailProblemCode;
  addresses: string[];
  at: string;
};

const bounceCodes: Record<string, TMailProblemCode> = {
  Undetermined: 'MAIL_400_10_0001',
  Transient: 'MAIL_400_10_0002',
  Permanent: 'MAIL_400_10_0003',
};

const addressesOf = (recipients: readonly { emailAddress: string }[]) =>
  recipients.map((recipient) => recipient.emailAddress.trim().toLowerCase());

/**
 * The delivery problem a queued report describes; undefined for reports that tell of none (deliveries,
 * sends, opens). A body that is no SES report at all throws, so the queue keeps it for inspection.
 */
export const parseDeliveryReport = (body: string, now: Date): DeliveryProblem | undefined => {
  const outer: unknown = JSON.parse(body);
  const envelope = ZSnsEnvelope.safeParse(outer);
  const event = ZSesEvent.parse(envelope.success ? JSON.parse(envelope.data.Message) : outer);
  const kind = event.eventType ?? event.notificationType;
  const companyId = event.mail.tags.companyId?.[0];
  const fallbackTime = event.mail.timestamp ?? now.toISOString();
  if (kind === 'Bounce' && event.bounce) {
    return {
      companyId,
      code: bounceCodes[event.bounce.bounceType] ?? 'MAIL_400_10_0001',
      addresses: addressesOf(event.bounce.bouncedRecipients),
      at: event.bounce.timestamp ?? fallbackTime,
    };
  }
  if (kind === 'Complaint' && event.complaint) {
    return {
      companyId,
      code: 'MAIL_400_10_0005',
      addresses: addressesOf(event.complaint.complainedRecipients),
      at: event.complaint.timestamp ?? fallbackTime,
    };
  }
  // SES refused the whole mail (e.g. a virus in a file): every recipient is told of it, none is blocked.
  if (kind === 'Reject') {
    return {
      companyId,
      code: 'MAIL_400_10_0004',
      addresses: addressesOf(event.mail.destination.map((emailAddress) => ({ emailAddress }))),
      at: fallbackTime,
    };
  }
  return undefined;
};
