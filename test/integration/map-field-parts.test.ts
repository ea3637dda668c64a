import { describe, expect, it } from 'vitest';
import type { TField } from '../../schemas/map-fields';
import { api } from '../support/api-client';
import { square } from '../support/map-shapes';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });

/**
 * services.md §7 'POST /fields/{fieldId}/tracks and /fields/{fieldId}/markers; PATCH, DELETE
 * /fields/{fieldId}/tracks/{trackId} and /fields/{fieldId}/markers/{markerId}' over HTTP: each answers the
 * field with its new version and tracksLength; where a part lies is guarded by edit-structures.
 */
type ApiError = { code: string; message: string };

/** About 1 km north along the meridian, and half of it. */
const KILOMETRE = [
  { lat: 54.62, lng: 9.32 },
  { lat: 54.628993, lng: 9.32 },
];
const HALF = [
  { lat: 54.62, lng: 9.32 },
  { lat: 54.6244965, lng: 9.32 },
];

const newField = async (token: string, name: string) => {
  const created = await api<TField>('POST', '/structures/company/fields', {
    token,
    body: { name, shape: square(54.62, 9.32) },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
};

describe('the tracks and markers of a field, one at a time', () => {
  it('adds, changes and removes a track: measured, tracksLength recomputed, the version counted', async () => {
    const planner = await tenant.token('PLANNER');
    const field = await newField(planner, 'Teilstücke');
    const base = `/structures/company/fields/${field.id}/tracks`;
    const added = await api<TField>('POST', base, { token: planner, body: { name: 'Fahrgasse', shape: KILOMETRE } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.version).toBe(2);
    expect(Math.round(added.body.tracksLength)).toBe(1000);
    const trackId = added.body.tracks[0]?.id ?? '';
    const reshaped = await api<TField>('PATCH', `${base}/${trackId}`, { token: planner, body: { shape: HALF } });
    expect(reshaped.status, JSON.stringify(reshaped.body)).toBe(200);
    expect([reshaped.body.version, Math.round(reshaped.body.tracksLength)]).toEqual([3, 500]);
    const given = await api<TField>('PATCH', `${base}/${trackId}`, { token: planner, body: { length: 42 } });
    expect(given.body.tracksLength).toBe(42);
    // Parallel edits of one field are each applied to the field as the other left it.
    const [one, two] = await Promise.all(
      ['Vorgewende', 'Feldweg'].map((name) =>
        api<TField>('POST', base, { token: planner, body: { name, shape: HALF } }),
      ),
    );
    expect([one?.status, two?.status]).toEqual([201, 201]);
    const read = await api<TField>('GET', `/structures/company/fields/${field.id}`, { token: planner });
    expect(read.body.tracks.map((track) => track.name).sort()).toEqual(['Fahrgasse', 'Feldweg', 'Vorgewende']);
    const removed = await api<TField>('DELETE', `${base}/${trackId}`, { token: planner });
    expect(removed.status).toBe(200);
    expect(removed.body.tracks.map((track) => track.name).sort()).toEqual(['Feldweg', 'Vorgewende']);
    expect(Math.round(removed.body.tracksLength)).toBe(1000);
    const gone = await api<ApiError>('PATCH', `${base}/${trackId}`, { token: planner, body: { name: 'x' } });
    expect([gone.status, gone.body.code]).toEqual([404, 'FCPA_404_02']);
  });

  it('adds, changes and removes a marker of the field', async () => {
    const planner = await tenant.token('PLANNER');
    const field = await newField(planner, 'Markiert');
    const base = `/structures/company/fields/${field.id}/markers`;
    const added = await api<TField>('POST', base, {
      token: planner,
      body: { lat: 54.6205, lng: 9.3205, label: 'Tor', type: 'field' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const marker = added.body.markers[0];
    expect(marker).toMatchObject({ label: 'Tor', fieldId: field.id });
    const changed = await api<TField>('PATCH', `${base}/${marker?.id}`, {
      token: planner,
      body: { label: 'Einfahrt', lat: 54.6206 },
    });
    expect(changed.body.markers[0]).toMatchObject({ id: marker?.id, label: 'Einfahrt', lat: 54.6206, lng: 9.3205 });
    const unknownCustomer = await api<ApiError>('PATCH', `${base}/${marker?.id}`, {
      token: planner,
      body: { customerId: 'no-such-customer' },
    });
    expect(unknownCustomer.status).toBe(400);
    const removed = await api<TField>('DELETE', `${base}/${marker?.id}`, { token: planner });
    expect([removed.status, removed.body.markers]).toEqual([200, []]);
  });

  it('needs edit-structures where a part lies, not for its name; an archived field refuses every edit', async () => {
    const [planner, accountant] = await Promise.all([tenant.token('PLANNER'), tenant.token('ACCOUNTANT')]);
    const field = await newField(planner, 'Geschützt');
    const base = `/structures/company/fields/${field.id}/tracks`;
    const added = await api<TField>('POST', base, { token: planner, body: { shape: KILOMETRE } });
    const trackId = added.body.tracks[0]?.id ?? '';
    const renamed = await api<TField>('PATCH', `${base}/${trackId}`, { token: accountant, body: { name: 'Neu' } });
    expect(renamed.status).toBe(200);
    for (const [method, path, body] of [
      ['POST', base, { shape: HALF }],
      ['PATCH', `${base}/${trackId}`, { shape: HALF }],
      ['PATCH', `${base}/${trackId}`, { directionEnabled: true }],
      ['DELETE', `${base}/${trackId}`, undefined],
    ] as const) {
      const refused = await api<ApiError>(method, path, { token: accountant, body });
      expect([refused.status, refused.body.code], `${method} ${path}`).toEqual([403, 'FCPA_403_01_0002']);
    }
    const archived = await api<TField>('PATCH', `/structures/company/fields/${field.id}`, {
      token: planner,
      body: { version: renamed.body.version, archived: true },
    });
    expect(archived.status).toBe(200);
    const refused = await api<ApiError>('PATCH', `${base}/${trackId}`, { token: planner, body: { name: 'Später' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'LW_400_02_0002',
      message: 'Archivierte Strukturen können nicht mehr geändert werden.',
    });
  });
});
