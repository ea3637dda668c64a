import * as z from 'zod';
import { boundedArray, INPUT_LIMITS, idList, optionalIdText, tooLongMessage } from '../input-bounds';
import { optionalText } from '../validation';
import { nameField, recordMeta } from './common';
import { pricingIssues, ZPricing } from './pricing';

/** A calendar day, YYYY-MM-DD. */
export const ZDay = z.iso.date({ error: 'Bitte gib ein gültiges Datum ein.' });

/** The agreed price of an article, or of one of its variants (resourceVariantId). */
export const ZPriceOverride = z.object({
  resourceVariantId: optionalIdText().nullable().default(null),
  pricing: ZPricing,
});

/**
 * A price agreement (application.md §3, §5): from start to end (both inclusive; no end = open), the
 * article is charged at the agreed price for the named customers, or for customers with one of the tags.
 */
const agreementFields = z.object({
  name: nameField('Bitte gib einen Namen für die Preisvereinbarung ein.'),
  note: optionalText(1000),
  start: ZDay,
  end: ZDay.nullable().default(null),
  priceTarget: z.object({
    resourceId: z
      .string({ error: 'Bitte wähle einen Artikel aus.' })
      .min(1, 'Bitte wähle einen Artikel aus.')
      .max(INPUT_LIMITS.idLength, tooLongMessage(INPUT_LIMITS.idLength)),
    overrides: boundedArray(ZPriceOverride, INPUT_LIMITS.partListLength).min(
      1,
      'Bitte gib einen vereinbarten Preis ein.',
    ),
  }),
  customerTarget: z.discriminatedUnion(
    'type',
    [
      z.object({
        type: z.literal('CUSTOMERS'),
        customerIds: idList().min(1, 'Bitte wähle mindestens einen Kunden aus.'),
      }),
      z.object({
        type: z.literal('CUSTOMER_TAGS'),
        customerTagIds: idList().min(1, 'Bitte wähle mindestens ein Kunden-Schlagwort aus.'),
      }),
    ],
    { error: 'Bitte wähle Kunden oder Kunden-Schlagwörter aus.' },
  ),
});

export const ZPriceAgreementInput = agreementFields.superRefine((agreement, context) => {
  if (agreement.end !== null && agreement.end < agreement.start) {
    context.addIssue({ code: 'custom', path: ['end'], message: 'Das Enddatum darf nicht vor dem Startdatum liegen.' });
  }
  agreement.priceTarget.overrides.forEach((override, index) => {
    for (const issue of pricingIssues(override.pricing)) {
      context.addIssue({
        code: 'custom',
        path: ['priceTarget', 'overrides', index, 'pricing', ...issue.path],
        message: issue.message,
      });
    }
  });
});
export type TPriceAgreementInput = z.input<typeof ZPriceAgreementInput>;

export const ZPriceAgreement = agreementFields.extend(recordMeta);
export type TPriceAgreement = z.infer<typeof ZPriceAgreement>;
