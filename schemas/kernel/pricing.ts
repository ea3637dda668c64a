import Big from 'big.js';
import type { TPriceAgreement } from '../masterdata/price-agreement';
import type { TPricePerUnit, TPricing } from '../masterdata/pricing';
import type { TResource } from '../masterdata/resource';
import {
  AVERAGE_PRICE_DECIMALS,
  CENT_DECIMALS,
  DERIVED_PRICE_DECIMALS,
  decimalText,
  dividingTo,
  PERCENT_DECIMALS,
  roundHalfUp,
  SURCHARGED_PRICE_DECIMALS,
} from './money';

/**
 * Pricing of articles (application.md §3, §5, §9): surcharges, tiered and volume prices, variant
 * inheritance and the choice of the price agreement. Pure functions on decimal strings; all money
 * arithmetic is big.js, never binary floats (DESIGN §2 rule 6).
 *
 * Rounding is commercial (half-up, ties away from zero):
 * - a surcharged unit price to 3 decimals, a fixed price derived from a surcharge to 5 decimals, a
 *   surcharge percent to 2 decimals (application.md §9);
 * - a line total to 2 decimals (cents), computed from the exact product, i.e. from the unit price as
 *   shown (a surcharged price is rounded first, so the bill multiplies what it prints);
 * - the unit price of a TIERED line is an average: exact total / amount, to 5 decimals.
 */

const Percent = dividingTo(PERCENT_DECIMALS);
const Average = dividingTo(AVERAGE_PRICE_DECIMALS);

const withSurcharge = (cost: string, percent: string): Big =>
  new Big(cost).times(new Big(percent).plus(100)).times('0.01');

/** cost * (1 + percent / 100), to 3 decimals: the unit price of a SURCHARGE pricing. */
export const surchargedPrice = (cost: string, percent: string): string =>
  decimalText(roundHalfUp(withSurcharge(cost, percent), SURCHARGED_PRICE_DECIMALS));

/** The same, to 5 decimals: the price kept when a surcharge pricing is turned into a fixed one. */
export const fixedPriceFromSurcharge = (cost: string, percent: string): string =>
  decimalText(roundHalfUp(withSurcharge(cost, percent), DERIVED_PRICE_DECIMALS));

/** (price / cost - 1) * 100 to 2 decimals; negative when the price is below cost; null for cost 0. */
export const surchargePercentFromPrice = (cost: string, price: string): string | null => {
  const costValue = new Big(cost);
  if (costValue.eq(0)) return null;
  // (price - cost) * 100 is exact, so the single rounding happens in the division.
  return decimalText(new Percent(price).minus(costValue).times(100).div(costValue));
};

/**
 * The price per unit a pricing charges. SURCHARGE turns into one SIMPLE price and ignores
 * pricePerUnit. A surcharge without a cost (the schema refuses it, but stored data may predate that)
 * falls back to the entered pricePerUnit; a missing percent counts as 0.
 */
export const effectivePricePerUnit = (pricing: TPricing): TPricePerUnit => {
  if (pricing.calculationType !== 'SURCHARGE' || pricing.costPerUnit === null) return pricing.pricePerUnit;
  return { type: 'SIMPLE', price: surchargedPrice(pricing.costPerUnit, pricing.surchargePercent ?? '0') };
};

type TResourcePricing = Pick<TResource, 'pricing' | 'variants' | 'variantsType'>;

/** Where a variant id sits: a variant (parent null) or a sub variant of `parent`. */
const findVariant = (resource: TResourcePricing, variantId: string | null) => {
  if (variantId === null || resource.variantsType !== 'VARIANTS') return null;
  for (const variant of resource.variants) {
    if (variant.id === variantId) return { variant, parent: null };
    const sub = variant.subVariants.find((candidate) => candidate.id === variantId);
    if (sub) return { variant: sub, parent: variant };
  }
  return null;
};

/** The parent variant's id of a sub variant; null for a variant, the article or an unknown id. */
export const parentVariantId = (resource: TResourcePricing, variantId: string | null): string | null =>
  findVariant(resource, variantId)?.parent?.id ?? null;

/**
 * The pricing of an article or one of its variants: the (sub) variant's own, else its parent
 * variant's, else the article's. Unknown ids and articles without variants use the article's pricing.
 */
export const pricingForVariant = (resource: TResourcePricing, variantId: string | null): TPricing => {
  const found = findVariant(resource, variantId);
  return found?.variant.pricing ?? found?.parent?.pricing ?? resource.pricing;
};

