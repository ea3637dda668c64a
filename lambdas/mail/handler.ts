import { createLogger } from '../platform/logger';
import { sendQueuedMails } from './queue-consumer';
import { sesMailer } from './ses-mailer';

/** The mail service: the mail queue's consumer, sending with SES. */
export const handler = sendQueuedMails(sesMailer(), createLogger('mail'));
