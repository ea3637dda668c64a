import { db } from '../db/entities';
import type { ViewerLookup } from './record-routes';
import type { RecordStore } from './record-store';

/** The employee record linked to an app user, if any (an app user has at most one per company). */
export const findEmployeeOfUser = async (records: RecordStore, companyId: string, userId: string) =>
  (await records.list(companyId, 'employee')).find((employee) => employee.appUserId === userId && !employee.archived);

/**
 * The caller's own operating units (from the employee linked to their login; undefined when there is
 * none or it has no units, which means: not restricted) and the company's support employee.
 */
export const dynamoViewerLookup =
  (records: RecordStore): ViewerLookup =>
  async (companyId, userId) => {
    const [employee, company] = await Promise.all([
      findEmployeeOfUser(records, companyId, userId),
      db().company.get({ companyId }).go(),
    ]);
    const units = employee?.operatingUnitIds ?? [];
    return {
      ownOperatingUnitIds: units.length > 0 ? units : undefined,
      supportEmployeeId: company.data?.supportEmployeeId ?? null,
    };
  };
