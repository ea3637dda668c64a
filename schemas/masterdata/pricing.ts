import * as z from 'zod';
import { ZDecimal, ZPercent } from './common';

/**
 * The price structure of an article (application.md §3 'Resource/article'): how its price per unit is
 * calculated. Shared by the article itself, its variants and the overrides of price agreements.
 */
export const calculationTypes = ['FIXED', 'SURCHARGE'] as const;
export const ZCalculationType = z.enum(calculationTypes);
export type TCalculationType = z.infer<typeof ZCalculationType>;

export const priceTypes = ['SIMPLE', 'TIERED', 'VOLUME'] as const;
export type TPriceType = (typeof priceTypes)[number];

/** One tier: the price per unit from `from` units on (the first tier starts at 0). */
export const ZPriceTier = z.object({ from: ZDecimal, price: ZDecimal });
export type TPriceTier = z.infer<typeof ZPriceTier>;

const tiersMessage = 'Die Staffeln müssen bei 0 beginnen und aufsteigend sein.';

const ZTiers = z
  .array(ZPriceTier)
  .min(1, 'Bitte gib mindestens eine Staffel ein.')
  .max(20, 'Höchstens 20 Staffeln.')
  .refine((tiers) => {
    const starts = tiers.map((tier) => Number(tier.from));
    return starts[0] === 0 && starts.every((start, index) => index === 0 || start > (starts[index - 1] ?? 0));
  }, tiersMessage);

/**
 * Price per unit. SIMPLE: one price. TIERED (Staffelpreis): each unit costs the price of the tier it
 * falls in, like tax brackets. VOLUME (Mengenpreis): the whole amount costs the price of the tier the
 * amount reaches.
 */
export const ZPricePerUnit = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SIMPLE'), price: ZDecimal }),
  z.object({ type: z.literal('TIERED'), tiers: ZTiers }),
  z.object({ type: z.literal('VOLUME'), tiers: ZTiers }),
]);
export type TPricePerUnit = z.infer<typeof ZPricePerUnit>;

/**
 * How the price comes about. FIXED: pricePerUnit as entered. SURCHARGE: cost per unit plus
 * surchargePercent (pricePerUnit is then derived and ignored as input).
 */
export const ZPricing = z.object({
  calculationType: ZCalculationType.default('FIXED'),
  costPerUnit: ZDecimal.nullable().default(null),
  surchargePercent: ZPercent.nullable().default(null),
  pricePerUnit: ZPricePerUnit.default({ type: 'SIMPLE', price: '0' }),
});
export type TPricing = z.infer<typeof ZPricing>;
export type TPricingInput = z.input<typeof ZPricing>;

/** A surcharge needs the cost it is added to and the percentage. */
export const pricingIssues = (pricing: TPricing): { path: string[]; message: string }[] => {
  if (pricing.calculationType !== 'SURCHARGE') return [];
  const issues: { path: string[]; message: string }[] = [];
  if (pricing.costPerUnit === null)
    issues.push({ path: ['costPerUnit'], message: 'Bitte gib die Kosten pro Einheit ein.' });
  if (pricing.surchargePercent === null)
    issues.push({ path: ['surchargePercent'], message: 'Bitte gib den Aufschlag in Prozent ein.' });
  return issues;
};
