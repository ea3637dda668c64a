import { systemClock } from '../platform/clock';
import { requireAtColdStart } from '../platform/config';
import { createLogger } from '../platform/logger';
import { dynamoContactStore } from './contact-store';
import { consumeDeliveryReports } from './delivery-reports';

requireAtColdStart({ table: true });

/** SES's delivery reports (bounces, rejects, complaints) from the mail-events queue, noted at the contacts. */
export const handler = consumeDeliveryReports(dynamoContactStore(), systemClock, createLogger('mail-events'));
