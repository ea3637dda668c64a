/** Entities of the work done in the field: time trackings (orders: ./orders.ts). */
import { Entity } from 'electrodb';
import { companyIndex, companyOwned, entityOptions, SERVICE } from '../entity-base';

/**
 * One stretch of an employee's work (internal work or an order run), the source of 'Meine Arbeitszeiten'.
 * Sorted per employee by start, so a month is one range query.
 */
export const createTimeTrackingEntity = () =>
  new Entity(
    {
      model: { entity: 'timeTracking', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        employeeId: { type: 'string', required: true },
        timeTrackingId: { type: 'string', required: true },
        type: { type: ['order', 'internal'] as const, required: true },
        internalActivityPresetId: { type: 'string' },
        presetName: { type: 'string', required: true },
        purpose: { type: ['PAUSE', 'OTHER', 'USE'] as const },
        orderId: { type: 'string' },
        operatingUnitId: { type: 'string' },
        start: { type: 'string', required: true },
        end: { type: 'string' },
        note: { type: 'string', default: '' },
      },
      indexes: {
        byEmployee: companyIndex(
          ['employeeId', 'start', 'timeTrackingId'],
          'timeTracking#${employeeId}#${start}#${timeTrackingId}',
        ),
      },
    },
    entityOptions(),
  );
