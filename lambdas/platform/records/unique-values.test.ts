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

/** Records which claims were written and freed, instead of building DynamoDB writes; `holders` by value. */
const recorder = (holders: Record<string, string> = {}) => {
  const log: string[] = [];
  const writes: ClaimWrites = {
    claimHolder: async ({ value }) => holders[value],
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

  it('claims a new number, frees a changed one and writes nothing while it stays', async () => {
    const created = recorder();
    expect(await claimWrites(def, created.writes, supplier('a', '70001'), null)).toHaveLength(1);
    expect(created.log).toEqual(['claim 70001 for a']);

    const changed = recorder();
    await claimWrites(def, changed.writes, supplier('a', '70009'), supplier('a', '70001'));
    expect(changed.log).toEqual(['release 70001', 'claim 70009 for a']);

    const kept = recorder();
    expect(await claimWrites(def, kept.writes, supplier('a', '70001'), supplier('a', '70001'))).toEqual([]);
    const cleared = recorder();
    await claimWrites(def, cleared.writes, supplier('a', null), supplier('a', '70001'));
    expect(cleared.log).toEqual(['release 70001']);
  });

  it("leaves another supplier's claim alone: a duplicate from before claims can change or clear its number", async () => {
    // 'b' shares 70001 with 'a', whose record got the claim: releasing it would fail b's whole write.
    const changed = recorder({ '70001': 'a' });
    expect(await claimWrites(def, changed.writes, supplier('b', '70009'), supplier('b', '70001'))).toHaveLength(1);
    expect(changed.log).toEqual(['claim 70009 for b']);
    const cleared = recorder({ '70001': 'a' });
    expect(await claimWrites(def, cleared.writes, supplier('b', null), supplier('b', '70001'))).toEqual([]);
    // Its own claim, or none at all (stored before claims), is released as before.
    const own = recorder({ '70001': 'b' });
    await claimWrites(def, own.writes, supplier('b', null), supplier('b', '70001'));
    expect(own.log).toEqual(['release 70001']);
  });

  it('keeps the number of an archived supplier claimed: archiving moves no claim', async () => {
    const archived = recorder();
    const before = supplier('a', '70001');
    expect(await claimWrites(def, archived.writes, { ...before, archived: true }, before)).toEqual([]);
  });
});

describe('one login, one employee (the employee kind frees its login on archive)', () => {
  const def = recordKinds.employee;
  const employee = (id: string, appUserId: string | null, archived = false): StoredRecord => ({
    ...supplier(id, null),
    firstName: id,
    lastName: id,
    appUserId,
    archived,
  });

  it('refuses a login another active employee has, at the field', () => {
    const others = [employee('tim', 'u1'), employee('old', 'u2', true)];
    expect(takenIssue(def, employee('new', 'u1'), others, '')).toEqual({
      path: 'appUserId',
      message: 'Dieser Zugang ist bereits mit einem anderen Mitarbeiter verknüpft.',
    });
    expect(takenIssue(def, employee('tim', 'u1'), others, '')).toBeUndefined();
    // An archived employee gave the login up: a new record may take it.
    expect(takenIssue(def, employee('new', 'u2'), others, '')).toBeUndefined();
    expect(takenIssue(def, employee('new', null), others, '')).toBeUndefined();
  });

  it('keeps an archived employee editable after its login went to another employee', () => {
    const others = [employee('new', 'u2')];
    expect(takenIssue(def, employee('old', 'u2', true), others, 'data.')).toBeUndefined();
  });

  it('leaves the claim of a duplicate login alone when archiving the employee without it', async () => {
    const archived = recorder({ u1: 'tim' });
    const second = employee('second', 'u1');
    expect(await claimWrites(def, archived.writes, { ...second, archived: true }, second)).toEqual([]);
  });

  it('frees the login when archived and claims it again when restored', async () => {
    const active = employee('tim', 'u1');
    const archived = recorder();
    await claimWrites(def, archived.writes, { ...active, archived: true }, active);
    expect(archived.log).toEqual(['release u1']);
    const restored = recorder();
    await claimWrites(def, restored.writes, active, { ...active, archived: true });
    expect(restored.log).toEqual(['claim u1 for tim']);
    const unlinked = recorder();
    await claimWrites(def, unlinked.writes, employee('tim', null), active);
    expect(unlinked.log).toEqual(['release u1']);
  });
});
