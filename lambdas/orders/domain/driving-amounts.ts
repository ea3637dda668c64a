import { AppError } from '../../../schemas/errors';
import { germanDay } from '../../../schemas/kernel/calendar';
import { resolvePrice } from '../../../schemas/kernel/pricing';
import type { TPriceAgreement } from '../../../schemas/masterdata/price-agreement';
import type { TResource } from '../../../schemas/masterdata/resource';
import type { TOrder } from '../../../schemas/orders/order';
import { drivingMessages } from './driving-messages';

/**
 * Amounts of articles on a running order (application.md §3 'Resource usage'), priced when recorded with
 * the pricing kernel and the company's price agreements for the run's customer on the German day.
 */

/** What pricing an amount reads: the articles named, the agreements and the run customer's tags. */
export type PricingContext = {
  resources: readonly TResource[];
  agreements: readonly TPriceAgreement[];
  customerTagIds: readonly string[];
};

type Usage = TOrder['resourceUsages'][number];

export type UsageInput = {
  id: string;
  resourceId: string;
  resourceVariantId: string | null;
  amount: string;
  customerId: string | null;
  source: Usage['source'];
  now: Date;
};

/** The variant ids of an article, sub variants included (two levels, application.md §3). */
const variantIdsOf = (resource: TResource): string[] =>
  resource.variants.flatMap((variant) => [variant.id, ...variant.subVariants.map((sub) => sub.id)]);

/**
 * The usage of an amount, priced; an issue (relative path, message) when the article or its variant is
 * not one the company has. Without a customer no agreement applies: the article's own price.
 */
export const pricedUsage = (
  pricing: PricingContext,
  input: UsageInput,
): Usage | { issue: { path: 'resourceId' | 'resourceVariantId'; message: string } } => {
  const resource = pricing.resources.find((candidate) => candidate.id === input.resourceId);
  if (!resource) return { issue: { path: 'resourceId', message: drivingMessages.article } };
  if (input.resourceVariantId !== null && !variantIdsOf(resource).includes(input.resourceVariantId)) {
    return { issue: { path: 'resourceVariantId', message: drivingMessages.articleVariant } };
  }
  const price = resolvePrice({
    resource,
    resourceVariantId: input.resourceVariantId,
    agreements: input.customerId === null ? [] : pricing.agreements,
    customer: { id: input.customerId ?? '', tagIds: pricing.customerTagIds },
    date: germanDay(input.now),
    amount: input.amount,
  });
  return {
    id: input.id,
    resourceId: resource.id,
    resourceVariantId: input.resourceVariantId,
    resourceName: resource.name,
    resourcePricePerUnit: price.unitPrice,
    resourceCostsPerUnit: price.costPerUnit,
    resourceUnit: resource.unit,
    vatPercentPoints: resource.vatPercentPoints,
    amount: input.amount,
    source: input.source,
    customerId: input.customerId,
    timestamp: input.now.toISOString(),
    priceBasedOnPriceAgreement: price.priceBasedOnPriceAgreement,
  };
};

/** Adds a priced amount (source DRIVER) to the order; the caller checked that the order runs for the driver. */
export const withAmount = (order: TOrder, pricing: PricingContext, input: Omit<UsageInput, 'source'>): TOrder => {
  const usage = pricedUsage(pricing, { ...input, source: 'DRIVER' });
  if ('issue' in usage) throw new AppError('LW_400_01_0001', { issues: [usage.issue], detail: 'amount article' });
  return {
    ...order,
    resourceUsages: [...order.resourceUsages, usage],
    version: order.version + 1,
    updatedAt: input.now.toISOString(),
  };
};
