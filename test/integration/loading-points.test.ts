import { beforeAll, describe, expect, it } from 'vitest';
import type { TLoadingPoint } from '../../schemas/masterdata/partners';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/**
 * services.md §3 'LoadingOrUnloadingPoint', §7 /loading-or-unloading-points: the farmer's side at his
 * contractor, on the records the office keeps on its pages (one store).
 */
type ApiError = { code: string };
type Items = { items: TLoadingPoint[] };
type Batch = { loadingOrUnloadingPoints: TLoadingPoint[] };

const HANSEN_ID = tenant.companyId;
const FARMER = '/structures/loading-or-unloading-points';
const OFFICE = '/structures/company/loading-or-unloading-points';
const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}companyId=${HANSEN_ID}`;
/** The demo farmer's (demo-customer-10001) silo, a point common to the company, another customer's plant. */
const OWN = 'demo-point-silo-thomsen';
const COMMON = 'demo-point-hafen-husum';
const OTHER_CUSTOMERS = 'demo-point-biogas-friedrichskoog';

let farmer: string;
let planner: string;

beforeAll(async () => {
  [farmer, planner] = await Promise.all([tenant.token('CUSTOMER'), tenant.token('PLANNER')]);
});

describe("loading and unloading points, the farmer's side", () => {
  it("lists his own and the company's common points, not another customer's", async () => {
    const list = await api<Items>('GET', at(FARMER), { token: farmer });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const ids = list.body.items.map(({ id }) => id);
    expect(ids).toEqual(expect.arrayContaining([OWN, COMMON]));
    expect(ids).not.toContain(OTHER_CUSTOMERS);
    expect((await api<TLoadingPoint>('GET', at(`${FARMER}/${OWN}`), { token: farmer })).body).toMatchObject({
      name: 'Fahrsilo Hof Thomsen',
      isUnloadingPoint: true,
    });
    expect((await api('GET', at(`${FARMER}/${OTHER_CUSTOMERS}`), { token: farmer })).status).toBe(404);
  });

  it('sees what the office saves on its pages: one store', async () => {
    const created = await api<TLoadingPoint>('POST', OFFICE, {
      token: planner,
      body: { name: 'Feldrand Thomsen', customerId: 'demo-customer-10001', lat: 54.482, lng: 9.053 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const read = await api<TLoadingPoint>('GET', at(`${FARMER}/${created.body.id}`), { token: farmer });
    expect(read.body).toMatchObject({ name: 'Feldrand Thomsen', version: 1, archived: false });
  });

  it('refuses his writes without canEditStructures, and another company', async () => {
    const change = await api<ApiError>('PATCH', at(`${FARMER}/${OWN}`), {
      token: farmer,
      body: { version: 1, name: 'Mein Silo' },
    });
    expect(change.body.code).toBe('FCPA_403_01_0002');
    const batch = await api<ApiError>('POST', at(`${FARMER}/batch`), {
      token: farmer,
      body: { loadingOrUnloadingPoints: [{ name: 'Neu', lat: 54.48, lng: 9.05 }] },
    });
    expect(batch.body.code).toBe('FCPA_403_01_0002');
    const neighbour = await otherTenant.token('OWNER');
    expect((await api('GET', at(FARMER), { token: neighbour })).status).toBe(403);
  });
});

describe("loading and unloading points, the office's batches", () => {
  it('creates and changes several points all or none; moving one needs edit-structures', async () => {
    const created = await api<Batch>('POST', `${OFFICE}/batch`, {
      token: planner,
      body: {
        loadingOrUnloadingPoints: [
          { name: 'Mietlager Nord', lat: 54.5, lng: 9.06, isUnloadingPoint: true },
          { name: 'Rübenmiete Süd', lat: 54.46, lng: 9.07, customerId: 'demo-customer-10001' },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [north, south] = created.body.loadingOrUnloadingPoints;
    if (!north || !south) throw new Error('two points expected');
    // The pages read them from the same records.
    const listed = await api<Items>('GET', OFFICE, { token: planner });
    expect(listed.body.items.map(({ id }) => id)).toEqual(expect.arrayContaining([north.id, south.id]));

    const stale = await api<ApiError>('PATCH', `${OFFICE}/batch`, {
      token: planner,
      body: {
        loadingOrUnloadingPoints: [
          { id: north.id, version: 1, name: 'Mietlager Nord 2' },
          { id: south.id, version: 7, name: 'nie' },
        ],
      },
    });
    expect(stale.status).toBe(409);
    expect((await api<TLoadingPoint>('GET', `${OFFICE}/${north.id}`, { token: planner })).body.name).toBe(
      'Mietlager Nord',
    );

    const accountant = await tenant.token('ACCOUNTANT');
    const moved = await api<ApiError>('PATCH', `${OFFICE}/batch`, {
      token: accountant,
      body: { loadingOrUnloadingPoints: [{ id: north.id, version: 1, lat: 54.51 }] },
    });
    expect(moved.body.code).toBe('FCPA_403_01_0002');
    const archived = await api<Batch>('PATCH', `${OFFICE}/batch`, {
      token: planner,
      body: { loadingOrUnloadingPoints: [{ id: north.id, version: 1, archived: true }] },
    });
    expect(archived.body.loadingOrUnloadingPoints[0]).toMatchObject({ archived: true, version: 2 });
    const restored = await api<ApiError>('PATCH', `${OFFICE}/batch`, {
      token: planner,
      body: { loadingOrUnloadingPoints: [{ id: north.id, version: 2, archived: false }] },
    });
    expect(restored.body.code).toBe('LW_400_02_0001');

    // The pages' own change ({version, data}) keeps the same rule: a new name is the accountant's to give,
    // a new position is not.
    const point = (await api<TLoadingPoint>('GET', `${OFFICE}/${south.id}`, { token: accountant })).body;
    const { id: _id, companyId: _company, version, archived: _archived, createdAt: _c, updatedAt: _u, ...data } = point;
    const movedOnPage = await api<ApiError>('PATCH', `${OFFICE}/${south.id}`, {
      token: accountant,
      body: { version, data: { ...data, lat: 54.47 } },
    });
    expect(movedOnPage.status).toBe(403);
    expect(movedOnPage.body.code).toBe('FCPA_403_01_0002');
    const renamed = await api<TLoadingPoint>('PATCH', `${OFFICE}/${south.id}`, {
      token: accountant,
      body: { version, data: { ...data, name: 'Rübenmiete Süd-West' } },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Rübenmiete Süd-West', lat: 54.46 });
  });
});
