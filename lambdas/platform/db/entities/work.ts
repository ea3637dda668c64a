/** Entities of the work done in the field: orders (as far as drivers read them) and time trackings. */
import { Entity } from 'electrodb';
import { orderStatuses } from '../../../../schemas/order-enums';
import { companyIndex, companyOwned, entityOptions, key, SERVICE, versionedTimestamps } from '../entity-base';

/**
 * An order (application.md §3 'Order'): the fields the Fahrerbereich reads. Snapshots of the service and
 * machines keep what the order was planned with. Read by company, and per employee and status ordered
 * by planned start ('Read own assigned unstarted orders', §7) through gsi1.
 */
export const createOrderEntity = () =>
  new Entity(
    {
      model: { entity: 'order', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        orderId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        status: { type: orderStatuses, required: true },
        /** The employee doing the order; orders without one (drafts) are not in the employee index. */
        employeeId: { type: 'string', required: true },
        operatingUnitId: { type: 'string' },
        serviceId: { type: 'string' },
        serviceSnapshot: { type: 'any' },
        customerIds: { type: 'list', items: { type: 'string' } },
        machineIds: { type: 'list', items: { type: 'string' } },
        machineSnapshots: { type: 'any' },
        plannedStartDateTime: { type: 'string', required: true },
        plannedEndDateTime: { type: 'string' },
        /** The order's note ('other', §3). */
        other: { type: 'string' },
        ...versionedTimestamps,
      },
      indexes: {
        byCompany: companyIndex(['orderId'], 'order#${orderId}'),
        byEmployee: {
          index: 'gsi1',
          pk: key('gsi1pk', ['companyId', 'employeeId'], '${companyId}#orders-of#${employeeId}'),
          sk: key(
            'gsi1sk',
            ['status', 'plannedStartDateTime', 'orderId'],
            '${status}#${plannedStartDateTime}#${orderId}',
          ),
        },
      },
    },
    entityOptions(),
  );

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
