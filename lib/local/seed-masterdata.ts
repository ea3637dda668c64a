import { db } from '../../lambdas/platform/db/entities';
import { newRecord } from '../../lambdas/platform/records/record-domain';
import { dynamoRecordStore } from '../../lambdas/platform/records/record-store';
import { recordKinds } from '../../schemas/masterdata/kinds';
import { ZCustomerSettings, ZSupplierSettings } from '../../schemas/masterdata/settings';
import { demoCustomerSettings, demoMasterdata, demoSupplierSettings } from './demo-masterdata';

/**
 * The demo contractor's master data (employees, machines, articles, services, prices, ...), written
 * through the same store as the API so lists, versions and history work as after real edits. Employees
 * of the demo logins are linked to those logins. Runs once: when the company has articles, it is done.
 */
export const seedDemoMasterdata = async (
  companyId: string,
  userIdByEmail: ReadonlyMap<string, string>,
  now: Date,
): Promise<void> => {
  const store = dynamoRecordStore();
  if ((await store.list(companyId, 'resource')).length > 0) return;
  let counter = 0;
  for (const { kind, id, input, linkEmail } of demoMasterdata) {
    const data = recordKinds[kind].input.parse(input) as Record<string, unknown>;
    if (linkEmail) data.appUserId = userIdByEmail.get(linkEmail) ?? null;
    const record = newRecord(data, { id, companyId, now, newId: () => `${id}-${++counter}` });
    await store.put(kind, record, null);
  }
  await store.putSettings(companyId, 'customers', ZCustomerSettings.parse(demoCustomerSettings), 0, now);
  await store.putSettings(companyId, 'suppliers', ZSupplierSettings.parse(demoSupplierSettings), 0, now);
  // The company's support account (application.md §2 banner): hidden from everybody else's employee list.
  await db().company.patch({ companyId }).set({ supportEmployeeId: 'demo-employee-support' }).go();
};
