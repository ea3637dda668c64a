import { describe, expect, it } from 'vitest';
import type { TGeoField } from '../../schemas/api/geo';
import { FIELD_SPAN_MESSAGE } from '../../schemas/geo/field-index';
import type { TField } from '../../schemas/map-fields';
import { api } from '../support/api-client';
import { square } from '../support/map-shapes';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/** services.md §3 'Field', §4, §5, §7 /fields, §8: the map's fields over HTTP, for the office and the farmer. */
const HANSEN_ID = tenant.companyId;
const FARMER_CUSTOMER = 'demo-customer-10001';
const DEMO_FIELD = 'demo-field-deichkoppel';
const GRASS_FIELD = 'demo-field-grasland-ost';
type ApiError = { code: string; message: string; issues?: { path: string; message: string }[] };
type Items = { items: TField[] };

/** About 1 km north along the meridian. */
const KILOMETRE = [
  { lat: 54.5, lng: 9.1 },
  { lat: 54.508993, lng: 9.1 },
];
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const farmerPath = (path: string) => `${path}${path.includes('?') ? '&' : '?'}companyId=${HANSEN_ID}`;
/** The fields GET /geo/fields finds in a small box around a point. */
const indexedNear = async (token: string, lat: number, lng: number) => {
  const box = `minLat=${lat - 0.01}&maxLat=${lat + 0.01}&minLng=${lng - 0.01}&maxLng=${lng + 0.01}`;
  const read = await api<{ items: TGeoField[] }>('GET', `/geo/fields?${box}`, { token });
  expect(read.status).toBe(200);
  return ids(read.body.items);
};

