import type { APIGatewayProxyEventV2, SQSEvent } from 'aws-lambda';
import { serviceApiVersions } from '../../schemas/api/client-version';
import { requireAtColdStart } from '../platform/config';
import { createHttpHandler } from '../platform/http';
import { multipartBody } from '../platform/http-multipart';
import { createLogger } from '../platform/logger';
import { dynamoOutgoingMail } from '../platform/outgoing-mail-dynamo';
import { dynamoUserName } from '../platform/records/record-store';
import { documentsStorage } from '../platform/storage';
import { mailRoutes } from './mail-routes';
import { sendQueuedMails } from './queue-consumer';
import { sesMailer } from './ses-mailer';

requireAtColdStart({ table: true, tokens: true });

const http = createHttpHandler(
  'mail',
  mailRoutes({
    ...dynamoOutgoingMail(),
    files: documentsStorage(),
    userName: dynamoUserName,
  }),
  { apiVersion: serviceApiVersions.mail.version, multipart: multipartBody },
);
const sendMails = sendQueuedMails(sesMailer(), createLogger('mail'));

const isQueueEvent = (event: object): event is SQSEvent => 'Records' in event;

/** The mail service: its HTTP routes (mails with files) and the mail queue's consumer, sending with SES. */
export const handler = async (event: APIGatewayProxyEventV2 | SQSEvent, context: unknown) =>
  isQueueEvent(event) ? sendMails(event) : http(event, context);
