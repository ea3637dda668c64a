import { type BookkeepingAccessCodes, requireBookkeepingAccess } from '../platform/bookkeeping-access';
import type { Route } from '../platform/http';

/** The receipts service words the company access rule in its own catalogue (services.md §8 'Receipt gateway'). */
export const receiptAccessCodes: BookkeepingAccessCodes = {
  suspended: 'RCPT_401_01_0001',
  withoutBookkeeping: 'RCPT_401_01_0002',
};

/**
 * services.md §5 'Company access for receipts and mail': every route of the receipts service is for a
 * company that is not suspended and has the bookkeeping add-on, checked after the role (the chain's access).
 */
/** What the rule reads of a company. */
type AccessFacts = Parameters<typeof requireBookkeepingAccess>[0];

export const withBookkeepingAccess = (
  companies: { get: (companyId: string) => Promise<AccessFacts> },
  routes: readonly Route[],
): Route[] =>
  routes.map((route) => ({
    endpoint: route.endpoint,
    handle: async (input, context) => {
      if (context.company) requireBookkeepingAccess(await companies.get(context.company.companyId), receiptAccessCodes);
      return route.handle(input, context);
    },
  }));