describe('fields over HTTP, the office', () => {
  it('creates with area and tracks measured, indexes, changes, archives (out of the index), never restores', async () => {
    const planner = await tenant.token('PLANNER');
    const created = await api<TField>('POST', '/structures/company/fields', {
      token: planner,
      body: {
        name: 'Hinterm Hof',
        crop: 'Mais',
        shape: square(54.61, 9.31),
        tracks: [{ name: 'Fahrgasse', shape: KILOMETRE, directionEnabled: true }],
        markers: [{ id: 'm-tor', lat: 54.6101, lng: 9.3101, color: '#ff0000', type: 'field' }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name: 'Hinterm Hof', crop: 'Mais', customerId: null, archived: false });
    // 0.001° x 0.001° at 54.6° N: 111.2 m x 64.4 m, about 0.716 ha.
    expect(Math.abs(created.body.areaHa - 0.716)).toBeLessThan(0.01);
    expect(Math.abs(created.body.tracksLength - 1000)).toBeLessThan(5);
    expect(created.body.tracks[0]?.id).toEqual(expect.any(String));
    const id = created.body.id;
    expect((await api<TField>('GET', `/structures/company/fields/${id}`, { token: planner })).body).toEqual(
      created.body,
    );
    expect(await indexedNear(planner, 54.61, 9.31)).toContain(id);

    // Moved: the index follows the outline to its new place.
    const moved = await api<TField>('PATCH', `/structures/company/fields/${id}`, {
      token: planner,
      body: { version: 1, shape: square(54.71, 9.41, 0.002), crop: null },
    });
    expect(moved.body).toMatchObject({ crop: null, version: 2 });
    expect(moved.body.areaHa).toBeGreaterThan(2.8);
    expect(await indexedNear(planner, 54.61, 9.31)).not.toContain(id);
    expect(await indexedNear(planner, 54.71, 9.41)).toContain(id);
    const stale = await api<ApiError>('PATCH', `/structures/company/fields/${id}`, {
      token: planner,
      body: { version: 1, name: 'x' },
    });
    expect(stale.status).toBe(409);

    const archived = await api<TField>('PATCH', `/structures/company/fields/${id}`, {
      token: planner,
      body: { version: 2, archived: true },
    });
    expect(archived.body).toMatchObject({ archived: true, version: 3 });
    expect(await indexedNear(planner, 54.71, 9.41)).not.toContain(id);
    const active = await api<Items>('GET', '/structures/company/fields', { token: planner });
    const archive = await api<Items>('GET', '/structures/company/fields?archived=true', { token: planner });
    expect(ids(active.body.items)).not.toContain(id);
    expect(ids(active.body.items)).toEqual(expect.arrayContaining([DEMO_FIELD, GRASS_FIELD]));
    expect(ids(archive.body.items)).toContain(id);

    const restore = await api<ApiError>('PATCH', `/structures/company/fields/${id}`, {
      token: planner,
      body: { version: 3, archived: false },
    });
    expect(restore.status).toBe(400);
    expect(restore.body).toMatchObject({
      code: 'LW_400_02_0001',
      message: 'Archivierte Strukturen können nicht wiederhergestellt werden.',
    });
  });

  it('creates and changes a batch all or none, each field indexed', async () => {
    const owner = await tenant.token('OWNER');
    const batch = await api<{ fields: TField[] }>('POST', '/structures/company/fields/batch', {
      token: owner,
      body: {
        fields: [
          { name: 'A', shape: square(54.62, 9.32) },
          { name: 'B', shape: square(54.625, 9.325), areaHa: 1 },
        ],
      },
    });
    expect(batch.status).toBe(201);
    expect(batch.body.fields.map((field) => [field.name, field.areaHa > 0.7, field.version])).toEqual([
      ['A', true, 1],
      ['B', true, 1],
    ]);
    const [first, second] = batch.body.fields;
    if (!first || !second) throw new Error('batch answered no fields');
    expect(second.areaHa).toBe(1);
    expect(await indexedNear(owner, 54.62, 9.32)).toEqual(expect.arrayContaining([first.id, second.id]));

    const refused = await api<ApiError>('PATCH', '/structures/company/fields/batch', {
      token: owner,
      body: {
        fields: [
          { id: first.id, version: 1, name: 'A2' },
          { id: second.id, version: 7, name: 'B2' },
        ],
      },
    });
    expect(refused.status).toBe(409);
    expect((await api<TField>('GET', `/structures/company/fields/${first.id}`, { token: owner })).body.name).toBe('A');

    const changed = await api<{ fields: TField[] }>('PATCH', '/structures/company/fields/batch', {
      token: owner,
      body: {
        fields: [
          { id: first.id, version: 1, name: 'A2' },
          { id: second.id, version: 1, archived: true },
        ],
      },
    });
    expect(changed.body.fields.map((field) => [field.name, field.archived, field.version])).toEqual([
      ['A2', false, 2],
      ['B', true, 2],
    ]);
    const indexed = await indexedNear(owner, 54.62, 9.32);
    expect(indexed).toContain(first.id);
    expect(indexed).not.toContain(second.id);

    const tooMany = Array.from({ length: 11 }, () => ({ shape: square(54.62, 9.32) }));
    expect(
      (await api('POST', '/structures/company/fields/batch', { token: owner, body: { fields: tooMany } })).status,
    ).toBe(400);
  });

  it('refuses an outline wider than a field, too few vertices, and a change of geometry without the permission', async () => {
    const planner = await tenant.token('PLANNER');
    const wide = await api<ApiError>('POST', '/structures/company/fields', {
      token: planner,
      body: { shape: square(54, 9, 1.5) },
    });
    expect(wide.status).toBe(400);
    expect(wide.body.issues).toEqual([expect.objectContaining({ path: 'shape', message: FIELD_SPAN_MESSAGE })]);
    const line = await api<ApiError>('POST', '/structures/company/fields', {
      token: planner,
      body: { shape: KILOMETRE },
    });
    expect(line.body.issues).toEqual([
      expect.objectContaining({ message: 'Bitte zeichne das Feld mit mindestens drei Punkten.' }),
    ]);

    const created = await api<TField>('POST', '/structures/company/fields', {
      token: planner,
      body: { name: 'Koppel', shape: square(54.63, 9.33) },
    });
    const path = `/structures/company/fields/${created.body.id}`;
    const accountant = await tenant.token('ACCOUNTANT');
    const refused = await api<ApiError>('PATCH', path, { token: accountant, body: { version: 1, areaHa: 3 } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'FCPA_403_01_0002',
      message: 'Dir fehlen Bearbeitungsrechte. Bitte wende dich an deinen Lohnunternehmer.',
    });
    const renamed = await api<TField>('PATCH', path, { token: accountant, body: { version: 1, name: 'Koppel Süd' } });
    expect(renamed.body).toMatchObject({ name: 'Koppel Süd', version: 2 });
    const missing = await api<ApiError>('GET', '/structures/company/fields/no-such-field', { token: planner });
    expect(missing.body.code).toBe('FCPA_404_02');
  });
});

describe('fields over HTTP, the farmer', () => {
  it("sees only their own customer's fields; another's answers as not there; no edits without the right", async () => {
    const farmer = await tenant.token('CUSTOMER');
    const list = await api<Items>('GET', farmerPath('/structures/fields'), { token: farmer });
    expect(list.status).toBe(200);
    expect(ids(list.body.items)).toContain(DEMO_FIELD);
    expect(list.body.items.every((field) => field.customerId === FARMER_CUSTOMER)).toBe(true);
    const own = await api<TField>('GET', farmerPath(`/structures/fields/${DEMO_FIELD}`), { token: farmer });
    expect(own.body).toMatchObject({ name: 'Deichkoppel', markers: [expect.objectContaining({ label: 'Tor' })] });
    const other = await api<ApiError>('GET', farmerPath(`/structures/fields/${GRASS_FIELD}`), { token: farmer });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('FCPA_404_02');

    const change = await api<ApiError>('PATCH', farmerPath(`/structures/fields/${DEMO_FIELD}`), {
      token: farmer,
      body: { version: own.body.version, name: 'Meine Koppel' },
    });
    expect(change.status).toBe(403);
    expect(change.body.code).toBe('FCPA_403_01_0002');
  });

  it("refuses another contractor's fields: no access to that company", async () => {
    const neighbour = await otherTenant.token('OWNER');
    const theirs = await api<TField>('POST', '/structures/company/fields', {
      token: neighbour,
      body: { name: 'Nachbarfeld', shape: square(54.64, 9.34) },
    });
    expect(theirs.status).toBe(201);
    const farmer = await tenant.token('CUSTOMER');
    const read = await api<ApiError>('GET', `/structures/fields/${theirs.body.id}?companyId=${theirs.body.companyId}`, {
      token: farmer,
    });
    expect(read.status).toBe(403);
    expect(read.body.code).toBe('FCPA_403_01_0001');
    // The other company's field is not on the demo contractor's map.
    expect(await indexedNear(await tenant.token('OWNER'), 54.64, 9.34)).not.toContain(theirs.body.id);
  });
});
