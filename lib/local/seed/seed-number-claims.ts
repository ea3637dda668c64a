import { claimExistingValues } from '../../../lambdas/platform/numbering/claims-backfill';
import { dynamoNumberCounter } from '../../../lambdas/platform/numbering/counter';
import { dynamoRecordStore } from '../../../lambdas/platform/records/record-store';
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
  const records = dynamoRecordStore();
  const owners = [
    numberSequences.customerNumber,
    ...recordKindList.flatMap((def) => (def.unique ? [{ kind: def.kind, field: def.unique.field }] : [])),
  ];
  for (const owner of owners) await claimExistingValues(records, companyId, owner);
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
