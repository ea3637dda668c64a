import type { APIGatewayProxyEventV2, DynamoDBStreamEvent } from 'aws-lambda';
import { ZProgressShareSubject } from '../../schemas/planning/progress-share';
import { readBillingFacts } from '../platform/billing-facts';
import { randomIds, systemClock } from '../platform/clock';
import { dynamoCompanyStore, dynamoOperatingUnitStore } from '../platform/company-store';
import { requireAtColdStart } from '../platform/config';
import { customerNames, dynamoCustomerTags } from '../platform/customer-lookups';
import { readFieldShapes } from '../platform/field-shapes';
import { createHttpHandler } from '../platform/http';
import { createLogger } from '../platform/logger';
import { dynamoNumberCounter } from '../platform/numbering/counter';
import { readOrderStructures } from '../platform/order-structures';
import { readOrderTracks } from '../platform/order-tracks';
import { dynamoRecordStore, dynamoUserName } from '../platform/records/record-store';
import { findEmployeeOfUser } from '../platform/records/viewer';
import { dynamoExistingIds } from '../platform/references/dynamo-existing-ids';
import { dynamoStructureOwners } from '../platform/references/structure-owners';
import { dynamoShareLinkStore } from '../platform/share-links/share-link-store';
import { documentsStorage } from '../platform/storage';
import { isStreamEvent, tableChanges } from '../platform/stream-image';
import { readTimeTracking } from '../platform/time-trackings';
import { absenceRoutes } from './board/absence-routes';
import { dynamoAbsenceStore } from './board/absence-store';
import { boardRoutes } from './board/board-routes';
import { campaignRoutes } from './campaigns/campaign-routes';
import { dynamoCampaignStore } from './campaigns/campaign-store';
import { coverageRoutes, coveredAreaOf } from './coverage-routes';
import { cropProtectionRoutes } from './crop-protection/crop-protection-routes';
import { dynamoCustomerFields } from './crop-protection/customer-fields';
import { dynamoOrderChangesWriter } from './crop-protection/order-writes';
import { dynamoCustomerUnits } from './customer-units';
import { drivingRoutes } from './driving-routes';
import { dynamoDrivingStore } from './driving-store';
import { makeCreateOrdersOfAcceptedOffers } from './offer-orders';
import { orderRoutes } from './order-routes';
import { dynamoOrderStore } from './order-store';
import { readProgressFields } from './progress-shares/progress-fields';
import { progressShareRoutes } from './progress-shares/progress-share-routes';
import { projectRoutes } from './projects/project-routes';
import { refuelRoutes } from './refuels/refuel-routes';
import { rentalSequence } from './rentals/rental';
import { rentalRoutes } from './rentals/rental-routes';
import { dynamoRentalStore } from './rentals/rental-store';
import { makeCreateOrdersOfAcceptedRequests } from './request-orders';
import { stopRoutes } from './stop-routes';
import { dynamoStopStore } from './stop-store';
import { tollRoutes } from './tolls/toll-routes';
import { dynamoTollStore } from './tolls/toll-store';

requireAtColdStart({ table: true, tokens: true });

const orders = dynamoOrderStore();
const companies = dynamoCompanyStore();
const records = dynamoRecordStore();
const logger = createLogger('orders');
const coverage = { tracks: readOrderTracks, fieldShapes: readFieldShapes };
const shownCustomerNames = async (companyId: string, ids: readonly string[]) =>
  new Map([...(await customerNames(companyId, ids))].map(([id, customer]) => [id, customer.name]));
const absences = dynamoAbsenceStore();
const rentals = dynamoRentalStore();

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
  ...campaignRoutes({
    campaigns: dynamoCampaignStore(),
    orders,
    companies,
    records,
    customerUnits: dynamoCustomerUnits,
    customerName: async (companyId, customerId) => (await customerNames(companyId, [customerId])).get(customerId)?.name,
    existingIds: dynamoExistingIds,
    structureOwners: dynamoStructureOwners,
    clock: systemClock,
    ids: randomIds,
  }),
  ...refuelRoutes({ orders, records, existingIds: dynamoExistingIds, clock: systemClock, ids: randomIds }),
  ...tollRoutes({
    orders,
    machines: (companyId) => records.list(companyId, 'machine'),
    tolls: dynamoTollStore(),
    storage: documentsStorage(),
    clock: systemClock,
    ids: randomIds,
  }),
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
  ...cropProtectionRoutes({
    orders,
    records,
    customerFields: dynamoCustomerFields,
    customerTags: dynamoCustomerTags,
    writeOrders: dynamoOrderChangesWriter(orders),
    existingIds: dynamoExistingIds,
    clock: systemClock,
    ids: randomIds,
  }),
  ...rentalRoutes({
    rentals,
    records,
    existingIds: dynamoExistingIds,
    issueNumber: (companyId, year) => dynamoNumberCounter.issue(companyId, rentalSequence(year), 1),
    clock: systemClock,
    ids: randomIds,
  }),
  ...projectRoutes({
    orders,
    projectExists: async (companyId, projectId) => (await records.get(companyId, 'project', projectId)) !== undefined,
    customerNames: shownCustomerNames,
    facts: readBillingFacts,
    clock: systemClock,
  }),
  ...progressShareRoutes({
    shares: dynamoShareLinkStore('orderProgress', ZProgressShareSubject),
    orders,
    companies,
    customerNames: shownCustomerNames,
    fields: readProgressFields,
    facts: readBillingFacts,
    existingIds: dynamoExistingIds,
    userName: dynamoUserName,
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
    rentals: rentals.rentalsOverlapping,
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
