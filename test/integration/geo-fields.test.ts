import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TGeoField } from '../../schemas/api/geo';
import { api } from '../support/api-client';
import { indexField, rectangleField } from '../support/field-cells';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/** Issue 13 point 2 over HTTP: the company's fields within a map box, from the spatial index. */
const HANSEN_ID = tenant.login('OWNER').companyId;
const NEIGHBOUR_ID = otherTenant.login('OWNER').companyId;
/** Each run its own ids: the runtime is shared and not reset between runs. */
const key = randomUUID().slice(0, 8);
const id = (name: string) => `geo-${key}-${name}`;

/** A map screen near Friedrichstadt (about 0.05° x 0.03°). */
const SCREEN = { minLat: 54.36, maxLat: 54.39, minLng: 9.05, maxLng: 9.1 };
const boxQuery = (box: typeof SCREEN) =>
  `/geo/fields?minLat=${box.minLat}&maxLat=${box.maxLat}&minLng=${box.minLng}&maxLng=${box.maxLng}`;

type Fields = { items: TGeoField[] };
let planner: string;
let driver: string;
let neighbour: string;

/** The ids of this run's fields the caller sees in the box. */
const ourFieldsIn = async (token: string, box: typeof SCREEN) => {
  const read = await api<Fields>('GET', boxQuery(box), { token });
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  return read.body.items.map((field) => field.id).filter((fieldId) => fieldId.startsWith(`geo-${key}-`));
};

beforeAll(async () => {
  [planner, driver, neighbour] = await Promise.all([
    tenant.token('PLANNER'),
    tenant.token('EMPLOYEE'),
    otherTenant.token('OWNER'),
  ]);
  await Promise.all([
    indexField(rectangleField(HANSEN_ID, id('inside'), { lat: 54.37, lng: 9.06 })),
    // A corner over the east edge, and one over the south edge: inside by their bounding box.
    indexField(rectangleField(HANSEN_ID, id('east-edge'), { lat: 54.37, lng: 9.097 })),
    indexField(rectangleField(HANSEN_ID, id('south-edge'), { lat: 54.358, lng: 9.07 })),
    // Straddles the precision-5 cell border at 9.052734375° E: indexed under two cells, returned once.
    indexField(rectangleField(HANSEN_ID, id('two-cells'), { lat: 54.375, lng: 9.05 })),
    // Several kilometres across: indexed under coarse cells, its box covers the screen.
    indexField(rectangleField(HANSEN_ID, id('large'), { lat: 54.3, lng: 9.0 }, { height: 0.15, width: 0.2 })),
    indexField(rectangleField(HANSEN_ID, id('east-outside'), { lat: 54.37, lng: 9.101 })),
    indexField(rectangleField(HANSEN_ID, id('far-away'), { lat: 54.6, lng: 9.5 })),
    // Another company's field at the very same place.
    indexField(rectangleField(NEIGHBOUR_ID, id('neighbour'), { lat: 54.37, lng: 9.06 })),
  ]);
});

describe('GET /geo/fields (services.md Field-geometry service)', () => {
  it('returns the fields whose box meets the map box, edge-crossing ones too, each once', async () => {
    expect((await ourFieldsIn(planner, SCREEN)).sort()).toEqual(
      [id('east-edge'), id('inside'), id('large'), id('south-edge'), id('two-cells')].sort(),
    );
  });

  it("answers with the field's id, name, outline as [lng, lat] pairs and usage", async () => {
    const read = await api<Fields>('GET', boxQuery(SCREEN), { token: driver });
    expect(read.status).toBe(200);
    expect(read.body.items.find((field) => field.id === id('inside'))).toEqual({
      id: id('inside'),
      name: `Schlag ${id('inside')}`,
      coordinates: rectangleField(HANSEN_ID, id('inside'), { lat: 54.37, lng: 9.06 }).shape.map(({ lat, lng }) => [
        lng,
        lat,
      ]),
      usage: 'Winterweizen',
    });
  });

  it("never returns another company's fields", async () => {
    expect(await ourFieldsIn(planner, SCREEN)).not.toContain(id('neighbour'));
    expect(await ourFieldsIn(neighbour, SCREEN)).toEqual([id('neighbour')]);
    const named = await api('GET', `${boxQuery(SCREEN)}&companyId=${HANSEN_ID}`, { token: neighbour });
    expect(named.status).toBe(403);
  });

  it('follows a field that moved and forgets an archived one', async () => {
    const before = rectangleField(HANSEN_ID, id('moving'), { lat: 54.38, lng: 9.08 });
    await indexField(before);
    expect(await ourFieldsIn(planner, SCREEN)).toContain(id('moving'));
    const moved = rectangleField(HANSEN_ID, id('moving'), { lat: 54.62, lng: 9.52 });
    await indexField(moved, before);
    expect(await ourFieldsIn(planner, SCREEN)).not.toContain(id('moving'));
    const there = { minLat: 54.6, maxLat: 54.63, minLng: 9.49, maxLng: 9.54 };
    expect((await ourFieldsIn(planner, there)).sort()).toEqual([id('far-away'), id('moving')].sort());
    await indexField({ ...moved, archived: true }, moved);
    expect(await ourFieldsIn(planner, there)).toEqual([id('far-away')]);
  });

  it('refuses a box larger than 2° x 2° and one with swapped edges, in German', async () => {
    const large = await api('GET', boxQuery({ minLat: 53.4, maxLat: 55.5, minLng: 8.5, maxLng: 10 }), {
      token: planner,
    });
    expect(large.status).toBe(400);
    expect(large.body).toMatchObject({
      code: 'LW_400_01_0001',
      issues: [
        {
          path: 'maxLat',
          message: 'Der Kartenausschnitt ist zu groß (höchstens 2° × 2°). Bitte zoome näher heran.',
        },
      ],
    });
    const swapped = await api('GET', boxQuery({ ...SCREEN, minLng: 9.2 }), { token: planner });
    expect(swapped.status).toBe(400);
    expect(swapped.body.issues).toEqual([
      {
        path: 'minLng',
        message: 'Bitte gib einen Ausschnitt an, dessen Westrand nicht östlich seines Ostrands liegt.',
      },
    ]);
  });

  it('reads the largest allowed box', async () => {
    const largest = { minLat: 53.5, maxLat: 55.5, minLng: 8.5, maxLng: 10.5 };
    expect(await ourFieldsIn(planner, largest)).toEqual(
      expect.arrayContaining([id('inside'), id('large'), id('far-away')]),
    );
  });
});
