import { priceQuote } from '../../schemas/api/masterdata';
import { AppError } from '../../schemas/errors';
import { resolvePrice } from '../../schemas/kernel/pricing';
import type { CustomerTagLookup } from '../platform/customer-lookups';
import { type Route, route } from '../platform/http';
import type { RecordStore } from '../platform/records/record-store';

/**
 * What an article costs a customer on a day (application.md §5 'Price agreements'): the article's own
 * price, or the agreed one if an agreement applies. Used by the price check on the agreement pages and,
 * later, by orders and bills.
 */
export const priceQuoteRoute = (records: RecordStore, customerTags: CustomerTagLookup): Route =>
  route(priceQuote, async ({ body }, { company }) => {
    const [resource, tagIds, agreements] = await Promise.all([
      records.get(company.companyId, 'resource', body.resourceId),
      customerTags(company.companyId, body.customerId),
      records.list(company.companyId, 'priceAgreement'),
    ]);
    if (!resource) throw new AppError('LW_404_02_0004', { detail: `resource ${body.resourceId}` });
    if (!tagIds) throw new AppError('LW_404_02_0001', { detail: `customer ${body.customerId}` });
    const result = resolvePrice({
      resource,
      resourceVariantId: body.resourceVariantId,
      agreements,
      customer: { id: body.customerId, tagIds },
      date: body.date,
      amount: body.amount,
    });
    const agreement = agreements.find((candidate) => candidate.id === result.agreementId);
    return { ...result, agreementName: agreement?.name ?? null };
  });
