import { describe, expect, it } from 'vitest';
import { CLIENT_VERSION_HEADER } from '../../schemas/api/client-version';
import type { TCompany } from '../../schemas/api/company';
import { structuresErrors } from '../../schemas/error-catalogue/structures';
import { type ErrorCode, messageForCode, statusForCode } from '../../schemas/errors';
import type { TField } from '../../schemas/map-fields';
import { api, runtime } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/**
 * Issue 13 points 1 and 6: the error catalogue of the structures service (services.md §8) as the map
 * structures' routes answer it, each code with its status and German text, and a farmer of one contractor
 * trying another contractor's structures.
 *
 * Which request reaches which code of schemas/error-catalogue/structures.ts:
 * - FCPA_404_02: an unknown field, track or marker id (office and farmer), another customer's field for a
 *   farmer, an unknown track or marker of a field.
 * - FCPA_403_01_0001: a farmer naming a contractor they are no customer of (by id, by list, a part route).
 * - FCPA_403_01_0002: a farmer without canEditStructures changing their own field or its track; an office
 *   role without edit-structures moving a track.
 * The other codes cannot be reached by these routes (NOT_REACHED says why). The client-version refusal
 * (LW_400_00_0001, a platform code: the check lives in the shared HTTP chain) is asserted here too.
 */
const NOT_REACHED: Record<string, string> = {
  FCPA_400: 'validation answers LW_400_01_0001 for every service (error-catalogue/platform.ts decision)',
  FCPA_400_01: 'validation answers LW_400_01_0001 for every service (error-catalogue/platform.ts decision)',
  FCPA_401: 'the shared chain answers a bad token with LW_401_01_0001 (platform.ts decision)',
  FCPA_401_01: 'the shared chain answers a bad token with LW_401_01_0001 (platform.ts decision)',
  FCPA_401_01_0002: 'the shared chain answers a bad token with LW_401_01_0001 (platform.ts decision)',
  FCPA_403: 'the routes answer the specific FCPA_403_01_0001 / _0002 instead',
  FCPA_403_01: 'the routes answer the specific FCPA_403_01_0001 / _0002 instead',
  FCPA_404: 'the routes answer the specific FCPA_404_02 instead',
  FCPA_403_10:
    'reachable (customer-access.ts: a contractor with order requests off), but the demo seed has no such ' +
    'contractor with the demo farmer as customer, and switching the demo contractor off races other files',
  FCPA_403_20: 'order requests (order-requests routes), not map structures',
  FCPA_403_20_0001: 'order requests (order-requests routes), not map structures',
  FCPA_403_20_0002: 'order requests (order-requests routes), not map structures',
  FCPA_404_03: 'geocoding of an address: no map structure route geocodes',
  FCPA_404_03_0001: 'geocoding of an address: no map structure route geocodes',
  FCPA_500_02: 'a failed database answers LW_500_00_0001 (the chain maps unexpected errors)',
  FCPA_500_03: 'geocoding unavailable: no map structure route geocodes',
};
const REACHED: ErrorCode[] = ['FCPA_404_02', 'FCPA_403_01_0001', 'FCPA_403_01_0002'];

const HANSEN_ID = tenant.companyId;
const DEMO_FIELD = 'demo-field-deichkoppel';
const DEMO_FIELD_TRACK = 'demo-field-deichkoppel-fahrgasse';
const GRASS_FIELD = 'demo-field-grasland-ost';
const DEMO_TRACK = 'demo-track-deichweg';
const SQUARE = [
  { lat: 54.65, lng: 9.35 },
  { lat: 54.65, lng: 9.351 },
  { lat: 54.651, lng: 9.351 },
  { lat: 54.651, lng: 9.35 },
];
const LINE = [
  { lat: 54.65, lng: 9.35 },
  { lat: 54.651, lng: 9.35 },
];

type Answer = { status: number; body: Record<string, unknown> };
/** The answer is the code's refusal: its status, the code and its German text, and nothing else of a record. */
const expectRefusal = (answer: Answer, code: ErrorCode, what: string) => {
  expect([answer.status, answer.body.code], what).toEqual([statusForCode(code), code]);
  expect(answer.body.message, what).toBe(messageForCode(code));
  expect(Object.keys(answer.body).sort(), what).toEqual(['code', 'message', 'requestId']);
};

