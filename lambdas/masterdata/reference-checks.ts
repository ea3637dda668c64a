import type { TPriceAgreement } from '../../schemas/masterdata/price-agreement';
import type { TResource } from '../../schemas/masterdata/resource';
import { dynamoMembershipLookup } from '../platform/membership-lookup';
import type { ReferenceCheck } from '../platform/records/record-routes';
import type { RecordStore } from '../platform/records/record-store';
import { employeeLoginIssues, priceAgreementIssues } from './domain/references';

/** Loads what employees and price agreements point at and applies the rules of domain/references.ts. */
export const masterdataReferenceChecks =
  (records: RecordStore): ReferenceCheck =>
  async (kind, record) => {
    if (kind === 'priceAgreement') {
      const agreement = record as unknown as TPriceAgreement;
      const resource = await records.get(record.companyId, 'resource', agreement.priceTarget.resourceId);
      return priceAgreementIssues(agreement, resource as unknown as TResource | undefined);
    }
    if (kind === 'employee' && typeof record.appUserId === 'string') {
      const [membership, employees] = await Promise.all([
        dynamoMembershipLookup(record.companyId, record.appUserId),
        records.list(record.companyId, 'employee'),
      ]);
      const isStaffMember = Boolean(membership && membership.role !== 'CUSTOMER' && membership.role !== 'NOTHING');
      const linkedEmployeeIds = employees
        .filter((employee) => employee.appUserId === record.appUserId && !employee.archived)
        .map((employee) => employee.id);
      return employeeLoginIssues({ id: record.id, appUserId: record.appUserId }, { isStaffMember, linkedEmployeeIds });
    }
    return [];
  };
