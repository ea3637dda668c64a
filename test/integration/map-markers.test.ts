import { describe, expect, it } from 'vitest';
import type { TMapMarker } from '../../schemas/map-markers';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/** services.md §3 'Marker', §4, §5, §7 /markers: the map's markers over HTTP, for the office and the farmer. */
const HANSEN_ID = tenant.companyId;
const DEMO_MARKER = 'demo-marker-hoftor-thomsen';
type ApiError = { code: string; message: string };
type Items = { items: TMapMarker[] };
const ids = (items: readonly TMapMarker[]) => items.map((marker) => marker.id);
const farmerPath = (path: string) => `${path}${path.includes('?') ? '&' : '?'}companyId=${HANSEN_ID}`;

describe('markers over HTTP', () => {
  it('the office creates, moves, archives and never restores; moving needs the permission', async () => {
    const planner = await tenant.token('PLANNER');
    const created = await api<TMapMarker>('POST', '/structures/company/markers', {
      token: planner,
      body: {
        lat: 54.48,
        lng: 9.05,
        label: 'Tränke',
        type: 'field',
        preferredRepresentation: 'degrees-minutes-seconds',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      label: 'Tränke',
      type: 'field',
      customerId: null,
      archived: false,
      version: 1,
    });
    const path = `/structures/company/markers/${created.body.id}`;

    const accountant = await tenant.token('ACCOUNTANT');
    const moved = await api<ApiError>('PATCH', path, { token: accountant, body: { version: 1, lat: 54.49 } });
    expect(moved.status).toBe(403);
    expect(moved.body.code).toBe('FCPA_403_01_0002');
    const relabelled = await api<TMapMarker>('PATCH', path, { token: accountant, body: { version: 1, label: 'Tor' } });
    expect(relabelled.body).toMatchObject({ label: 'Tor', lat: 54.48, version: 2 });

    const archived = await api<TMapMarker>('PATCH', path, { token: planner, body: { version: 2, archived: true } });
    expect(archived.body.archived).toBe(true);
    const active = await api<Items>('GET', '/structures/company/markers', { token: planner });
    expect(ids(active.body.items)).not.toContain(created.body.id);
    expect(ids(active.body.items)).toContain(DEMO_MARKER);
    const restore = await api<ApiError>('PATCH', path, { token: planner, body: { version: 3, archived: false } });
    expect(restore.body.code).toBe('LW_400_02_0001');

    const batch = await api<{ markers: TMapMarker[] }>('POST', '/structures/company/markers/batch', {
      token: planner,
      body: {
        markers: [
          { lat: 54.5, lng: 9.1 },
          { lat: 54.51, lng: 9.11, label: 'B' },
        ],
      },
    });
    expect(batch.status).toBe(201);
    expect(batch.body.markers.map((marker) => marker.label)).toEqual([null, 'B']);

    // A marker on a field names a field of the company (schemas/references.ts 'field').
    const onField = await api<TMapMarker>('POST', '/structures/company/markers', {
      token: planner,
      body: { lat: 54.488, lng: 9.06, fieldId: 'demo-field-deichkoppel' },
    });
    expect(onField.body.fieldId).toBe('demo-field-deichkoppel');
    const unknownField = await api<{ issues: { path: string; message: string }[] }>(
      'POST',
      '/structures/company/markers',
      { token: planner, body: { lat: 54.488, lng: 9.06, fieldId: 'no-such-field' } },
    );
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.issues).toEqual([
      { path: 'fieldId', message: 'Dieses Feld gehört nicht zu deiner Firma.' },
    ]);
  });

  it("the farmer sees their customer's markers, may not change them without canEditStructures", async () => {
    const farmer = await tenant.token('CUSTOMER');
    const list = await api<Items>('GET', farmerPath('/structures/markers'), { token: farmer });
    expect(ids(list.body.items)).toEqual([DEMO_MARKER]);
    const change = await api<ApiError>('PATCH', farmerPath(`/structures/markers/${DEMO_MARKER}`), {
      token: farmer,
      body: { version: 1, label: 'Mein Tor' },
    });
    expect(change.body.code).toBe('FCPA_403_01_0002');
    const neighbour = await otherTenant.token('OWNER');
    const foreign = await api('GET', `/structures/company/markers/${DEMO_MARKER}`, { token: neighbour });
    expect(foreign.status).toBe(404);
  });
});
