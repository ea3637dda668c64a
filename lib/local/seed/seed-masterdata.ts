import { db } from '../../../lambdas/platform/db/entities';
import { newRecord } from '../../../lambdas/platform/records/record-domain';
import { dynamoRecordStore } from '../../../lambdas/platform/records/record-store';
import { AppError } from '../../../schemas/errors';
import { recordKinds } from '../../../schemas/masterdata/kinds';
import { ZCustomerSettings, ZSupplierSettings } from '../../../schemas/masterdata/settings';
import { demoCustomerSettings, demoMasterdata, demoSupplierSettings } from './demo-masterdata';

/**
 * The demo contractor's master data (employees, machines, articles, services, prices, ...), written
 * through the same store as the API so lists, versions and history work as after real edits. Employees
 * of the demo logins are linked to those logins. Runs once; a run stopped half-way is completed on the
 * next start (records already there are kept).
 */
export const seedDemoMasterdata = async (
  companyId: string,
  userIdByEmail: ReadonlyMap<string, string>,
  now: Date,
): Promise<void> => {
  const store = dynamoRecordStore();
  // The supplier settings are written last: once they exist, everything before them does too.
  if (await store.getSettings(companyId, 'suppliers')) return;
  // The records first, in the list's order: the ids of their parts count up across the whole list.
  let counter = 0;
  const records = demoMasterdata.map(({ kind, id, input, linkEmail }) => {
    const data = recordKinds[kind].input.parse(input) as Record<string, unknown>;
    if (linkEmail) data.appUserId = userIdByEmail.get(linkEmail) ?? null;
    return { kind, record: newRecord(data, { id, companyId, now, newId: () => `${id}-${++counter}` }) };
  });
  // Then one chain per kind, the kinds side by side: a kind's records share one list's change feed, whose
  // counter a write reads and raises, so they go one after another; different kinds never meet.
  const kinds = [...new Set(records.map((entry) => entry.kind))];
  await Promise.all(
    kinds.map(async (kind) => {
      for (const { record } of records.filter((entry) => entry.kind === kind)) {
        // A seed stopped half-way (Ctrl-C) left some records: those stay as they are, the rest is added.
        await store.put(kind, record, null).catch((error: unknown) => {
          if (!(error instanceof AppError && error.code === 'LW_409_00_0001')) throw error;
        });
      }
    }),
  );
  // The company's support account (application.md §2 banner): hidden from everybody else's employee list.
  await db().company.patch({ companyId }).set({ supportEmployeeId: 'demo-employee-support' }).go();
  for (const [name, settings] of [
    ['customers', ZCustomerSettings.parse(demoCustomerSettings)],
    ['suppliers', ZSupplierSettings.parse(demoSupplierSettings)],
  ] as const) {
    if (!(await store.getSettings(companyId, name))) await store.putSettings(companyId, name, settings, 0, now);
  }
};