type TTier = { from: string; price: string };

/** Sum over the brackets: the part of the amount inside [from, next from) at that tier's price. Exact. */
const tieredTotal = (tiers: readonly TTier[], amount: Big): Big => {
  let total = new Big(0);
  for (const [index, tier] of tiers.entries()) {
    const from = new Big(tier.from);
    if (amount.lte(from)) break;
    const next = tiers[index + 1];
    const upper = next === undefined || amount.lte(next.from) ? amount : new Big(next.from);
    total = total.plus(upper.minus(from).times(tier.price));
  }
  return total;
};

/** The last tier whose `from` the amount reaches (tiers ascend from 0, so the first always is). */
const reachedTier = (tiers: readonly TTier[], amount: Big): TTier | undefined =>
  tiers.findLast((tier) => amount.gte(tier.from));

/**
 * Unit price and total of `amount` units. Tiers are taken in the order the schema enforces (from 0,
 * ascending). Amount 0 costs 0 at the first tier's price. A negative amount (a correction) costs the
 * negated price of its absolute amount, so a correction cancels the line it corrects.
 */
export const priceFor = (pricing: TPricing, amount: string): { unitPrice: string; total: string } => {
  const perUnit = effectivePricePerUnit(pricing);
  const signed = new Big(amount);
  const units = signed.abs();
  let unitPrice: Big;
  let total: Big;
  if (perUnit.type === 'SIMPLE') {
    unitPrice = new Big(perUnit.price);
    total = unitPrice.times(units);
  } else if (perUnit.type === 'VOLUME') {
    unitPrice = new Big(reachedTier(perUnit.tiers, units)?.price ?? 0);
    total = unitPrice.times(units);
  } else {
    total = tieredTotal(perUnit.tiers, units);
    unitPrice = units.eq(0) ? new Big(perUnit.tiers[0]?.price ?? 0) : new Average(total).div(units);
  }
  if (signed.lt(0)) total = total.neg();
  return { unitPrice: decimalText(unitPrice), total: decimalText(roundHalfUp(total, CENT_DECIMALS)) };
};

type TOverride = TPriceAgreement['priceTarget']['overrides'][number];

export type TPriceUsage = {
  resourceId: string;
  resourceVariantId: string | null;
  /** Set when resourceVariantId is a sub variant: an override for its parent variant applies too. */
  parentVariantId?: string | null;
  customerId: string;
  customerTagIds: readonly string[];
  /** The day of the usage, YYYY-MM-DD (the company's local day, not a UTC timestamp). */
  date: string;
};

export type TPriceAgreementMatch = { agreement: TPriceAgreement; override: TOverride };

/** The override for the usage's variant: exact, else its parent variant's, else the article-wide one. */
const overrideFor = (agreement: TPriceAgreement, usage: TPriceUsage): TOverride | null => {
  const { overrides } = agreement.priceTarget;
  const byVariant = (id: string | null | undefined) =>
    id === null || id === undefined ? undefined : overrides.find((override) => override.resourceVariantId === id);
  return (
    byVariant(usage.resourceVariantId) ??
    byVariant(usage.parentVariantId) ??
    overrides.find((override) => override.resourceVariantId === null) ??
    null
  );
};

/** YYYY-MM-DD strings order like the days they name. */
const coversDay = (agreement: TPriceAgreement, date: string): boolean =>
  agreement.start <= date && (agreement.end === null || date <= agreement.end);

const isSpecific = (agreement: TPriceAgreement): boolean => agreement.customerTarget.type === 'CUSTOMERS';

/**
 * Precedence of two applicable agreements, negative when `a` wins: a specific-customer agreement
 * beats a tag agreement; then the later start; on the same start the later createdAt (the newer
 * agreement was made knowing the older one), then the greater id, so the choice never depends on
 * the order the agreements were loaded in.
 */
export const comparePrecedence = (a: TPriceAgreement, b: TPriceAgreement): number => {
  if (isSpecific(a) !== isSpecific(b)) return isSpecific(a) ? -1 : 1;
  if (a.start !== b.start) return a.start > b.start ? -1 : 1;
  if (a.createdAt !== b.createdAt) return a.createdAt > b.createdAt ? -1 : 1;
  if (a.id !== b.id) return a.id > b.id ? -1 : 1;
  return 0;
};

type TIndexEntry = { agreement: TPriceAgreement; customers: ReadonlySet<string> };

