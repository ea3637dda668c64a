import { describe, expect, it } from 'vitest';
import { fieldMessages, type TField } from '../../schemas/map-fields';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });

/** Issue 13 point 3 'polygons for fields (holes allowed)' over HTTP: holes are stored, measured and checked. */
type ApiError = { code: string; issues?: { path: string; message: string }[] };

/** A square from its south-west corner, `side` degrees, near Husum. */
const square = (lat: number, lng: number, side: number) => [
  { lat, lng },
  { lat, lng: lng + side },
  { lat: lat + side, lng: lng + side },
  { lat: lat + side, lng },
];

describe('fields with holes over HTTP', () => {
  it('stores the holes, measures the outline less them, and refuses a hole outside the field', async () => {
    const planner = await tenant.token('PLANNER');
    const outline = square(54.63, 9.33, 0.002);
    const created = await api<TField>('POST', '/structures/company/fields', {
      token: planner,
      body: { name: 'Mit Teich', shape: outline, holes: [square(54.6305, 9.3305, 0.001)] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.holes).toHaveLength(1);
    // 0.002° square at 54.63° N: about 2.86 ha; the 0.001° hole a quarter of it.
    expect(Math.abs(created.body.areaHa - 2.86 * 0.75)).toBeLessThan(0.03);
    const read = await api<TField>('GET', `/structures/company/fields/${created.body.id}`, { token: planner });
    expect(read.body.holes).toEqual(created.body.holes);

    const outside = await api<ApiError>('PATCH', `/structures/company/fields/${created.body.id}`, {
      token: planner,
      body: { version: 1, holes: [square(54.6305, 9.3305, 0.001), square(54.6315, 9.3315, 0.001)] },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.issues).toEqual([{ path: 'holes.1', message: fieldMessages.holeOutside }]);

    const filled = await api<TField>('PATCH', `/structures/company/fields/${created.body.id}`, {
      token: planner,
      body: { version: 1, holes: [] },
    });
    expect(filled.body.holes).toEqual([]);
    expect(Math.abs(filled.body.areaHa - 2.86)).toBeLessThan(0.03);
  });
});
