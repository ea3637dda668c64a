import { describe, expect, it } from 'vitest';
import type { TCompany } from '../../schemas/api/company';
import type { TTrack } from '../../schemas/map-tracks';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/** services.md §3 'Track', §4, §5, §7 /tracks, §8: the map's tracks over HTTP, for the office and the farmer. */
const HANSEN_ID = tenant.companyId;
const FARMER_CUSTOMER = 'demo-customer-10001';
const DEMO_TRACK = 'demo-track-deichweg';
const OFFICE_TRACK = 'demo-track-hofzufahrt';
type ApiError = { code: string; message: string };
type Items = { items: TTrack[] };

/** About 1 km north along the meridian near Husum. */
const KILOMETRE = [
  { lat: 54.5, lng: 9.1 },
  { lat: 54.508993, lng: 9.1 },
];
const ids = (items: readonly TTrack[]) => items.map((track) => track.id);
const farmerPath = (path: string) => `${path}${path.includes('?') ? '&' : '?'}companyId=${HANSEN_ID}`;

describe('tracks over HTTP, the office', () => {
  it('creates with the length measured, reads, changes, archives, and never restores', async () => {
    const planner = await tenant.token('PLANNER');
    const created = await api<TTrack>('POST', '/structures/company/tracks', {
      token: planner,
      body: { name: 'Graben Nord', shape: KILOMETRE },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Graben Nord', customerId: null, archived: false, version: 1 });
    expect(Math.abs(created.body.length - 1000)).toBeLessThan(5);
    const id = created.body.id;
    expect((await api<TTrack>('GET', `/structures/company/tracks/${id}`, { token: planner })).body).toEqual(
      created.body,
    );

    const renamed = await api<TTrack>('PATCH', `/structures/company/tracks/${id}`, {
      token: planner,
      body: { version: 1, name: 'Graben Nordost', length: 990 },
    });
    expect(renamed.body).toMatchObject({ name: 'Graben Nordost', length: 990, version: 2 });
    const stale = await api<ApiError>('PATCH', `/structures/company/tracks/${id}`, {
      token: planner,
      body: { version: 1 },
    });
    expect(stale.status).toBe(409);

    const archived = await api<TTrack>('PATCH', `/structures/company/tracks/${id}`, {
      token: planner,
      body: { version: 2, archived: true },
    });
    expect(archived.body).toMatchObject({ archived: true, version: 3 });
    const active = await api<Items>('GET', '/structures/company/tracks', { token: planner });
    const archive = await api<Items>('GET', '/structures/company/tracks?archived=true', { token: planner });
    expect(ids(active.body.items)).not.toContain(id);
    expect(ids(active.body.items)).toEqual(expect.arrayContaining([DEMO_TRACK, OFFICE_TRACK]));
    expect(ids(archive.body.items)).toContain(id);

    const restore = await api<ApiError>('PATCH', `/structures/company/tracks/${id}`, {
      token: planner,
      body: { version: 3, archived: false },
    });
    expect(restore).toEqual({
      status: 400,
      body: expect.objectContaining({
        code: 'LW_400_02_0001',
        message: 'Archivierte Strukturen können nicht wiederhergestellt werden.',
      }),
    });
  });

  it('creates and changes a batch all or none', async () => {
    const owner = await tenant.token('OWNER');
    const batch = await api<{ tracks: TTrack[] }>('POST', '/structures/company/tracks/batch', {
      token: owner,
      body: {
        tracks: [
          { name: 'A', shape: KILOMETRE },
          { name: 'B', shape: KILOMETRE, length: 1 },
        ],
      },
    });
    expect(batch.status).toBe(201);
    expect(batch.body.tracks.map((track) => [track.name, track.version])).toEqual([
      ['A', 1],
      ['B', 1],
    ]);
    const [first, second] = batch.body.tracks;
    if (!first || !second) throw new Error('batch answered no tracks');

    // One stale version refuses the whole batch: the other track stays as it was.
    const refused = await api<ApiError>('PATCH', '/structures/company/tracks/batch', {
      token: owner,
      body: {
        tracks: [
          { id: first.id, version: 1, name: 'A2' },
          { id: second.id, version: 7, name: 'B2' },
        ],
      },
    });
    expect(refused.status).toBe(409);
    expect((await api<TTrack>('GET', `/structures/company/tracks/${first.id}`, { token: owner })).body.name).toBe('A');

    const changed = await api<{ tracks: TTrack[] }>('PATCH', '/structures/company/tracks/batch', {
      token: owner,
      body: {
        tracks: [
          { id: first.id, version: 1, name: 'A2' },
          { id: second.id, version: 1, archived: true },
        ],
      },
    });
    expect(changed.body.tracks.map((track) => [track.name, track.archived, track.version])).toEqual([
      ['A2', false, 2],
      ['B', true, 2],
    ]);

    const unknownCustomer = await api<{ issues: { path: string }[] }>('POST', '/structures/company/tracks/batch', {
      token: owner,
      body: { tracks: [{ shape: KILOMETRE, customerId: 'no-such-customer' }] },
    });
    expect(unknownCustomer.status).toBe(400);
  });

  it('refuses a change of shape, length or direction without the edit-structures permission', async () => {
    const accountant = await tenant.token('ACCOUNTANT');
    const planner = await tenant.token('PLANNER');
    const created = await api<TTrack>('POST', '/structures/company/tracks', {
      token: planner,
      body: { name: 'Feldweg', shape: KILOMETRE },
    });
    const path = `/structures/company/tracks/${created.body.id}`;
    const refused = await api<ApiError>('PATCH', path, {
      token: accountant,
      body: { version: 1, directionEnabled: true },
    });
    expect(refused).toEqual({
      status: 403,
      body: expect.objectContaining({
        code: 'FCPA_403_01_0002',
        message: 'Dir fehlen Bearbeitungsrechte. Bitte wende dich an deinen Lohnunternehmer.',
      }),
    });
    // Name and colour are no geometry: the accountant may change them.
    const renamed = await api<TTrack>('PATCH', path, { token: accountant, body: { version: 1, name: 'Feldweg Süd' } });
    expect(renamed.body).toMatchObject({ name: 'Feldweg Süd', directionEnabled: false, version: 2 });
  });

  it('answers 404 for a track that does not exist, and refuses bounds', async () => {
    const owner = await tenant.token('OWNER');
    const missing = await api<ApiError>('GET', '/structures/company/tracks/no-such-track', { token: owner });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('FCPA_404_02');
    const tooMany = Array.from({ length: 10_001 }, (_, index) => ({ lat: 54, lng: 9 + index / 1e6 }));
    expect((await api('POST', '/structures/company/tracks', { token: owner, body: { shape: tooMany } })).status).toBe(
      400,
    );
    expect(
      (
        await api('POST', '/structures/company/tracks', {
          token: owner,
          body: { shape: [{ lat: 91, lng: 9 }, KILOMETRE[0]] },
        })
      ).status,
    ).toBe(400);
  });
});

describe('tracks over HTTP, the farmer', () => {
  it("sees only their own customer's tracks; another's answers as not there", async () => {
    const farmer = await tenant.token('CUSTOMER');
    const list = await api<Items>('GET', farmerPath('/structures/tracks'), { token: farmer });
    expect(list.status).toBe(200);
    expect(ids(list.body.items)).toContain(DEMO_TRACK);
    expect(list.body.items.every((track) => track.customerId === FARMER_CUSTOMER)).toBe(true);
    const own = await api<TTrack>('GET', farmerPath(`/structures/tracks/${DEMO_TRACK}`), { token: farmer });
    expect(own.body.name).toBe('Deichweg zur Deichkoppel');
    const office = await api<ApiError>('GET', farmerPath(`/structures/tracks/${OFFICE_TRACK}`), { token: farmer });
    expect(office.status).toBe(404);
    expect(office.body.code).toBe('FCPA_404_02');
  });

  it('may not change structures without canEditStructures on the customer record', async () => {
    const farmer = await tenant.token('CUSTOMER');
    const own = await api<TTrack>('GET', farmerPath(`/structures/tracks/${DEMO_TRACK}`), { token: farmer });
    const change = await api<ApiError>('PATCH', farmerPath(`/structures/tracks/${DEMO_TRACK}`), {
      token: farmer,
      body: { version: own.body.version, name: 'Mein Weg' },
    });
    expect(change.status).toBe(403);
    expect(change.body.code).toBe('FCPA_403_01_0002');
    const create = await api<ApiError>('POST', farmerPath('/structures/tracks'), {
      token: farmer,
      body: { shape: KILOMETRE },
    });
    expect(create.body.code).toBe('FCPA_403_01_0002');
    expect(
      (
        await api<TTrack>('GET', `/structures/company/tracks/${DEMO_TRACK}`, {
          token: await tenant.token('OWNER'),
        })
      ).body.name,
    ).toBe('Deichweg zur Deichkoppel');
  });

  it("refuses another contractor's structures: no access to that company", async () => {
    const neighbour = await otherTenant.token('OWNER');
    const neighbourId = (await api<TCompany>('GET', '/structures/company', { token: neighbour })).body.id;
    const theirs = await api<TTrack>('POST', '/structures/company/tracks', {
      token: neighbour,
      body: { name: 'Nachbarweg', shape: KILOMETRE },
    });
    expect(theirs.status).toBe(201);
    const farmer = await tenant.token('CUSTOMER');
    const read = await api<ApiError>('GET', `/structures/tracks/${theirs.body.id}?companyId=${neighbourId}`, {
      token: farmer,
    });
    expect(read.status).toBe(403);
    expect(read.body.code).toBe('FCPA_403_01_0001');
    const list = await api<ApiError>('GET', `/structures/tracks?companyId=${neighbourId}`, { token: farmer });
    expect(list.status).toBe(403);
    // The office side of that company is closed to a customer too.
    const office = await api('GET', `/structures/company/tracks?companyId=${neighbourId}`, { token: farmer });
    expect(office.status).toBe(403);
  });
});
