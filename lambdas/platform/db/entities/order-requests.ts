/** Entities of order requests (services.md §3) and the company's server-kept counters. */
import { Entity } from 'electrodb';
import { orderRequestStatuses } from '../../../../schemas/stored-enums';
import { units } from '../../../../schemas/units';
import { companyIndex, companyOwned, entityOptions, key, SERVICE, versionedTimestamps } from '../entity-base';

/**
 * An order request of a customer to a contractor. Read per customer (gsi1: the customer's own list) and
 * per company and stage (gsi2: the office's open requests and its archive), newest change first.
 */
export const createOrderRequestEntity = () =>
  new Entity(
    {
      model: { entity: 'orderRequest', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        orderRequestId: { type: 'string', required: true },
        customerId: { type: 'string', required: true },
        customerName: { type: 'string', required: true },
        subject: { type: 'string', required: true },
        description: { type: 'string' },
        startDate: { type: 'string' },
        endDate: { type: 'string' },
        fieldIds: { type: 'list', items: { type: 'string' } },
        trackIds: { type: 'list', items: { type: 'string' } },
        loadingPointIds: { type: 'list', items: { type: 'string' } },
        /** Markers and the sequence: their shape is owned by schemas/map-structures.ts, checked on write. */
        markers: { type: 'any' },
        mapStructuresSequence: { type: 'any' },
        isMapStructuresSequenceEnabled: { type: 'boolean' },
        serviceId: { type: 'string' },
        serviceName: { type: 'string' },
        fieldNames: { type: 'list', items: { type: 'string' } },
        /** A decimal string ('12.5'), never a binary float. */
        amount: { type: 'string' },
        amountUnit: { type: units },
        status: { type: orderRequestStatuses, required: true },
        /** 'draft', 'open' (pending) or 'archive' (accepted, rejected): the office lists by it. */
        stage: { type: ['draft', 'open', 'archive'] as const, required: true },
        createdByUserId: { type: 'string', required: true },
        createdByName: { type: 'string', required: true },
        sentAt: { type: 'string' },
        decidedAt: { type: 'string' },
        decidedByName: { type: 'string' },
        decisionNote: { type: 'string' },
        ...versionedTimestamps,
      },
      indexes: {
        byCompany: companyIndex(['orderRequestId'], 'orderRequest#${orderRequestId}'),
        byCustomer: {
          index: 'gsi1',
          pk: key('gsi1pk', ['companyId', 'customerId'], '${companyId}#orderRequests-of#${customerId}'),
          sk: key('gsi1sk', ['updatedAt', 'orderRequestId'], '${updatedAt}#${orderRequestId}'),
        },
        byStage: {
          index: 'gsi2',
          pk: key('gsi2pk', ['companyId', 'stage'], '${companyId}#orderRequests#${stage}'),
          sk: key('gsi2sk', ['updatedAt', 'orderRequestId'], '${updatedAt}#${orderRequestId}'),
        },
      },
    },
    entityOptions(),
  );

/** A number the server keeps for a company, e.g. pendingOrderRequests for the menu badge (§3 counters). */
export const createCompanyCounterEntity = () =>
  new Entity(
    {
      model: { entity: 'companyCounter', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        name: { type: 'string', required: true },
        value: { type: 'number', default: 0 },
      },
      indexes: {
        byName: companyIndex(['name'], 'counter#${name}'),
      },
    },
    entityOptions(),
  );
