import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { Clock } from '../platform/clock';
import type { createLogger } from '../platform/logger';
import type { ContactStore } from './contact-store';
import { withDeliveryProblem } from './domain/contact-problems';
import { type DeliveryProblem, parseDeliveryReport } from './domain/delivery-events';
import { loggableFailure } from './queue-consumer';

type Logger = ReturnType<typeof createLogger>;

/** Tries per customer when an edit comes in between reading and marking. */
const MARK_ATTEMPTS = 3;

/**
 * Notes a delivery problem at every contact person of the company's customers who has the address.
 * Answers how many customers were marked.
 */
export const recordDeliveryProblem =
  (contacts: ContactStore) =>
  async (problem: DeliveryProblem): Promise<number> => {
    const { companyId } = problem;
    if (!companyId || problem.addresses.length === 0) return 0;
    let marked = 0;
    for (let attempt = 0; attempt < MARK_ATTEMPTS; attempt++) {
      const customers = await contacts.list(companyId);
      let conflicts = 0;
      for (const customer of customers) {
        const contactPersons = withDeliveryProblem(customer.contactPersons, problem);
        if (!contactPersons) continue;
        if (await contacts.savePersons(companyId, { ...customer, contactPersons })) marked++;
        else conflicts++;
      }
      if (conflicts === 0) return marked;
    }
    throw new Error('customers kept changing while a delivery problem was noted');
  };

/**
 * The mail-events queue consumer: SES's bounces, rejects and complaints. Failures are reported per
 * message (retried, then dead-lettered); nothing of a report's addresses is logged.
 */
export const consumeDeliveryReports =
  (contacts: ContactStore, clock: Clock, logger: Logger) =>
  async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const record = recordDeliveryProblem(contacts);
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const message of event.Records) {
      try {
        const problem = parseDeliveryReport(message.body, clock.now());
        const marked = problem ? await record(problem) : 0;
        logger.info('delivery report', { messageId: message.messageId, code: problem?.code, marked });
      } catch (error) {
        logger.error('delivery report not recorded', { messageId: message.messageId, ...loggableFailure(error) });
        batchItemFailures.push({ itemIdentifier: message.messageId });
      }
    }
    return { batchItemFailures };
  };