/** Live agreements per article, each list in precedence order: the first applicable one wins. */
export type TPriceAgreementIndex = { readonly byResource: ReadonlyMap<string, readonly TIndexEntry[]> };

const targetIds = (agreement: TPriceAgreement): readonly string[] =>
  agreement.customerTarget.type === 'CUSTOMERS'
    ? agreement.customerTarget.customerIds
    : agreement.customerTarget.customerTagIds;

const isIndex = (agreements: readonly TPriceAgreement[] | TPriceAgreementIndex): agreements is TPriceAgreementIndex =>
  'byResource' in agreements;

export const indexPriceAgreements = (agreements: readonly TPriceAgreement[]): TPriceAgreementIndex => {
  const byResource = new Map<string, TIndexEntry[]>();
  for (const agreement of [...agreements].sort(comparePrecedence)) {
    if (agreement.archived) continue;
    const entry = { agreement, customers: new Set(targetIds(agreement)) };
    const list = byResource.get(agreement.priceTarget.resourceId);
    if (list) list.push(entry);
    else byResource.set(agreement.priceTarget.resourceId, [entry]);
  }
  return { byResource };
};

const matchesCustomer = (agreement: TPriceAgreement, customers: ReadonlySet<string>, usage: TPriceUsage) =>
  isSpecific(agreement) ? customers.has(usage.customerId) : usage.customerTagIds.some((tagId) => customers.has(tagId));

/**
 * The agreement and override that price the usage, or null when none applies (archived ones never do).
 * With the plain array every agreement is checked (fine for a handful); the index looks only at the
 * article's agreements and stops at the first applicable one.
 */
export const selectPriceAgreement = (
  agreements: readonly TPriceAgreement[] | TPriceAgreementIndex,
  usage: TPriceUsage,
): TPriceAgreementMatch | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(usage.date)) throw new RangeError(`usage date must be YYYY-MM-DD: ${usage.date}`);
  if (isIndex(agreements)) {
    for (const { agreement, customers } of agreements.byResource.get(usage.resourceId) ?? []) {
      if (!coversDay(agreement, usage.date) || !matchesCustomer(agreement, customers, usage)) continue;
      const override = overrideFor(agreement, usage);
      if (override) return { agreement, override };
    }
    return null;
  }
  let best: TPriceAgreementMatch | null = null;
  for (const agreement of agreements) {
    if (agreement.archived || agreement.priceTarget.resourceId !== usage.resourceId) continue;
    if (!coversDay(agreement, usage.date)) continue;
    const ids = targetIds(agreement);
    const customerMatches = isSpecific(agreement)
      ? ids.includes(usage.customerId)
      : usage.customerTagIds.some((tagId) => ids.includes(tagId));
    if (!customerMatches) continue;
    const override = overrideFor(agreement, usage);
    if (override && (best === null || comparePrecedence(agreement, best.agreement) < 0)) best = { agreement, override };
  }
  return best;
};

export type TResolvedPrice = {
  unitPrice: string;
  total: string;
  /** The pricing applied: the agreement's override, else the (sub) variant's or article's. */
  pricing: TPricing;
  agreementId: string | null;
  priceBasedOnPriceAgreement: boolean;
  /** The cost per unit of the applied pricing, else of the article/variant (for the margin). */
  costPerUnit: string | null;
};

/** The price of `amount` units of an article (variant) for a customer on a day. */
export const resolvePrice = (input: {
  resource: TResourcePricing & Pick<TResource, 'id'>;
  resourceVariantId: string | null;
  agreements: readonly TPriceAgreement[] | TPriceAgreementIndex;
  customer: { id: string; tagIds: readonly string[] };
  date: string;
  amount: string;
}): TResolvedPrice => {
  const { resource, resourceVariantId } = input;
  const own = pricingForVariant(resource, resourceVariantId);
  const match = selectPriceAgreement(input.agreements, {
    resourceId: resource.id,
    resourceVariantId,
    parentVariantId: parentVariantId(resource, resourceVariantId),
    customerId: input.customer.id,
    customerTagIds: input.customer.tagIds,
    date: input.date,
  });
  const pricing = match?.override.pricing ?? own;
  const cost = pricing.costPerUnit ?? own.costPerUnit;
  return {
    ...priceFor(pricing, input.amount),
    pricing,
    agreementId: match?.agreement.id ?? null,
    priceBasedOnPriceAgreement: match !== null,
    costPerUnit: cost === null ? null : decimalText(new Big(cost)),
  };
};
