import * as z from 'zod';
import { boundedArray, INPUT_LIMITS, optionalIdText } from '../input-bounds';
import { ZUnit } from '../units';
import { optionalText } from '../validation';
import { nameField, recordMeta, ZIdList, ZVatPercentPoints } from './common';
import { pricingIssues, type TPricing, ZPricing } from './pricing';

type TPricingOrNull = TPricing | null;

/**
 * Articles (Artikel; application.md §3 'Resource/article'). An article has one price structure; with
 * variants (two levels, e.g. 'Diesel' -> 'rot'/'grün'), each variant may carry its own price structure,
 * otherwise it inherits the article's.
 */
export const ZResourceSubVariant = z.object({
  id: optionalIdText().default(''),
  name: nameField('Bitte gib einen Namen für die Variante ein.', 100),
  pricing: ZPricing.nullable().default(null),
});

export const ZResourceVariant = ZResourceSubVariant.extend({
  subVariants: boundedArray(ZResourceSubVariant, INPUT_LIMITS.partListLength).default([]),
});
export type TResourceVariant = z.infer<typeof ZResourceVariant>;

export const variantsTypes = ['SIMPLE', 'VARIANTS'] as const;

const resourceFields = z.object({
  name: nameField('Bitte gib einen Namen für den Artikel ein.'),
  alias: optionalText(100),
  articleNumber: optionalText(40),
  unit: ZUnit,
  tagIds: ZIdList,
  operatingUnitIds: ZIdList,
  vatPercentPoints: ZVatPercentPoints.default(19),
  billDescription: optionalText(1000),
  variantsType: z.enum(variantsTypes).default('SIMPLE'),
  variants: boundedArray(ZResourceVariant, INPUT_LIMITS.partListLength).default([]),
  pricing: ZPricing.prefault({}),
  /** Machine-ring billing code (Verrechnungskennzeichen) of the article, if the ring bills it. */
  vskz_mr: optionalText(20),
});

export const ZResourceInput = resourceFields.superRefine((resource, context) => {
  for (const issue of pricingIssues(resource.pricing)) {
    context.addIssue({ code: 'custom', path: ['pricing', ...issue.path], message: issue.message });
  }
  if (resource.variantsType === 'VARIANTS' && resource.variants.length === 0) {
    context.addIssue({ code: 'custom', path: ['variants'], message: 'Bitte lege mindestens eine Variante an.' });
  }
  const check = (pricing: TPricingOrNull, path: (string | number)[]) => {
    for (const issue of pricing ? pricingIssues(pricing) : []) {
      context.addIssue({ code: 'custom', path: [...path, 'pricing', ...issue.path], message: issue.message });
    }
  };
  resource.variants.forEach((variant, index) => {
    check(variant.pricing, ['variants', index]);
    variant.subVariants.forEach((sub, subIndex) => {
      check(sub.pricing, ['variants', index, 'subVariants', subIndex]);
    });
  });
});
export type TResourceInput = z.input<typeof ZResourceInput>;
export type TResourceData = z.output<typeof ZResourceInput>;

export const ZResource = resourceFields.extend(recordMeta);
export type TResource = z.infer<typeof ZResource>;
