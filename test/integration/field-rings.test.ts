import { describe, expect, it } from 'vitest';
import { fieldMessages, type TField } from '../../schemas/map-fields';
import { api } from '../support/api-client';
import { square } from '../support/map-shapes';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/**
 * Issue 25 point 6a over HTTP: an outline or hole of three points of which two or three coincide answered
 * 500 (turf: 'Each LinearRing … must have 4 or more Positions'). Every field route of the office and the
 * farmer, one and batch, create and change, now refuses it at the ring with a German message.
 */
type ApiError = { code: string; message: string; issues?: { path: string; message: string }[] };

const A = { lat: 54.655, lng: 9.355 };
const B = { lat: 54.655, lng: 9.356 };
const BACK_TO_START = [A, B, A];
const ONE_POINT = [A, A, A];
const FARMER_QUERY = `?companyId=${tenant.login('OWNER').companyId}`;

const refusedAt = (answer: { status: number; body: ApiError }, path: string, message: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.issues).toContainEqual({ path, message });
};

describe('degenerate field rings over HTTP', () => {
  it('are refused at the ring on the office’s create, change and batch routes; the field stays as it was', async () => {
    const token = await otherTenant.token('OWNER');
    const outline = square(54.65, 9.35);
    for (const shape of [BACK_TO_START, ONE_POINT]) {
      const created = await api<ApiError>('POST', '/structures/company/fields', { token, body: { shape } });
      refusedAt(created, 'shape', fieldMessages.shapePoints);
    }
    const holed = await api<ApiError>('POST', '/structures/company/fields', {
      token,
      body: { shape: outline, holes: [BACK_TO_START] },
    });
    refusedAt(holed, 'holes.0', fieldMessages.holePoints);

    const field = await api<TField>('POST', '/structures/company/fields', {
      token,
      body: { name: 'Ringprobe', shape: outline },
    });
    expect(field.status).toBe(201);
    const changed = await api<ApiError>('PATCH', `/structures/company/fields/${field.body.id}`, {
      token,
      body: { version: field.body.version, shape: BACK_TO_START },
    });
    refusedAt(changed, 'shape', fieldMessages.shapePoints);
    const batchCreate = await api<ApiError>('POST', '/structures/company/fields/batch', {
      token,
      body: { fields: [{ shape: ONE_POINT }] },
    });
    refusedAt(batchCreate, 'fields.0.shape', fieldMessages.shapePoints);
    const batchChange = await api<ApiError>('PATCH', '/structures/company/fields/batch', {
      token,
      body: { fields: [{ id: field.body.id, version: field.body.version, holes: [BACK_TO_START] }] },
    });
    refusedAt(batchChange, 'fields.0.holes.0', fieldMessages.holePoints);
    const read = await api<TField>('GET', `/structures/company/fields/${field.body.id}`, { token });
    expect(read.body).toEqual(field.body);
  });

  it('are refused at the ring on the farmer’s routes too', async () => {
    const farmer = await tenant.token('CUSTOMER');
    const created = await api<ApiError>('POST', `/structures/fields${FARMER_QUERY}`, {
      token: farmer,
      body: { shape: BACK_TO_START },
    });
    refusedAt(created, 'shape', fieldMessages.shapePoints);
    const batch = await api<ApiError>('POST', `/structures/fields/batch${FARMER_QUERY}`, {
      token: farmer,
      body: { fields: [{ shape: square(54.65, 9.35), holes: [ONE_POINT] }] },
    });
    refusedAt(batch, 'fields.0.holes.0', fieldMessages.holePoints);
    const changed = await api<ApiError>('PATCH', `/structures/fields/demo-field-deichkoppel${FARMER_QUERY}`, {
      token: farmer,
      body: { version: 1, shape: ONE_POINT },
    });
    refusedAt(changed, 'shape', fieldMessages.shapePoints);
  });
});
