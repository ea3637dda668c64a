import { describe, expect, it } from 'vitest';
import { recordKinds } from '../../../schemas/masterdata/kinds';
import type { StoredRecord } from './record-domain';
import { type ClaimWrites, claimWrites, takenIssue, type ValueClaim } from './unique-values';

const supplier = (id: string, supplierNumber: string | null): StoredRecord => ({
  id,
  companyId: 'c1',
  version: 1,
  archived: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  name: id,
  supplierNumber,
});

/** Records which claims were written and freed, instead of building DynamoDB writes. */
const recorder = () => {
  const log: string[] = [];
  const writes: ClaimWrites = {
    claim: (claim: ValueClaim) => {
      log.push(`claim ${claim.value} for ${claim.recordId}`);
      return () => [];
    },
    release: (claim: ValueClaim) => {
      log.push(`release ${claim.value}`);
      return () => [];
    },
  };
  return { log, writes };
};

describe('unique values of a record kind (supplier numbers)', () => {
  const def = recordKinds.supplier;

  it('names the field when another supplier, archived or not, has the number', () => {
    const others = [supplier('a', '70001'), { ...supplier('b', '70002'), archived: true }];
    expect(takenIssue(def, supplier('new', ' 70002 '), others, 'data.')).toEqual({
      path: 'data.supplierNumber',
      message: 'Diese Lieferantennummer ist bereits vergeben.',
    });
    expect(takenIssue(def, supplier('a', '70001'), others, '')).toBeUndefined();
    expect(takenIssue(def, supplier('new', '70003'), others, '')).toBeUndefined();
    expect(takenIssue(def, supplier('new', ''), [supplier('a', '')], '')).toBeUndefined();
    expect(takenIssue(recordKinds.machine, supplier('new', '70001'), others, '')).toBeUndefined();
  });

  it('claims a new number, frees a changed one and writes nothing while it stays', () => {
    const created = recorder();
    expect(claimWrites(def, created.writes, supplier('a', '70001'), null)).toHaveLength(1);
    expect(created.log).toEqual(['claim 70001 for a']);

    const changed = recorder();
    claimWrites(def, changed.writes, supplier('a', '70009'), supplier('a', '70001'));
    expect(changed.log).toEqual(['release 70001', 'claim 70009 for a']);

    const kept = recorder();
    expect(claimWrites(def, kept.writes, supplier('a', '70001'), supplier('a', '70001'))).toEqual([]);
    const cleared = recorder();
    claimWrites(def, cleared.writes, supplier('a', null), supplier('a', '70001'));
    expect(cleared.log).toEqual(['release 70001']);
  });
});
