import { beforeAll, describe, expect, it } from 'vitest';
import { orderRequestMessages, type TOrderRequest } from '../../schemas/api/order-requests';
import type { TField } from '../../schemas/map-fields';
import { referenceMessages } from '../../schemas/references';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/**
 * Issue 13 point 1: orders and order requests name the map's fields, tracks and loading points as declared
 * references. The office names only its company's; a farmer only his own at the contractor (loading points:
 * also the common ones), else the request is refused at the field with the German message.
 */
type ApiError = { code: string; issues?: { path: string; message: string }[] };

const HANSEN_ID = tenant.companyId;
/** The demo farmer's (demo-customer-10001) field and track, another customer's field, a common loading point. */
const OWN_FIELD = 'demo-field-deichkoppel';
const OWN_TRACK = 'demo-track-deichweg';
const OTHER_CUSTOMERS_FIELD = 'demo-field-grasland-ost';
const COMMON_POINT = 'demo-point-hafen-husum';
const MADE_UP = 'gibt-es-nicht-4711';

let planner: string;
let farmer: string;
let foreignField: string;

beforeAll(async () => {
  const neighbour = await otherTenant.token('OWNER');
  [planner, farmer] = await Promise.all([tenant.token('PLANNER'), tenant.token('CUSTOMER')]);
  const created = await api<TField>('POST', '/structures/company/fields', {
    token: neighbour,
    body: {
      name: 'Fremdes Feld',
      shape: [
        { lat: 54.7, lng: 9.5 },
        { lat: 54.7, lng: 9.501 },
        { lat: 54.701, lng: 9.501 },
      ],
    },
  });
  expect(created.status).toBe(201);
  foreignField = created.body.id;
});

const issuesOf = async (response: Promise<{ status: number; body: ApiError }>) => {
  const { status, body } = await response;
  expect(status, JSON.stringify(body)).toBe(400);
  return body.issues;
};

describe("an order's fields and tracks are the company's", () => {
  const plan = (overrides: Record<string, unknown>) => ({
    name: 'Referenzen prüfen',
    plannedStartDateTime: '2031-05-04T06:00:00.000Z',
    ...overrides,
  });

  it("refuses another company's or an unknown field or track at the field", async () => {
    const body = plan({
      fieldIds: [OWN_FIELD, foreignField],
      trackIds: [MADE_UP],
      fieldOverrides: [{ fieldId: MADE_UP, areaHa: '1' }],
    });
    expect(await issuesOf(api<ApiError>('POST', '/orders/orders', { token: planner, body }))).toEqual([
      { path: 'fieldIds.1', message: referenceMessages.field },
      { path: 'trackIds.0', message: referenceMessages.track },
      { path: 'fieldOverrides.0.fieldId', message: referenceMessages.field },
    ]);
  });

  it("takes the company's fields and tracks, any customer's", async () => {
    const body = plan({ fieldIds: [OWN_FIELD, OTHER_CUSTOMERS_FIELD], trackIds: [OWN_TRACK] });
    const created = await api('POST', '/orders/orders', { token: planner, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });
});

describe("a farmer's order request names only his own structures at the contractor", () => {
  const MINE = `/structures/order-requests?companyId=${HANSEN_ID}`;
  const asked = (body: Record<string, unknown>) => ({ subject: 'Walzen', status: 'DRAFT', ...body });
  const ask = (body: Record<string, unknown>) => api<ApiError>('POST', MINE, { token: farmer, body: asked(body) });

  it("refuses another customer's field, a foreign or unknown track, at the field", async () => {
    const body = { fieldIds: [OWN_FIELD, OTHER_CUSTOMERS_FIELD, foreignField], trackIds: [MADE_UP] };
    expect(await issuesOf(ask(body))).toEqual([
      { path: 'fieldIds.1', message: orderRequestMessages.unknownField },
      { path: 'fieldIds.2', message: orderRequestMessages.unknownField },
      { path: 'trackIds.0', message: orderRequestMessages.unknownTrack },
    ]);
  });

  it('takes his own field and track and a common loading point, also on change', async () => {
    const created = await api<TOrderRequest>('POST', MINE, {
      token: farmer,
      body: asked({ fieldIds: [OWN_FIELD], trackIds: [OWN_TRACK], loadingPointIds: [COMMON_POINT] }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const changed = api<ApiError>('PATCH', `/structures/order-requests/${created.body.id}?companyId=${HANSEN_ID}`, {
      token: farmer,
      body: { version: created.body.version, data: asked({ fieldIds: [OTHER_CUSTOMERS_FIELD] }) },
    });
    expect(await issuesOf(changed)).toEqual([{ path: 'data.fieldIds.0', message: orderRequestMessages.unknownField }]);
  });
});
