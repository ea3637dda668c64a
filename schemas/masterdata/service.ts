import * as z from 'zod';
import { boundedArray, INPUT_LIMITS, idField, idList, optionalIdText } from '../input-bounds';
import { driverQueryKinds } from '../order-enums';
import { ZPriceBlockBasis } from '../price-blocks';
import { ZUnit } from '../units';
import { optionalText } from '../validation';
import { nameField, recordMeta, ZDecimal, ZIdList, ZVatPercentPoints } from './common';

/** A price block of a service: what is charged and by which basis (application.md §3). */
export const ZPriceBlock = z.object({
  id: optionalIdText().default(''),
  name: nameField('Bitte gib einen Namen für den Preisbaustein ein.', 100),
  basis: ZPriceBlockBasis,
  price: ZDecimal,
});
export type TPriceBlock = z.infer<typeof ZPriceBlock>;

export { driverQueryKinds, type TDriverQueryKind } from '../order-enums';

/**
 * What a driver is asked when starting or stopping an order (application.md §3 'Driver query'): the
 * five kinds, optionally restricted to articles with certain tags or one article (and variant), with a
 * mandatory flag per trigger.
 */
export const ZDriverQuery = z
  .object({
    id: optionalIdText().default(''),
    kind: z.enum(driverQueryKinds, { error: 'Bitte wähle die Art der Abfrage aus.' }),
    info: nameField('Bitte gib die Frage an den Fahrer ein.', 200),
    unit: ZUnit.nullable().default(null),
    restriction: z
      .discriminatedUnion('type', [
        z.object({
          type: z.literal('CATEGORY'),
          tagIds: idList().min(1, 'Bitte wähle ein Schlagwort aus.'),
        }),
        z.object({
          type: z.literal('RESOURCE'),
          resourceId: idField('Bitte wähle einen Artikel aus.'),
          resourceVariantId: optionalIdText().nullable().default(null),
        }),
      ])
      .nullable()
      .default(null),
    askOnStart: z.boolean().default(false),
    askOnStop: z.boolean().default(true),
    mandatoryOnStart: z.boolean().default(false),
    mandatoryOnStop: z.boolean().default(false),
  })
  .refine((query) => query.askOnStart || query.askOnStop, {
    path: ['askOnStop'],
    message: 'Die Abfrage muss beim Start oder beim Stopp gestellt werden.',
  })
  .refine((query) => (!query.mandatoryOnStart || query.askOnStart) && (!query.mandatoryOnStop || query.askOnStop), {
    path: ['mandatoryOnStop'],
    message: 'Eine Pflichtabfrage muss beim jeweiligen Auslöser gestellt werden.',
  });
export type TDriverQuery = z.infer<typeof ZDriverQuery>;

const serviceFields = z.object({
  name: nameField('Bitte gib einen Namen für die Dienstleistung ein.'),
  /** Group of the service catalog, e.g. 'Ernte', 'Bodenbearbeitung'. */
  category: optionalText(60),
  description: optionalText(1000),
  operatingUnitIds: ZIdList,
  priceBlocks: boundedArray(ZPriceBlock, INPUT_LIMITS.partListLength).default([]),
  driverQueries: boundedArray(ZDriverQuery, INPUT_LIMITS.partListLength).default([]),
  /** The driver must write a note when stopping an order of this service. */
  queryNote: z.boolean().default(false),
  vatPercentPoints: ZVatPercentPoints.default(19),
  defaultMachineIds: ZIdList,
});
export const ZServiceInput = serviceFields;
export type TServiceInput = z.input<typeof ZServiceInput>;
export const ZService = serviceFields.extend(recordMeta);
export type TService = z.infer<typeof ZService>;
