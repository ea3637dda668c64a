import * as z from 'zod';
import { ZVertex } from '../../../schemas/map-tracks';
import { batchGetAll } from '../../platform/db/batch-get';
import { db } from '../../platform/db/entities';
import type { ProgressFieldSource } from './progress-view';

/**
 * The fields a progress link may show, read by key (the structures service owns them, as
 * lambdas/platform/field-shapes.ts reads them): owner, name, outline and area. A field not stored is left out.
 */
const ZStoredProgressField = z.object({
  fieldId: z.string(),
  customerId: z.string().nullable().default(null),
  name: z.string(),
  shape: z.array(ZVertex),
  holes: z.array(z.array(ZVertex)).default([]),
  areaHa: z.number(),
});

export const readProgressFields = async (
  companyId: string,
  fieldIds: readonly string[],
): Promise<ProgressFieldSource[]> => {
  const unique = [...new Set(fieldIds)];
  if (unique.length === 0) return [];
  const items = await batchGetAll(
    unique.map((fieldId) => ({ companyId, fieldId })),
    (keys) =>
      db()
        .mapField.get(keys)
        .go({ attributes: ['fieldId', 'customerId', 'name', 'shape', 'holes', 'areaHa'] }),
  );
  return items.map((item) => ZStoredProgressField.parse(item));
};
