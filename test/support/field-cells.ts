import { transactWrite } from '../../lambdas/platform/db/write';
import { fieldCellWrites } from '../../lambdas/platform/field-index';
import type { TIndexedField } from '../../schemas/geo/field-index';
import { withTable } from './running-order';

/**
 * Fields put into the spatial index the way the structures service does with every field it writes
 * (fieldCellWrites in the field's transaction), for tests of the geo service that need no field records.
 */
export const indexField = (field: TIndexedField, previous: TIndexedField | null = null): Promise<void> =>
  withTable(() => transactWrite(fieldCellWrites(field, previous)));

/** A rectangular field of `height` x `width` degrees with its south-west corner at (lat, lng). */
export const rectangleField = (
  companyId: string,
  id: string,
  corner: { lat: number; lng: number },
  size: { height: number; width: number } = { height: 0.004, width: 0.006 },
): TIndexedField => ({
  companyId,
  id,
  name: `Schlag ${id}`,
  crop: 'Winterweizen',
  shape: [
    { lat: corner.lat, lng: corner.lng },
    { lat: corner.lat, lng: corner.lng + size.width },
    { lat: corner.lat + size.height, lng: corner.lng + size.width },
    { lat: corner.lat + size.height, lng: corner.lng },
  ],
});
