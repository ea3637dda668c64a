import { beforeAll, describe, expect, it } from 'vitest';
import { dynamoRentalStore } from '../../lambdas/rentals/rental-store';
import { germanWallClock } from '../../schemas/kernel/calendar';
import type { TRental } from '../../schemas/planning/rental';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/** Issue 15 point 4: rental orders over HTTP, and no double rentals even when many arrive at once. */
type ApiError = { code: string; message: string; issues?: { path: string; message: string }[] };
type List = { items: TRental[] };

const RENTALS = '/orders/rentals';
const THOMSEN = 'demo-customer-10001';
const JENSEN = 'demo-customer-10002';
/** Days of their own far ahead (others each run), so the lists hold only this run's rentals. */
const dayAhead = (days: number) => new Date(Date.UTC(2032, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
const offset = Math.floor(Math.random() * 3000) * 10;
const day = (n: number) => dayAhead(offset + n);
const at = (n: number, time: string) => germanWallClock(day(n), time);

let planner: string;
/** A machine of this run only: its rentals are this test's alone. */
const newMachine = async (name: string) => {
  const created = await api<{ id: string; version: number }>('POST', '/masterdata/machines', {
    token: planner,
    body: { name },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
};

const terms = (machineId: string, overrides: Record<string, unknown> = {}) => ({
  machineId,
  customerId: THOMSEN,
  start: at(0, '08:00'),
  end: at(2, '12:00'),
  priceBasis: 'DAY',
  pricePerUnit: '450,50',
  ...overrides,
});

const create = <T = TRental>(body: Record<string, unknown>, token = planner) =>
  api<T>('POST', RENTALS, { token, body });

beforeAll(async () => {
  planner = await tenant.token('PLANNER');
});

describe('rental orders over HTTP', () => {
  it('creates, reads, lists by period, machine, customer and status, changes, hands out, takes back', async () => {
    const machine = await newMachine('Mietradlader L1');
    const created = await create(terms(machine.id));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      status: 'RESERVED',
      quantity: '3',
      netAmount: '1351.5',
      vatPercent: '19',
      pricePerUnit: '450.5',
      version: 1,
    });
    expect(created.body.number).toMatch(/^MV-\d{4}-\d{4,}$/);
    const { id } = created.body;
    expect((await api<TRental>('GET', `${RENTALS}/${id}`, { token: planner })).body.id).toBe(id);

    const listed = async (query: string) =>
      (await api<List>('GET', `${RENTALS}?${query}`, { token: planner })).body.items.map((rental) => rental.id);
    expect(await listed(`from=${day(2)}&to=${day(5)}`)).toContain(id);
    expect(await listed(`from=${day(3)}&to=${day(5)}`)).not.toContain(id);
    expect(await listed(`from=${day(-3)}&to=${day(-1)}`)).not.toContain(id);
    expect(await listed(`machineId=${machine.id}`)).toEqual([id]);
    expect(await listed(`from=${day(0)}&to=${day(0)}&customerId=${THOMSEN}&status=RESERVED`)).toContain(id);
    expect(await listed(`from=${day(0)}&to=${day(0)}&customerId=${JENSEN}`)).not.toContain(id);

    const changed = await api<TRental>('PATCH', `${RENTALS}/${id}`, {
      token: planner,
      body: { version: 1, data: terms(machine.id, { priceBasis: 'HOUR', pricePerUnit: '40', end: at(0, '10:01') }) },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ quantity: '2.25', netAmount: '90', version: 2 });
    const stale = await api<ApiError>('PATCH', `${RENTALS}/${id}`, {
      token: planner,
      body: { version: 1, data: terms(machine.id) },
    });
    expect(stale.body.code).toBe('LW_409_00_0001');

    const out = await api<TRental>('POST', `${RENTALS}/${id}/hand-out`, {
      token: planner,
      body: { version: 2, at: at(0, '08:05'), operatingHours: '812,5' },
    });
    expect(out.body).toMatchObject({ status: 'OUT', handedOutOperatingHours: '812.5' });
    const cancelOut = await api<ApiError>('POST', `${RENTALS}/${id}/cancel`, { token: planner, body: { version: 3 } });
    expect(cancelOut.status).toBe(409);
    expect(cancelOut.body.code).toBe('LW_409_38_0005');
    const back = await api<TRental>('POST', `${RENTALS}/${id}/take-back`, {
      token: planner,
      body: { version: 3, at: at(0, '10:00'), operatingHours: '814', damageNote: 'Kratzer an der Schaufel' },
    });
    expect(back.body).toMatchObject({ status: 'RETURNED', damageNote: 'Kratzer an der Schaufel', version: 4 });
    // The machine's link moved with the shortened end: listed once, as it is now.
    const ofMachine = await api<List>('GET', `${RENTALS}?machineId=${machine.id}`, { token: planner });
    expect(ofMachine.body.items.map((rental) => [rental.id, rental.status])).toEqual([[id, 'RETURNED']]);
  });

  it('refuses an overlapping rental at start, naming the other; touching periods and cancelled ones are fine', async () => {
    const machine = await newMachine('Mietradlader L2');
    const first = await create(terms(machine.id));
    expect(first.status).toBe(201);
    const overlapping = await create<ApiError>(terms(machine.id, { start: at(2, '11:00'), end: at(3, '12:00') }));
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.code).toBe('LW_409_38_0001');
    expect(overlapping.body.issues?.[0]?.path).toBe('start');
    expect(overlapping.body.issues?.[0]?.message).toContain(first.body.number);
    expect(overlapping.body.issues?.[0]?.message).toContain(`${day(2).split('-').reverse().join('.')}, 12:00`);

    const touching = await create(terms(machine.id, { start: at(2, '12:00'), end: at(3, '12:00') }));
    expect(touching.status, JSON.stringify(touching.body)).toBe(201);

    // Changing the period re-checks: moving the second into the first is refused at data.start.
    const moved = await api<ApiError>('PATCH', `${RENTALS}/${touching.body.id}`, {
      token: planner,
      body: { version: 1, data: terms(machine.id, { start: at(1, '12:00'), end: at(3, '12:00') }) },
    });
    expect(moved.status).toBe(409);
    expect(moved.body.issues?.[0]?.path).toBe('data.start');

    const cancelled = await api<TRental>('POST', `${RENTALS}/${first.body.id}/cancel`, {
      token: planner,
      body: { version: 1 },
    });
    expect(cancelled.body.status).toBe('CANCELLED');
    const again = await create(terms(machine.id, { start: at(1, '08:00'), end: at(2, '08:00') }));
    expect(again.status, JSON.stringify(again.body)).toBe(201);

    // What the disposition board reads: the machine's rented periods of these days, not the cancelled one.
    const away = await dynamoRentalStore().rentalsOverlapping(tenant.login('PLANNER').companyId, day(2), day(2));
    const onMachine = away.filter((period) => period.machineId === machine.id);
    expect(onMachine.map((period) => period.rentalId).sort()).toEqual([again.body.id, touching.body.id].sort());
    expect(onMachine.find((period) => period.rentalId === again.body.id)).toMatchObject({
      number: again.body.number,
      customerId: THOMSEN,
      start: at(1, '08:00'),
      end: at(2, '08:00'),
      status: 'RESERVED',
    });
    const before = await dynamoRentalStore().rentalsOverlapping(tenant.login('PLANNER').companyId, day(-5), day(-1));
    expect(before.filter((period) => period.machineId === machine.id)).toEqual([]);
  });

  it('of 50 overlapping creations for one machine at once, exactly one is made', async () => {
    const machine = await newMachine('Mietradlader L3');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        create<TRental | ApiError>(
          terms(machine.id, { start: at(0, `0${index % 8}:00`), end: at(1, `1${index % 10}:00`) }),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    console.log(
      JSON.stringify(answers.map((a) => [a.status, (a.body as ApiError).code, JSON.stringify(a.body).slice(0, 200)])),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const stored = await api<List>('GET', `${RENTALS}?machineId=${machine.id}`, { token: planner });
    expect(stored.body.items).toHaveLength(1);
  });

  it('refuses an archived machine and unknown references at the field', async () => {
    const machine = await newMachine('Alter Mietschlepper');
    const archived = await api('POST', `/masterdata/machines/${machine.id}/archive`, {
      token: planner,
      body: { version: machine.version, archived: true },
    });
    expect(archived.status).toBe(200);
    const refused = await create<ApiError>(terms(machine.id));
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { path: 'machineId', message: 'Diese Maschine ist archiviert und kann nicht vermietet werden.' },
    ]);
    const unknown = await create<ApiError>(terms('no-such-machine', { customerId: 'no-such-customer' }));
    expect(unknown.body.issues?.map((issue) => issue.path).sort()).toEqual(['customerId', 'machineId']);
  });

  it('an employee reads the overview list but creates nothing; another company finds nothing', async () => {
    const employee = await tenant.token('EMPLOYEE');
    const list = await api<List>('GET', `${RENTALS}?from=${day(-30)}`, { token: employee });
    expect(list.status).toBe(200);
    const machine = await newMachine('Mietradlader L4');
    expect((await create<ApiError>(terms(machine.id), employee)).status).toBe(403);

    const { body } = await create(terms(machine.id));
    const neighbour = await otherTenant.token('OWNER');
    expect((await api('GET', `${RENTALS}/${body.id}`, { token: neighbour })).status).toBe(404);
    const theirs = await api<List>('GET', `${RENTALS}?machineId=${machine.id}`, { token: neighbour });
    expect(theirs.body.items).toEqual([]);
    expect((await create<ApiError>(terms(machine.id), neighbour)).status).toBe(400);
  });
});
