import { Logger } from '@aws-lambda-powertools/logger';
import { describe, expect, it } from 'vitest';
import { receiptEndpoints } from '../../schemas/api/receipts';
import type { Route } from '../platform/http';
import { withBookkeepingAccess } from './company-access';

const answered: Route = { endpoint: receiptEndpoints.BILL.list, handle: async () => ({ items: [] }) };
const context = {
  claims: {
    sub: 'user-1',
    iat: 0,
    defaultCompanyId: 'company-1',
    roles: { 'company-1': 'OWNER' as const },
    customerIds: {},
    adminLevel: 'NONE' as const,
    inactiveCompanyIds: [],
  },
  company: { companyId: 'company-1', role: 'OWNER' as const },
  requestId: 'r',
  logger: new Logger({ serviceName: 'receipts-test', logLevel: 'SILENT' }),
};
const callWith = (company: { isSuspended: boolean; bookkeeping: boolean } | undefined) => {
  const [guarded] = withBookkeepingAccess(
    {
      get: async (id) =>
        company && { id, isSuspended: company.isSuspended, addOns: { bookkeeping: company.bookkeeping } },
    },
    [answered],
  );
  return guarded?.handle({ params: {}, query: {}, body: undefined }, context);
};

describe('the company access rule of the receipts service (services.md §5)', () => {
  it('answers a company with the bookkeeping add-on', async () => {
    await expect(callWith({ isSuspended: false, bookkeeping: true })).resolves.toEqual({ items: [] });
  });

  it('refuses a suspended company and one without the add-on with the receipt gateway codes', async () => {
    await expect(callWith({ isSuspended: true, bookkeeping: true })).rejects.toMatchObject({
      code: 'RCPT_401_01_0001',
    });
    await expect(callWith({ isSuspended: false, bookkeeping: false })).rejects.toMatchObject({
      code: 'RCPT_401_01_0002',
    });
    await expect(callWith(undefined)).rejects.toMatchObject({ code: 'RCPT_401_01_0001' });
  });
});
