import { beforeAll, describe, expect, it } from 'vitest';
import type { TGeoField } from '../../schemas/api/geo';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/**
 * Issue 13 point 2 ('it also serves the map while panning'): GET /geo/fields for the farmer at his
 * contractor: only the fields of the customers he speaks for; the office still sees all of its company's.
 */
const HANSEN_ID = tenant.companyId;
/** Around Husum: the demo farmer's Deichkoppel (demo-customer-10001) and another customer's Grasland Ost. */
const BOX = 'minLat=54.47&maxLat=54.5&minLng=9.05&maxLng=9.08';
const FARMERS_FIELD = 'demo-field-deichkoppel';
const OTHER_CUSTOMERS_FIELD = 'demo-field-grasland-ost';

type Items = { items: TGeoField[] };
const idsOf = (answer: { body: Items }) => answer.body.items.map(({ id }) => id);

let farmer: string;
let planner: string;

beforeAll(async () => {
  [farmer, planner] = await Promise.all([tenant.token('CUSTOMER'), tenant.token('PLANNER')]);
});

describe('the fields on the map for a farmer', () => {
  it("shows the farmer his own fields at the contractor, not another customer's", async () => {
    const read = await api<Items>('GET', `/geo/fields?companyId=${HANSEN_ID}&${BOX}`, { token: farmer });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(idsOf(read)).toContain(FARMERS_FIELD);
    expect(idsOf(read)).not.toContain(OTHER_CUSTOMERS_FIELD);
    expect(read.body.items.find(({ id }) => id === FARMERS_FIELD)).toMatchObject({ name: 'Deichkoppel' });
  });

  it('shows the office every field of its company, as before', async () => {
    const read = await api<Items>('GET', `/geo/fields?${BOX}`, { token: planner });
    expect(read.status).toBe(200);
    expect(idsOf(read)).toEqual(expect.arrayContaining([FARMERS_FIELD, OTHER_CUSTOMERS_FIELD]));
  });

  it('refuses a farmer without the contractor named, staff without the right, and another company', async () => {
    expect((await api('GET', `/geo/fields?${BOX}`, { token: farmer })).status).toBe(403);
    const subcontractor = await tenant.token('SUBCONTRACTOR');
    expect((await api('GET', `/geo/fields?${BOX}`, { token: subcontractor })).status).toBe(403);
    const neighbour = await otherTenant.token('OWNER');
    expect((await api('GET', `/geo/fields?companyId=${HANSEN_ID}&${BOX}`, { token: neighbour })).status).toBe(403);
  });
});
