import { ZProgressShareSubject } from '../../schemas/planning/progress-share';
import { rentalsOverlapping } from '../platform/aggregates/rental';
import { readBillingFacts } from '../platform/billing-facts';
import { randomIds, systemClock } from '../platform/clock';
import { dynamoCompanyStore, dynamoOperatingUnitStore } from '../platform/company-store';
import { customerNames, dynamoCustomerTags } from '../platform/customer-lookups';
import { readFieldShapes } from '../platform/field-shapes';
import { createLogger } from '../platform/logger';
import { readOrderStructures } from '../platform/order-structures';
import { readOrderTracks } from '../platform/order-tracks';
import { dynamoRecordStore, dynamoUserName } from '../platform/records/record-store';
import { findEmployeeOfUser } from '../platform/records/viewer';
import { dynamoExistingIds } from '../platform/references/dynamo-existing-ids';
import { dynamoStructureOwners } from '../platform/references/structure-owners';
import { dynamoShareLinkStore } from '../platform/share-links/share-link-store';
import { documentsStorage } from '../platform/storage';
import { readTimeTracking } from '../platform/time-trackings';
import { dynamoAbsenceStore } from './board/absence-store';
import { dynamoCampaignStore } from './campaigns/campaign-store';
import { coveredAreaOf } from './coverage-routes';
import { dynamoCustomerFields } from './crop-protection/customer-fields';
import { dynamoOrderChangesWriter } from './crop-protection/order-writes';
import { dynamoCustomerUnits } from './customer-units';
import { dynamoDrivingStore } from './driving-store';
import { dynamoOrderStore } from './order-store';
import { readProgressFields } from './progress-shares/progress-fields';
import { dynamoStopStore } from './stop-store';
import { dynamoTollStore } from './tolls/toll-store';

/**
 * Everything the orders service's use cases need, wired to DynamoDB, S3 and the system clock once per
 * cold start: the one dependencies object its composition root (handler.ts) hands to every route group.
 * Each group takes the part it names (structural typing); the few names two groups read differently are
 * told apart here (`shownCustomerNames` beside `customerNames`).
 */
export const ordersDependencies = () => {
  const orders = dynamoOrderStore();
  const records = dynamoRecordStore();
  const coverage = { tracks: readOrderTracks, fieldShapes: readFieldShapes };
  const logger = createLogger('orders');
  return {
    orders,
    records,
    ...coverage,
    companies: dynamoCompanyStore(),
    units: dynamoOperatingUnitStore(),
    customerUnits: dynamoCustomerUnits,
    customerNames,
    /** The customers' shown names alone (the progress links, the project summaries). */
    shownCustomerNames: async (companyId: string, ids: readonly string[]) =>
      new Map([...(await customerNames(companyId, ids))].map(([id, customer]) => [id, customer.name])),
    customerName: async (companyId: string, customerId: string) =>
      (await customerNames(companyId, [customerId])).get(customerId)?.name,
    customerTags: dynamoCustomerTags,
    customerFields: dynamoCustomerFields,
    existingIds: dynamoExistingIds,
    structureOwners: dynamoStructureOwners,
    employeeOfUser: (companyId: string, userId: string) => findEmployeeOfUser(records, companyId, userId),
    tracking: readTimeTracking,
    coveredArea: coveredAreaOf(coverage),
    stops: dynamoStopStore(),
    campaigns: dynamoCampaignStore(),
    machines: (companyId: string) => records.list(companyId, 'machine'),
    tolls: dynamoTollStore(),
    storage: documentsStorage(),
    driving: dynamoDrivingStore(records),
    structures: readOrderStructures,
    writeOrders: dynamoOrderChangesWriter(orders),
    projectExists: async (companyId: string, projectId: string) =>
      (await records.get(companyId, 'project', projectId)) !== undefined,
    facts: readBillingFacts,
    shares: dynamoShareLinkStore('orderProgress', ZProgressShareSubject),
    fields: readProgressFields,
    userName: dynamoUserName,
    absences: dynamoAbsenceStore(),
    rentals: rentalsOverlapping,
    serviceOf: (companyId: string, serviceId: string) => records.get(companyId, 'service', serviceId),
    logRefused: (message: string, error: unknown) => logger.warn(message, { error }),
    clock: systemClock,
    ids: randomIds,
  };
};
