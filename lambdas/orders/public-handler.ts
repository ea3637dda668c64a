import { ZProgressShareSubject } from '../../schemas/planning/progress-share';
import { readBillingFacts } from '../platform/billing-facts';
import { systemClock } from '../platform/clock';
import { dynamoCompanyStore } from '../platform/company-store';
import { requireAtColdStart } from '../platform/config';
import { customerNames } from '../platform/customer-lookups';
import { createHttpHandler } from '../platform/http';
import { dynamoShareLinkStore } from '../platform/share-links/share-link-store';
import { dynamoOrderStore } from './order-store';
import { readProgressFields } from './progress-shares/progress-fields';
import { publicProgressRoute } from './progress-shares/public-progress-route';

requireAtColdStart({ table: true });

/**
 * The progress links' public read (issue 26): the one unauthenticated route of the orders service, in a
 * function of its own that may only read the table (lib/services.ts 'orders-public').
 */
export const handler = createHttpHandler('orders-public', [
  publicProgressRoute({
    shares: dynamoShareLinkStore('orderProgress', ZProgressShareSubject),
    orders: dynamoOrderStore(),
    companies: dynamoCompanyStore(),
    customerNames: async (companyId, ids) =>
      new Map([...(await customerNames(companyId, ids))].map(([id, customer]) => [id, customer.name])),
    fields: readProgressFields,
    facts: readBillingFacts,
    clock: systemClock,
  }),
]);
