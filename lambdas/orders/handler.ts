import type { APIGatewayProxyEventV2, DynamoDBStreamEvent } from 'aws-lambda';
import { randomIds, systemClock } from '../platform/clock';
import { dynamoCompanyStore, dynamoOperatingUnitStore } from '../platform/company-store';
import { requireAtColdStart } from '../platform/config';
import { customerNames } from '../platform/customer-lookups';
import { readFieldShapes } from '../platform/field-shapes';
import { createHttpHandler } from '../platform/http';
import { createLogger } from '../platform/logger';
import { readOrderStructures } from '../platform/order-structures';
import { readOrderTracks } from '../platform/order-tracks';
import { dynamoRecordStore } from '../platform/records/record-store';
import { findEmployeeOfUser } from '../platform/records/viewer';
import { dynamoExistingIds } from '../platform/references/dynamo-existing-ids';
import { isStreamEvent, tableChanges } from '../platform/stream-image';
import { readTimeTracking } from '../platform/time-trackings';
import { absenceRoutes } from './board/absence-routes';
import { dynamoAbsenceStore } from './board/absence-store';
import { boardRoutes } from './board/board-routes';
import { coverageRoutes, coveredAreaOf } from './coverage-routes';
import { dynamoCustomerUnits } from './customer-units';
import { drivingRoutes } from './driving-routes';
import { dynamoDrivingStore } from './driving-store';
import { makeCreateOrdersOfAcceptedOffers } from './offer-orders';
import { orderRoutes } from './order-routes';
import { dynamoOrderStore } from './order-store';
import { makeCreateOrdersOfAcceptedRequests } from './request-orders';
import { stopRoutes } from './stop-routes';
import { dynamoStopStore } from './stop-store';

requireAtColdStart({ table: true, tokens: true });

const orders = dynamoOrderStore();
const companies = dynamoCompanyStore();
const records = dynamoRecordStore();
const logger = createLogger('orders');
const coverage = { tracks: readOrderTracks, fieldShapes: readFieldShapes };
const absences = dynamoAbsenceStore();

/**
 * The orders service: owns order state (issue 12); the office plans, assigns, trashes and archives
 * orders, drivers work them and stop them through the stop wizard.
 */
const http = createHttpHandler('orders', [
  ...orderRoutes({
    orders,
    companies,
    records,
    units: dynamoOperatingUnitStore(),
    customerUnits: dynamoCustomerUnits,
    existingIds: dynamoExistingIds,
    clock: systemClock,
    ids: randomIds,
  }),
  ...stopRoutes({
    orders,
    records,
    employeeOfUser: (companyId, userId) => findEmployeeOfUser(records, companyId, userId),
    tracking: readTimeTracking,
    coveredArea: coveredAreaOf(coverage),
    stops: dynamoStopStore(),
    existingIds: dynamoExistingIds,
    clock: systemClock,
    ids: randomIds,
  }),
  ...coverageRoutes({ orders, ...coverage }),
  ...drivingRoutes({
    orders,
    driving: dynamoDrivingStore(records),
    companies,
    records,
    existingIds: dynamoExistingIds,
    structures: readOrderStructures,
    tracks: readOrderTracks,
    clock: systemClock,
    ids: randomIds,
  }),
  ...boardRoutes({
    orders,
    absences,
    companies,
    records,
    units: dynamoOperatingUnitStore(),
    customerUnits: dynamoCustomerUnits,
    customerNames,
    existingIds: dynamoExistingIds,
    clock: systemClock,
  }),
  ...absenceRoutes({ absences, existingIds: dynamoExistingIds, clock: systemClock, ids: randomIds }),
]);

const createOrdersOfAcceptedRequests = makeCreateOrdersOfAcceptedRequests({
  orders,
  companies,
  serviceOf: (companyId, serviceId) => records.get(companyId, 'service', serviceId),
  customerUnits: dynamoCustomerUnits,
  clock: systemClock,
  logRefused: (message, error) => logger.warn(message, { error }),
});

const createOrdersOfAcceptedOffers = makeCreateOrdersOfAcceptedOffers({
  orders,
  companies,
  customerUnits: dynamoCustomerUnits,
  clock: systemClock,
  logRefused: (message, error) => logger.warn(message, { error }),
});

/** HTTP routes, and the table's change stream: accepted order requests and offers become draft orders. */
export const handler = async (event: APIGatewayProxyEventV2 | DynamoDBStreamEvent, context: unknown) => {
  if (!isStreamEvent(event)) return http(event, context);
  const changes = tableChanges(event);
  await createOrdersOfAcceptedRequests(changes);
  await createOrdersOfAcceptedOffers(changes);
  return undefined;
};
