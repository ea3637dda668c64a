import { Entity } from 'electrodb';
import { orderStatuses } from '../../../../schemas/order-enums';
import { orderShelves } from '../../../../schemas/stored-enums';
import { companyIndex, companyOwned, entityOptions, key, SERVICE, versionedTimestamps } from '../entity-base';

const text = { type: 'string' } as const;
const idList = { type: 'list', items: { type: 'string' } } as const;
/** Parts the orders service parses with its schema (schemas/orders): lists of runs, records, answers. */
const parts = { type: 'any' } as const;

/** The assignee of an order nobody is to do (a draft without driver, trash, archive): not in the employee index. */
export const NOBODY = '-';

/**
 * An order (application.md §3 'Order'), owned by the orders service; the Fahrerbereich reads it too.
 * Access patterns (DESIGN §3, no Scan): by id in the company partition; per employee and status by
 * planned start (gsi1, 'Read own assigned unstarted orders' §7, only for orders in the lists with an
 * employee); per shelf and status by planned start (gsi2: status and period lists, archive, trash).
 * Per customer, machine and project the order writes link items (createOrderLinkEntity).
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
        /** Items written before orders had shelves are in the lists. */
        shelf: { type: orderShelves, required: true, default: 'ACTIVE' },
        /** The employee doing the order; orders without one (drafts) are not in the employee index. */
        employeeId: text,
        operatingUnitId: text,
        serviceId: text,
        serviceSnapshot: parts,
        customerIds: idList,
        subCustomerIds: idList,
        projectId: text,
        receiptReceiverId: text,
        machineIds: idList,
        machineSnapshots: parts,
        plannedStartDateTime: { type: 'string', required: true },
        plannedEndDateTime: text,
        fieldIds: idList,
        trackIds: idList,
        loadingPointIds: idList,
        markers: parts,
        mapStructuresSequence: parts,
        isMapStructuresSequenceEnabled: { type: 'boolean' },
        fieldOverrides: parts,
        /** The order's note ('other', §3). */
        other: text,
        decoupleTimeTrackings: { type: 'boolean' },
        activeTime: parts,
        resourceUsages: parts,
        taskRecords: parts,
        counterTrackings: parts,
        driverQueryAnswers: parts,
        protocol: parts,
        weighings: parts,
        refuels: parts,
        tollRecords: parts,
        timeTrackings: parts,
        currentGeoLocationTrackingId: text,
        /** The accepted order request the order was made from. */
        orderRequestId: text,
        /** The campaign the order is a link of. */
        campaignId: text,
        /**
         * Whose to-do list the order is on (the employee index): its employee while it is in the lists,
         * else NOBODY. Derived on every write; ElectroDB needs every key part of a sparse index present.
         */
        assignee: {
          type: 'string',
          watch: ['employeeId', 'shelf'],
          set: (_value, item) =>
            typeof item.employeeId === 'string' && (item.shelf ?? 'ACTIVE') === 'ACTIVE' ? item.employeeId : NOBODY,
        },
        ...versionedTimestamps,
      },
      indexes: {
        byCompany: companyIndex(['orderId'], 'order#${orderId}'),
        byEmployee: {
          index: 'gsi1',
          // Sparse: a draft without driver, and an order in the trash or archive, is nobody's to do.
          condition: (item) => item.assignee !== NOBODY,
          pk: key('gsi1pk', ['companyId', 'assignee'], '${companyId}#orders-of#${assignee}'),
          sk: key(
            'gsi1sk',
            ['status', 'plannedStartDateTime', 'orderId'],
            '${status}#${plannedStartDateTime}#${orderId}',
          ),
        },
        byShelfAndStatus: {
          index: 'gsi2',
          pk: key('gsi2pk', ['companyId', 'shelf', 'status'], '${companyId}#orders#${shelf}#${status}'),
          sk: key('gsi2sk', ['plannedStartDateTime', 'orderId'], '${plannedStartDateTime}#${orderId}'),
        },
      },
    },
    entityOptions(),
  );

/**
 * A link from a customer, machine or project to an order, in the company partition, sorted by the order's
 * planned start: 'the orders of this customer (machine, project) in this period' is one Query. Written and removed in
 * the order's transaction, so links and orders never disagree.
 */
export const createOrderLinkEntity = () =>
  new Entity(
    {
      model: { entity: 'orderLink', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        kind: { type: ['customer', 'machine', 'project'] as const, required: true },
        targetId: { type: 'string', required: true },
        plannedStartDateTime: { type: 'string', required: true },
        orderId: { type: 'string', required: true },
      },
      indexes: {
        byTarget: companyIndex(
          ['kind', 'targetId', 'plannedStartDateTime', 'orderId'],
          'order-link#${kind}#${targetId}#${plannedStartDateTime}#${orderId}',
        ),
      },
    },
    entityOptions(),
  );
