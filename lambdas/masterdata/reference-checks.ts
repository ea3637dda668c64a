import { dynamoMembershipLookup } from '../platform/membership-lookup';
import type { ReferenceChecks } from '../platform/records/record-routes';
import type { RecordStore } from '../platform/records/record-store';
import { employeeLoginIssues, priceAgreementIssues, serviceVariantIssues } from './domain/references';

/**
 * The reference checks of the kinds that declare `checksReferences`: loads what employees, services and
 * price agreements point at and applies the rules of domain/references.ts. That a login is linked to one
 * employee only is the employee kind's unique value, claimed in the employee's own transaction.
 */
export const masterdataReferenceChecks = (records: RecordStore): ReferenceChecks => ({
  priceAgreement: async (agreement) => {
    const resource = await records.get(agreement.companyId, 'resource', agreement.priceTarget.resourceId);
    return priceAgreementIssues(agreement, resource);
  },
  service: async (service) => {
    const resourceIds = service.driverQueries.flatMap((query) =>
      query.restriction?.type === 'RESOURCE' && query.restriction.resourceVariantId !== null
        ? [query.restriction.resourceId]
        : [],
    );
    if (resourceIds.length === 0) return [];
    const resources = await records.getMany(service.companyId, 'resource', [...new Set(resourceIds)]);
    return serviceVariantIssues(service, resources);
  },
  employee: async (employee) => {
    const appUserId = employee.appUserId;
    if (appUserId === null) return [];
    const membership = await dynamoMembershipLookup(employee.companyId, appUserId);
    const isStaffMember = Boolean(membership && membership.role !== 'CUSTOMER' && membership.role !== 'NOTHING');
    return employeeLoginIssues({ appUserId }, { isStaffMember });
  },
});
