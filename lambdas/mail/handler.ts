import type { APIGatewayProxyEventV2, SQSEvent } from 'aws-lambda';
import { serviceApiVersions } from '../../schemas/api/client-version';
import { randomIds } from '../platform/clock';
import { dynamoCompanyStore, dynamoOperatingUnitStore } from '../platform/company-store';
import { requireAtColdStart } from '../platform/config';
import { createHttpHandler } from '../platform/http';
import { createLogger } from '../platform/logger';
import { sqsMailQueue } from '../platform/mail-queue';
import { dynamoCustomerContacts } from '../platform/receipt-mail';
import { documentsStorage } from '../platform/storage';
import { mailRoutes } from './mail-routes';
import { sendQueuedMails } from './queue-consumer';
import { sesMailer } from './ses-mailer';

requireAtColdStart({ table: true, tokens: true });

const http = createHttpHandler(
  'mail',
  mailRoutes({
    companies: dynamoCompanyStore(),
    units: dynamoOperatingUnitStore(),
    contacts: dynamoCustomerContacts,
    queue: sqsMailQueue(),
    files: documentsStorage(),
    ids: randomIds,
  }),
  { apiVersion: serviceApiVersions.mail.version },
);
const sendMails = sendQueuedMails(sesMailer(), createLogger('mail'));

const isQueueEvent = (event: object): event is SQSEvent => 'Records' in event;

/** The mail service: its HTTP routes (mails with files) and the mail queue's consumer, sending with SES. */
export const handler = async (event: APIGatewayProxyEventV2 | SQSEvent, context: unknown) =>
  isQueueEvent(event) ? sendMails(event) : http(event, context);
