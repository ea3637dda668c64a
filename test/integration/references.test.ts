import { beforeAll, describe, expect, it } from 'vitest';
import { findReferences } from '../../lambdas/platform/references/references';
import { demoMasterdata } from '../../lib/local/seed/demo-masterdata';
import { orderRequestMessages } from '../../schemas/api/order-requests';
import { type RecordKind, recordKindList, recordKinds } from '../../schemas/masterdata/kinds';
import { type References, type ReferenceTarget, referenceMessages } from '../../schemas/references';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/**
 * Issue 11 point 6: every id a request names must name a record of the caller's company. For every
 * declared reference of every record kind, a create naming the neighbour company's real record, and one
 * naming a made-up id, is refused at that field with the German message, and nothing is stored.
 */
type Issue = { path: string; message: string };
type ApiError = { code: string; issues?: Issue[] };
type Stored = { id: string; version: number } & Record<string, unknown>;

const HANSEN_ID = tenant.companyId;
const MADE_UP = 'gibt-es-nicht-4711';

/** A small valid input of each target, to make a real record of it in the neighbour company. */
const foreignInputs: Partial<Record<ReferenceTarget, { path: string; body: Record<string, unknown> }>> = {
  employeeTag: { path: recordKinds.employeeTag.path, body: { name: 'Fremdes Schlagwort' } },
  resourceTag: { path: recordKinds.resourceTag.path, body: { name: 'Fremdes Schlagwort' } },
  customerTag: { path: recordKinds.customerTag.path, body: { name: 'Fremdes Schlagwort' } },
  machineRing: { path: recordKinds.machineRing.path, body: { name: 'Fremder Maschinenring' } },
  machine: { path: recordKinds.machine.path, body: { name: 'Fremde Maschine' } },
  costAccount: { path: recordKinds.costAccount.path, body: { accountNumber: '4711', name: 'Fremdes Konto' } },
  resource: { path: recordKinds.resource.path, body: { name: 'Fremder Artikel', unit: 'Stk.' } },
  loadingPoint: { path: recordKinds.loadingPoint.path, body: { name: 'Fremde Stelle', lat: 54.5, lng: 9.1 } },
  operatingUnit: { path: '/structures/operating-units', body: { name: 'Fremder Betrieb' } },
  customer: { path: '/structures/customers', body: { name: 'Fremder Hof' } },
};

const targetOf = (reference: References[string]) => (typeof reference === 'string' ? reference : reference.target);

/** Every declared reference of every kind: the kind, the declared path and what it names. */
const declared = recordKindList.flatMap((def) =>
  Object.entries(def.references ?? {}).map(([path, reference]) => ({ kind: def.kind, path, reference })),
);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A demo input of the kind with an id at the declared path (its unique value left to the numbering). */
const demoInputNaming = (kind: RecordKind, path: string, reference: References[string]) => {
  const unique = recordKinds[kind].unique?.field;
  for (const record of demoMasterdata.filter((candidate) => candidate.kind === kind)) {
    if (!isRecord(record.input)) continue;
    const { [unique ?? '']: _taken, ...input } = record.input;
    const found = findReferences(input, { [path]: reference });
    if (found.length > 0) return { input, found };
  }
  throw new Error(`no demo ${kind} names an id at ${path}: give one a value there, so the field is tested`);
};

/** The input with the value at a concrete path ('driverQueries.0.restriction.tagIds.1') replaced. */
const withValueAt = (input: Record<string, unknown>, path: string, value: string): Record<string, unknown> => {
  const copy = structuredClone(input);
  const steps = path.split('.');
  let at: unknown = copy;
  // Lists are objects too: their items are read and set by the index as a key.
  for (const step of steps.slice(0, -1)) at = isRecord(at) ? at[step] : undefined;
  if (!isRecord(at)) throw new Error(`nothing at ${path}`);
  at[steps.at(-1) ?? ''] = value;
  return copy;
};