describe('the structures catalogue on the map structures routes', () => {
  it('lists every code of the catalogue as reached here or not reachable, with why', () => {
    expect([...REACHED, ...Object.keys(NOT_REACHED)].sort()).toEqual(Object.keys(structuresErrors).sort());
  });

  it('FCPA_404_02: unknown ids, another customer’s field, an unknown part of a field', async () => {
    const [planner, farmer] = await Promise.all([tenant.token('PLANNER'), tenant.token('CUSTOMER')]);
    for (const kind of ['tracks', 'fields', 'markers']) {
      expectRefusal(
        await api('GET', `/structures/company/${kind}/no-such-id`, { token: planner }),
        'FCPA_404_02',
        kind,
      );
      const farmerSide = await api('GET', `/structures/${kind}/no-such-id?companyId=${HANSEN_ID}`, { token: farmer });
      expectRefusal(farmerSide, 'FCPA_404_02', `farmer ${kind}`);
    }
    const other = await api('GET', `/structures/fields/${GRASS_FIELD}?companyId=${HANSEN_ID}`, { token: farmer });
    expectRefusal(other, 'FCPA_404_02', "another customer's field");
    const fields = '/structures/company/fields';
    for (const [method, path, body] of [
      ['POST', `${fields}/no-such-field/markers`, { lat: 54.5, lng: 9.05 }],
      ['PATCH', `${fields}/${DEMO_FIELD}/tracks/no-such-track`, { name: 'x' }],
      ['DELETE', `${fields}/${DEMO_FIELD}/markers/no-such-marker`, undefined],
    ] as const) {
      expectRefusal(await api(method, path, { token: planner, body }), 'FCPA_404_02', `${method} ${path}`);
    }
  });

  it('FCPA_403_01_0002: no canEditStructures, no edit-structures; nothing changes', async () => {
    const [owner, farmer, accountant] = await Promise.all([
      tenant.token('OWNER'),
      tenant.token('CUSTOMER'),
      tenant.token('ACCOUNTANT'),
    ]);
    const before = await api<TField>('GET', `/structures/company/fields/${DEMO_FIELD}`, { token: owner });
    const own = `/structures/fields/${DEMO_FIELD}`;
    const query = `?companyId=${HANSEN_ID}`;
    for (const [method, path, body] of [
      ['PATCH', `${own}${query}`, { version: before.body.version, name: 'Meine Koppel' }],
      ['POST', `${own}/tracks${query}`, { shape: LINE }],
      ['PATCH', `${own}/tracks/${DEMO_FIELD_TRACK}${query}`, { name: 'Meine Fahrgasse' }],
      ['DELETE', `${own}/tracks/${DEMO_FIELD_TRACK}${query}`, undefined],
    ] as const) {
      expectRefusal(await api(method, path, { token: farmer, body }), 'FCPA_403_01_0002', `${method} ${path}`);
    }
    const track = await api<{ version: number }>('GET', `/structures/company/tracks/${DEMO_TRACK}`, { token: owner });
    const moved = await api('PATCH', `/structures/company/tracks/${DEMO_TRACK}`, {
      token: accountant,
      body: { version: track.body.version, shape: LINE },
    });
    expectRefusal(moved, 'FCPA_403_01_0002', 'a track moved without edit-structures');
    const after = await api<TField>('GET', `/structures/company/fields/${DEMO_FIELD}`, { token: owner });
    expect(after.body).toEqual(before.body);
  });

  it("FCPA_403_01_0001: a farmer of one contractor tries another's structures: refused, nothing leaked", async () => {
    const [neighbour, farmer] = await Promise.all([otherTenant.token('OWNER'), tenant.token('CUSTOMER')]);
    const theirId = (await api<TCompany>('GET', '/structures/company', { token: neighbour })).body.id;
    const created = await api<TField>('POST', '/structures/company/fields', {
      token: neighbour,
      body: { name: 'Fremdes Feld', shape: SQUARE, tracks: [{ id: 'fremde-gasse', shape: LINE }] },
    });
    expect(created.status).toBe(201);
    const theirs = created.body;
    const query = `?companyId=${theirId}`;
    const byId = `/structures/fields/${theirs.id}`;
    for (const [method, path, body] of [
      ['GET', `/structures/fields${query}`, undefined],
      ['GET', `/structures/tracks${query}&archived=all`, undefined],
      ['GET', `/structures/markers${query}`, undefined],
      ['GET', `${byId}${query}`, undefined],
      ['PATCH', `${byId}${query}`, { version: theirs.version, name: 'Meins' }],
      ['POST', `${byId}/markers${query}`, { lat: 54.6505, lng: 9.3505 }],
      ['PATCH', `${byId}/tracks/fremde-gasse${query}`, { name: 'Meine' }],
      ['DELETE', `${byId}/tracks/fremde-gasse${query}`, undefined],
    ] as const) {
      const answer = await api(method, path, { token: farmer, body });
      expectRefusal(answer, 'FCPA_403_01_0001', `${method} ${path}`);
      expect(JSON.stringify(answer.body)).not.toContain('Fremdes Feld');
    }
    // Named under the farmer's own contractor, the other one's field is not there.
    const underOwn = await api('GET', `${byId}?companyId=${HANSEN_ID}`, { token: farmer });
    expectRefusal(underOwn, 'FCPA_404_02', 'their field under the own contractor');
    const after = await api<TField>('GET', `/structures/company/fields/${theirs.id}`, { token: neighbour });
    expect(after.body).toEqual(theirs);
  });
});

describe('the client-version header (services.md §7)', () => {
  it('is required by the structures service: another version or none is told to reload', async () => {
    const planner = await tenant.token('PLANNER');
    const call = (headers: Record<string, string>) =>
      fetch(`${runtime().apiUrl}/structures/company/fields`, {
        headers: { authorization: `Bearer ${planner}`, ...headers },
      });
    const refused: Record<string, string>[] = [{}, { [CLIENT_VERSION_HEADER]: '0.0.0-old' }];
    for (const headers of refused) {
      const answer = await call(headers);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        code: 'LW_400_00_0001',
        message: 'Diese App-Version wird nicht mehr unterstützt. Bitte lade die Seite neu.',
      });
    }
    expect((await call({ [CLIENT_VERSION_HEADER]: '0.0.1-preview' })).status).toBe(200);
    // Services that check no version yet answer without it.
    const orders = await fetch(`${runtime().apiUrl}/orders/orders`, {
      headers: { authorization: `Bearer ${planner}` },
    });
    expect(orders.status).toBe(200);
  });
});
