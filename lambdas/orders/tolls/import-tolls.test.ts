import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROW_ERRORS_KEPT } from '../../../schemas/api/tolls';
import { type TOrder, ZOrderInput } from '../../../schemas/orders/order';
import { memoryOrders, memoryStorage, memoryTolls } from '../../../test/support/toll-fakes';
import { noUnitMembers } from '../domain/operating-unit-membership';
import { newOrder } from '../domain/order';
import { importTollList, tollUploadPrefix } from './import-tolls';

const COMPANY = 'c1';
const KEY = `${tollUploadPrefix(COMPANY)}list.csv`;
const HEADER = 'Fahrt-ID;Kennzeichen;Beginn;Ende;Betrag';
const csv = (rows: string[]) => new TextEncoder().encode([HEADER, ...rows].join('\n'));

const order = (id: string): TOrder =>
  newOrder(
    {
      ...ZOrderInput.parse({ name: 'Gülle fahren', plannedStartDateTime: '2026-11-24T05:00:00Z' }),
      plannedEndDateTime: '2026-11-24T15:00:00.000Z',
      machineIds: ['tractor'],
    },
    { enableMultiCustomerOrders: false },
    {
      id,
      companyId: COMPANY,
      now: new Date('2026-11-01T00:00:00Z'),
      snapshots: { service: null, machines: [] },
      members: noUnitMembers,
    },
  );

const depsWith = (bytes: Uint8Array, orders: ReturnType<typeof memoryOrders>) => {
  const tolls = memoryTolls();
  let id = 0;
  return {
    tolls,
    deps: {
      orders: orders.store,
      machines: async () => [{ id: 'tractor', licensePlate: 'MS-LU 1' }],
      tolls: tolls.store,
      storage: memoryStorage({ [KEY]: bytes }),
      clock: { now: () => new Date('2026-11-25T08:00:00Z') },
      ids: { newId: () => `id-${id++}` },
    },
  };
};

describe('the toll import use case', () => {
  it('writes the trips onto the order again after a driver’s write in between', async () => {
    let driverWrote = false;
    const orders = memoryOrders([order('o1')], (saving) => {
      if (driverWrote) return;
      driverWrote = true;
      const stored = orders.byId.get(saving.id);
      if (stored) orders.byId.set(saving.id, { ...stored, version: stored.version + 1, other: 'vom Fahrer' });
    });
    const { deps } = depsWith(csv(['1;MS-LU 1;24.11.2026 07:00;;2,50', '2;MS-LU 1;24.11.2026 08:00;;1,25']), orders);
    const result = await importTollList(deps, COMPANY, 'u1', { key: KEY, fileName: 'liste.csv' });
    expect(result.tollImport.counts).toMatchObject({ assigned: 2, totalAmount: '3.75' });
    const saved = orders.byId.get('o1');
    // The driver's note stays, the trips are added onto it.
    expect(saved?.other).toBe('vom Fahrer');
    expect(saved?.tollRecords.map((record) => record.tripId)).toEqual(['1', '2']);
  });

  it('keeps the first unreadable lines only, and refuses foreign keys, missing files and other files', async () => {
    const broken = Array.from({ length: ROW_ERRORS_KEPT + 50 }, (_, index) => `${index};MS-LU 1;gestern;;1,00`);
    const { deps, tolls } = depsWith(csv(broken), memoryOrders([]));
    const result = await importTollList(deps, COMPANY, 'u1', { key: KEY, fileName: 'liste.csv' });
    expect(result.rowErrors).toHaveLength(ROW_ERRORS_KEPT);
    expect(result.tollImport.counts.unreadable).toBe(ROW_ERRORS_KEPT + 50);
    expect(tolls.created).toHaveLength(1);

    const refusal = (key: string, bytes = csv([])) =>
      importTollList(depsWith(bytes, memoryOrders([])).deps, COMPANY, 'u1', { key, fileName: 'x.csv' }).catch(
        (error: { code: string }) => error.code,
      );
    expect(await refusal(`${tollUploadPrefix('other')}list.csv`)).toBe('LW_403_37_0001');
    expect(await refusal(`${tollUploadPrefix(COMPANY)}missing.csv`)).toBe('LW_404_37_0002');
    expect(await refusal(KEY, new TextEncoder().encode('Name;Wert\nA;1'))).toBe('LW_400_37_0001');
  });

  it('refuses a key climbing into another company’s folder before the bucket is asked (issue 25 point 1)', async () => {
    // A bucket that folds '..' away as the emulator's file store did: the neighbour's list lies at the end.
    const theirs = `${tollUploadPrefix('other')}pending.csv`;
    const files: Record<string, Uint8Array> = { [theirs]: csv(['1;MS-LU 1;24.11.2026 07:00;;2,50']) };
    const asked: string[] = [];
    const folding = memoryStorage(files);
    const storage = {
      ...folding,
      get: async (key: string) => {
        asked.push(key);
        return folding.get(posix.normalize(key));
      },
      delete: async (key: string) => folding.delete(posix.normalize(key)),
    };
    const { deps, tolls } = depsWith(csv([]), memoryOrders([order('o1')]));
    for (const key of [
      `${tollUploadPrefix(COMPANY)}../../other/toll-imports/pending.csv`,
      `${tollUploadPrefix(COMPANY)}%2e%2e/%2e%2e/other/toll-imports/pending.csv`,
      `${tollUploadPrefix(COMPANY)}..\\..\\other\\toll-imports\\pending.csv`,
      `/${theirs}`,
      `companies/${COMPANY}//toll-imports/../../other/toll-imports/pending.csv`,
    ]) {
      const refused = await importTollList({ ...deps, storage }, COMPANY, 'u1', { key, fileName: 'x.csv' }).catch(
        (error: { code: string }) => error.code,
      );
      expect(refused, key).toBe('LW_403_37_0001');
    }
    expect(asked).toEqual([]);
    expect(Object.keys(files)).toEqual([theirs]);
    expect(tolls.created).toEqual([]);
  });
});