/**
 * Whether a list holds an item with this value in the field. Other test files write the same lists at the
 * same time, so 'nothing stored' is asked of a marker value, not of the list's length.
 */
const listHolds = async (token: string, list: string, field: string, value: string) =>
  (await api<{ items: Record<string, unknown>[] }>('GET', list, { token })).body.items.some(
    (item) => item[field] === value,
  );

/** The field a kind's record is told apart by: its name, an employee's last name. */
const markerField = (input: Record<string, unknown>) => ('lastName' in input ? 'lastName' : 'name');

let owner: string;
let neighbour: string;
const foreignIds = new Map<ReferenceTarget, string>();

/** The id of a real record of the target in the neighbour company (made once). */
const foreignId = async (target: ReferenceTarget) => {
  const known = foreignIds.get(target);
  if (known) return known;
  const input = foreignInputs[target];
  if (!input) throw new Error(`add a small ${target} input to foreignInputs`);
  const created = await api<Stored>('POST', input.path, { token: neighbour, body: input.body });
  expect(created.status, `${target} in the neighbour company`).toBe(201);
  foreignIds.set(target, created.body.id);
  return created.body.id;
};

beforeAll(async () => {
  owner = await tenant.token('OWNER');
  neighbour = await otherTenant.token('OWNER');
});

describe('references of master-data records (issue 11 point 6)', () => {
  it.each(declared.map((entry) => [`${entry.kind} ${entry.path}`, entry] as const))(
    'refuses %s naming a foreign or made-up id, at the field, storing nothing',
    async (_name, { kind, path, reference }) => {
      const def = recordKinds[kind];
      const { input, found } = demoInputNaming(kind, path, reference);
      const message = typeof reference === 'string' ? referenceMessages[reference] : reference.message;
      const field = markerField(input);
      const marker = `Referenzprobe ${kind} ${path}`;
      for (const id of [await foreignId(targetOf(reference)), MADE_UP]) {
        const named = { ...input, [field]: marker };
        const body = found.reduce((changed, { path: at }) => withValueAt(changed, at, id), named);
        const refused = await api<ApiError>('POST', def.path, { token: owner, body });
        expect(refused.status, `${kind} ${path} = ${id}`).toBe(400);
        expect(refused.body.code).toBe('LW_400_01_0001');
        expect(refused.body.issues).toEqual(found.map(({ path: at }) => ({ path: at, message })));
      }
      expect(await listHolds(owner, `${def.path}?archived=all`, field, marker)).toBe(false);
    },
  );

  it('accepts an own id, and refuses a foreign one on a change under data.', async () => {
    const ring = await api<Stored>('POST', recordKinds.machineRing.path, { token: owner, body: { name: 'MR Nord' } });
    const input = { name: 'Referenzprobe', machineRingId: ring.body.id, operatingUnitIds: ['demo-unit-husum'] };
    const machine = await api<Stored>('POST', recordKinds.machine.path, { token: owner, body: input });
    expect(machine.status).toBe(201);
    expect(machine.body).toMatchObject({ machineRingId: ring.body.id, operatingUnitIds: ['demo-unit-husum'] });

    const foreignRing = await foreignId('machineRing');
    const changed = await api<ApiError>('PATCH', `${recordKinds.machine.path}/${machine.body.id}`, {
      token: owner,
      body: { version: 1, data: { ...input, machineRingId: foreignRing } },
    });
    expect(changed.status).toBe(400);
    expect(changed.body.issues).toEqual([{ path: 'data.machineRingId', message: referenceMessages.machineRing }]);
    const read = await api<Stored>('GET', `${recordKinds.machine.path}/${machine.body.id}`, { token: owner });
    expect(read.body).toMatchObject({ version: 1, machineRingId: ring.body.id });
  });
});

