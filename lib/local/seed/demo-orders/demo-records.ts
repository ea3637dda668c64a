import { machineSnapshotOf, serviceSnapshotOf } from '../../../../lambdas/orders/domain/order';
import { newRecord, recordData } from '../../../../lambdas/platform/records/record-domain';
import { type RecordKind, type RecordOf, recordKinds, recordSchemaOf } from '../../../../schemas/masterdata/kinds';
import type { TMachineSnapshot, TServiceSnapshot } from '../../../../schemas/orders/order-parts';
import { DEMO_COMPANY } from '../demo-data';
import { demoMasterdata } from '../demo-masterdata';

/**
 * The demo master data as the stores hold it (parsed, with defaults and record meta), for the demo orders:
 * their snapshots are taken from these records and their amounts priced with them, exactly as the orders
 * service does with the stored ones.
 */

/** A fixed moment: the records' timestamps do not matter here, only their contents. */
const RECORDED = new Date('2026-01-01T00:00:00.000Z');

/** Every nested item of the demo data (variants, price blocks, queries) has its fixed id. */
const noNestedId = (): string => {
  throw new Error('a demo record has a nested item without id');
};

const recordsOf = <K extends RecordKind>(kind: K): Map<string, RecordOf<K>> =>
  new Map(
    demoMasterdata
      .filter((record) => record.kind === kind)
      .map(({ id, input }) => {
        const data = recordData(recordKinds[kind].input.parse(input));
        const stored = newRecord(data, { id, companyId: DEMO_COMPANY.companyId, now: RECORDED, newId: noNestedId });
        return [id, recordSchemaOf(kind).parse(stored)];
      }),
  );

export const demoServices = recordsOf('service');
export const demoMachines = recordsOf('machine');
export const demoResources = recordsOf('resource');
export const demoPriceAgreements = [...recordsOf('priceAgreement').values()];

const required = <T>(records: ReadonlyMap<string, T>, id: string): T => {
  const record = records.get(id);
  if (!record) throw new Error(`no demo record ${id}`);
  return record;
};

export const demoService = (key: string) => required(demoServices, `demo-service-${key}`);
export const demoMachine = (key: string) => required(demoMachines, `demo-machine-${key}`);
export const demoResource = (id: string) => required(demoResources, id);

/** The service snapshot an order of the demo service keeps (what the orders service takes when planning). */
export const demoServiceSnapshot = (key: string): TServiceSnapshot => serviceSnapshotOf(demoService(key));

export const demoMachineSnapshot = (key: string): TMachineSnapshot => machineSnapshotOf(demoMachine(key));
