import { db } from '../../../lambdas/platform/db/entities';
import { ensureClaim } from '../../../lambdas/platform/numbering/claims';
import { dynamoNumberCounter } from '../../../lambdas/platform/numbering/counter';
import { dynamoRecordStore } from '../../../lambdas/platform/records/record-store';
import { heldValue } from '../../../lambdas/platform/records/unique-values';
import { recordKindList, recordKinds } from '../../../schemas/masterdata/kinds';
import { numberSequences } from '../../../schemas/numbering';
import { demoCustomers } from './demo-customers';
import { demoMasterdata } from './demo-masterdata';

const highest = (numbers: readonly unknown[]): number =>
  Math.max(0, ...numbers.map(Number).filter((number) => Number.isInteger(number)));

/**
 * The uniqueness items and counters of the numbering (platform/numbering) for the demo company, on every
 * start: the seed writes customers and records directly, and data folders from before the claims existed
 * hold numbers and logins without them. Every customer number, supplier number and employee login the
 * company holds is claimed (a claim already there is kept), and each counter stands at least at the
 * highest seeded number, so the next number given out is past the demo data.
 */
export const seedNumberClaims = async (companyId: string): Promise<void> => {
  const { kind, field } = numberSequences.customerNumber;
  const { data: customers } = await db()
    .customer.query.byCompany({ companyId })
    .go({ pages: 'all', attributes: ['customerId', 'customerNumber'], consistent: true });
  for (const { customerId, customerNumber } of customers) {
    if (customerNumber && customerId)
      await ensureClaim({ companyId, kind, field, value: customerNumber, recordId: customerId });
  }
  const records = dynamoRecordStore();
  for (const def of recordKindList.filter((kindDef) => kindDef.unique)) {
    for (const record of await records.list(companyId, def.kind)) {
      const value = heldValue(def, record);
      if (value !== '' && def.unique) {
        await ensureClaim({ companyId, kind: def.kind, field: def.unique.field, value, recordId: record.id });
      }
    }
  }
  const seededSuppliers = demoMasterdata
    .filter((demo) => demo.kind === 'supplier')
    .map((demo) => recordKinds.supplier.input.parse(demo.input));
  await dynamoNumberCounter.raiseTo(
    companyId,
    numberSequences.customerNumber.name,
    highest(demoCustomers.map((customer) => customer.input.customerNumber)),
  );
  await dynamoNumberCounter.raiseTo(
    companyId,
    numberSequences.supplierNumber.name,
    highest(seededSuppliers.map((supplier) => supplier.supplierNumber)),
  );
};
