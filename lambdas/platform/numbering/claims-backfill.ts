import { recordKindList } from '../../../schemas/masterdata/kinds';
import type { NumberSequence } from '../../../schemas/numbering';
import { db } from '../db/entities';
import type { RecordStore } from '../records/record-store';
import { heldValue } from '../records/unique-values';
import { ensureClaim, type ValueClaim } from './claims';
import { dynamoNumberCounter } from './counter';

/** The owner of unique values: which kind's which field. */
export type ValueOwner = Pick<NumberSequence, 'kind' | 'field'>;

/**
 * The values of a kind's field the company's records hold, as claims (the first record of a value when
 * two share one). Customers are read from their own items; the other kinds are master-data records.
 */
export const existingClaims = async (
  records: RecordStore,
  companyId: string,
  { kind, field }: ValueOwner,
): Promise<ValueClaim[]> => {
  if (kind === 'customer') {
    const { data } = await db()
      .customer.query.byCompany({ companyId })
      .go({ pages: 'all', attributes: ['customerId', 'customerNumber'], consistent: true });
    return data.flatMap(({ customerId, customerNumber }) =>
      customerNumber && customerId ? [{ companyId, kind, field, value: customerNumber, recordId: customerId }] : [],
    );
  }
  const def = recordKindList.find((candidate) => candidate.kind === kind && candidate.unique?.field === field);
  if (!def) throw new Error(`no record kind holds unique values of ${kind}.${field}`);
  return (await records.list(companyId, def.kind)).flatMap((record) => {
    const value = heldValue(def, record);
    return value === '' ? [] : [{ companyId, kind, field, value, recordId: record.id }];
  });
};

/** Claims every value of the kind's field the company's records hold; claims already there are kept. */
export const claimExistingValues = async (records: RecordStore, companyId: string, owner: ValueOwner) => {
  for (const claim of await existingClaims(records, companyId, owner)) await ensureClaim(claim);
};

/**
 * Records stored before claims existed (customers kept theirs under another key) hold numbers without a
 * claim, and the numbering asks only the claims. So before a company's first number of a sequence, its
 * records' values are claimed once, and the counter item remembers it (a warm instance also in memory).
 */
export const claimsBackfill = (records: RecordStore) => {
  const done = new Set<string>();
  return async (companyId: string, sequence: NumberSequence): Promise<void> => {
    const key = `${companyId}#${sequence.name}`;
    if (done.has(key)) return;
    if (!(await dynamoNumberCounter.existingClaimed(companyId, sequence.name))) {
      await claimExistingValues(records, companyId, sequence);
      await dynamoNumberCounter.markExistingClaimed(companyId, sequence.name);
    }
    done.add(key);
  };
};
