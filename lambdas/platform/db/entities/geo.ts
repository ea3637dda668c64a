import { Entity } from 'electrodb';
import { companyIndex, companyOwned, entityOptions, SERVICE } from '../entity-base';

/**
 * The spatial index of fields (services.md 'Field-geometry service'), read by the geo service and written
 * by the structures service in the same transaction as the field (lambdas/platform/field-index.ts).
 */

const requiredNumber = { type: 'number', required: true } as const;

/**
 * One field under one geohash cell its bounding box touches. The sort key orders a company's entries by
 * precision, then cell: geohash strings sort in Z-order, so a run of neighbouring cells, or every cell
 * under a coarser cell's prefix, is one range of one Query. Each entry carries what the map draws (name,
 * outline, usage) and the box the exact filter needs: a read needs no second lookup of the field.
 */
export const createFieldCellEntity = () =>
  new Entity(
    {
      model: { entity: 'fieldCell', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        precision: requiredNumber,
        cell: { type: 'string', required: true },
        fieldId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        usage: { type: 'string' },
        /**
         * The outline as JSON text of [lng, lat] pairs: one string rather than two numbers per vertex keeps
         * the entry small and quick to read (the map takes it as it is).
         */
        coordinates: { type: 'string', required: true },
        minLat: requiredNumber,
        maxLat: requiredNumber,
        minLng: requiredNumber,
        maxLng: requiredNumber,
      },
      indexes: {
        byCell: companyIndex(['precision', 'cell', 'fieldId'], 'fieldCell#${precision}#${cell}#${fieldId}'),
      },
    },
    entityOptions(),
  );