describe('references of customers, settings, order requests and internal work (issue 11 point 6)', () => {
  it('refuses customer tags and operating units of another company, on create and change', async () => {
    const [tag, unit] = [await foreignId('customerTag'), await foreignId('operatingUnit')];
    const refused = await api<ApiError>('POST', '/structures/customers', {
      token: owner,
      body: { name: 'Hof Fremdbezug', tagIds: [tag], operatingUnitIds: ['demo-unit-husum', unit, MADE_UP] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { path: 'tagIds.0', message: 'Dieses Schlagwort gehört nicht zu deiner Firma.' },
      { path: 'operatingUnitIds.1', message: 'Dieser Betrieb gehört nicht zu deiner Firma.' },
      { path: 'operatingUnitIds.2', message: 'Dieser Betrieb gehört nicht zu deiner Firma.' },
    ]);
    expect(await listHolds(owner, '/structures/customers', 'name', 'Hof Fremdbezug')).toBe(false);

    const own = await api<Stored>('POST', '/structures/customers', {
      token: owner,
      body: { name: 'Hof Eigenbezug', operatingUnitIds: ['demo-unit-husum'] },
    });
    expect(own.status).toBe(201);
    const changed = await api<ApiError>('PATCH', `/structures/customers/${own.body.id}`, {
      token: owner,
      body: { name: 'Hof Eigenbezug', tagIds: [tag], version: own.body.version },
    });
    expect(changed.status).toBe(400);
    expect(changed.body.issues).toEqual([{ path: 'tagIds.0', message: referenceMessages.customerTag }]);
  });

  it("refuses another company's cost account as the suppliers' default", async () => {
    const current = await api<Stored>('GET', '/masterdata/supplier-settings', { token: owner });
    const refused = await api<ApiError>('PUT', '/masterdata/supplier-settings', {
      token: owner,
      body: { version: current.body.version, data: { defaultCostAccountId: await foreignId('costAccount') } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { path: 'data.defaultCostAccountId', message: referenceMessages.costAccount },
    ]);
    // Only the field under test: other files give out supplier numbers meanwhile (the shown next number).
    const after = await api<Stored>('GET', '/masterdata/supplier-settings', { token: owner });
    expect(after.body.defaultCostAccountId).toEqual(current.body.defaultCostAccountId);
  });

  it("refuses a farmer's request naming another company's loading point; the contractor's own is taken", async () => {
    const farmer = await tenant.token('CUSTOMER');
    const mine = `/structures/order-requests?companyId=${HANSEN_ID}`;
    const refused = await api<ApiError>('POST', mine, {
      token: farmer,
      body: { subject: 'Mist zur fremden Stelle', loadingPointIds: [await foreignId('loadingPoint')] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { path: 'loadingPointIds.0', message: orderRequestMessages.unknownLoadingPoint },
    ]);
    expect(await listHolds(farmer, mine, 'subject', 'Mist zur fremden Stelle')).toBe(false);

    // Of the contractor's points only the farmer's own and the common ones (lambdas/platform/references/structure-owners.ts).
    const otherCustomers = await api<ApiError>('POST', mine, {
      token: farmer,
      body: { subject: 'Mist zur Biogasanlage', loadingPointIds: ['demo-point-biogas-friedrichskoog'] },
    });
    expect(otherCustomers.body.issues).toEqual([
      { path: 'loadingPointIds.0', message: orderRequestMessages.unknownLoadingPoint },
    ]);
    const ownPoint = demoMasterdata.find((record) => record.id === 'demo-point-silo-thomsen');
    const taken = await api<Stored>('POST', mine, {
      token: farmer,
      body: { subject: 'Mist fahren', loadingPointIds: [ownPoint?.id] },
    });
    expect(taken.status).toBe(201);
    await api('DELETE', `/structures/order-requests/${taken.body.id}?companyId=${HANSEN_ID}`, { token: farmer });
  });

  it("refuses internal work for another company's operating unit", async () => {
    const driver = await tenant.token('EMPLOYEE');
    const refused = await api<ApiError>('POST', '/work/internal-work', {
      token: driver,
      body: { presetId: 'preset-werkstatt', operatingUnitId: await foreignId('operatingUnit') },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: 'operatingUnitId', message: referenceMessages.operatingUnit }]);
  });
});
