/**
 * The toll import at the size of a season's trip list (issue 15 point 9): 100,000 generated rows of the Toll
 * Collect CSV (Windows-1252, about 12 MB), 200 plated machines, 5,000 orders from March to October.
 * Measures parsing alone (the baseline), parsing with the assignment, and the whole import use case
 * (lambdas/orders/tolls/import-tolls.ts) against in-memory stores (a fake order and toll store, fake storage):
 * the embedded runtime would spend minutes writing 5,000 seeded orders before the first figure. Prints rows/s,
 * the ratio to parsing alone and the heap used. `npx tsx test/bench/toll-import.ts` prints the rows alone.
 */
import { pathToFileURL } from 'node:url';
import { noUnitMembers } from '../../lambdas/orders/domain/operating-unit-membership';
import { newOrder } from '../../lambdas/orders/domain/order';
import { assignTrip, machinesByPlate, ordersByMachine } from '../../lambdas/orders/tolls/domain/assign-trips';
import { parseTollCsv } from '../../lambdas/orders/tolls/domain/toll-csv';
import { importTollList, tollUploadPrefix } from '../../lambdas/orders/tolls/import-tolls';
import { germanWallClock, shiftDay } from '../../schemas/kernel/calendar';
import { type TOrder, ZOrderInput } from '../../schemas/orders/order';
import { memoryOrders, memoryStorage, memoryTolls } from '../support/toll-fakes';

export type Row = { figure: string; value: string; target: string; ok: boolean };

const ROWS = 100_000;
const MACHINES = 200;
const ORDERS = 5_000;
const SEASON_DAYS = 240;
/** A season's list read and assigned within this (the import answers within the API's 29 s). */
const TARGET_MS = 10_000;
const COMPANY = 'bench-company';

/** mulberry32: a tiny seeded PRNG, so every run imports the same list. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const next = random(20261124);
const int = (max: number) => Math.floor(next() * max);
const two = (value: number) => String(value).padStart(2, '0');

const plateOf = (index: number) => `${['NF', 'SL', 'HH', 'MS'][index % 4]}-LH ${100 + index}`;
const machines = Array.from({ length: MACHINES }, (_, index) => ({
  id: `machine-${index}`,
  licensePlate: plateOf(index),
}));
const dayOf = (offset: number) => shiftDay('2026-03-01', offset);
const germanDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const JUNCTIONS = ['Münster-Nord', 'Greven', 'Emsdetten', 'Ladbergen', 'Dülmen', 'Lüdinghausen', 'Münster-Süd'];

const plan = ZOrderInput.parse({ name: 'Gülle fahren', plannedStartDateTime: '2026-03-01T05:00:00Z' });
const ordersOfSeason = (): TOrder[] =>
  Array.from({ length: ORDERS }, (_, index) => {
    const day = dayOf(int(SEASON_DAYS));
    const order = newOrder(
      { ...plan, machineIds: [`machine-${index % MACHINES}`] },
      { enableMultiCustomerOrders: false },
      {
        id: `order-${index}`,
        companyId: COMPANY,
        now: new Date('2026-02-01T00:00:00Z'),
        snapshots: { service: null, machines: [] },
        members: noUnitMembers,
      },
    );
    // Two orders of a machine on one day would make its trips ambiguous: the index spreads them over the hours.
    const startHour = 5 + (index % 3) * 5;
    return {
      ...order,
      plannedStartDateTime: germanWallClock(day, `${two(startHour)}:00`),
      plannedEndDateTime: germanWallClock(day, `${two(startHour + 4)}:30`),
    };
  });

/** One CSV row; most trips fall into an order's time, some into none, some have a plate no machine has. */
const tripRow = (index: number, orders: readonly TOrder[]): string => {
  const kind = int(20);
  const order = orders[int(orders.length)];
  const machineIndex = Number(order?.machineIds[0]?.split('-')[1] ?? 0);
  const plate = kind === 0 ? `B-XX ${index % 999}` : plateOf(machineIndex);
  const start =
    kind === 1
      ? Date.parse('2026-11-20T12:00:00Z')
      : Date.parse(order?.plannedStartDateTime ?? '') + int(4 * 3600) * 1000;
  const end = start + (10 + int(50)) * 60_000;
  const clock = (moment: number) => {
    const local = new Date(moment + 2 * 3600_000);
    return { date: germanDate(local.toISOString().slice(0, 10)), time: local.toISOString().slice(11, 19) };
  };
  const [from, to] = [clock(start), clock(end)];
  const cells = [
    String(300_000_000 + index),
    plate,
    from.date,
    from.time,
    to.date,
    to.time,
    JUNCTIONS[int(JUNCTIONS.length)],
    JUNCTIONS[int(JUNCTIONS.length)],
    `${int(80)},${int(10)}`,
    '5+',
    'EURO 6',
    `${int(20)},${two(int(100))}`,
  ];
  return cells.map((cell) => `"${cell}"`).join(';');
};

const HEADER =
  'Fahrt-ID;Kennzeichen;Datum Beginn;Uhrzeit Beginn;Datum Ende;Uhrzeit Ende;Einfahrt;Ausfahrt;Strecke (km);Achsklasse;Schadstoffklasse;Mautbetrag (EUR)';

/** The list as the operator sends it: title lines, the header, the rows, Windows-1252 (latin1 for these letters). */
const tollList = (orders: readonly TOrder[]): Uint8Array => {
  const lines = ['Toll Collect GmbH', 'Einzelfahrtennachweis', 'Zeitraum: 01.03.2026 - 31.10.2026', '', HEADER];
  for (let index = 0; index < ROWS; index++) lines.push(tripRow(index, orders));
  return new Uint8Array(Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1'));
};

const MB = 1024 * 1024;
const heapMb = () => process.memoryUsage().heapUsed / MB;
const timed = async <T>(work: () => T | Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

export const tollImportBench = async (): Promise<Row[]> => {
  const orders = ordersOfSeason();
  const bytes = tollList(orders);
  const heapBefore = heapMb();

  const parsing = await timed(() => parseTollCsv(bytes));
  if (!parsing.result.ok) throw new Error(parsing.result.reason);
  const heapAfterParse = heapMb();

  const withAssignment = await timed(() => {
    const csv = parseTollCsv(bytes);
    if (!csv.ok) throw new Error(csv.reason);
    const plates = machinesByPlate(machines);
    const ordersOf = ordersByMachine(orders);
    return csv.trips.map((trip) => assignTrip(trip, plates, ordersOf));
  });
  const assigned = withAssignment.result.filter((assignment) => assignment.kind === 'assigned').length;
  const heapPeak = Math.max(heapAfterParse, heapMb());

  const whole = await timed(() =>
    importTollList(
      {
        orders: memoryOrders(orders).store,
        machines: async () => machines,
        tolls: memoryTolls().store,
        storage: memoryStorage({ [`${tollUploadPrefix(COMPANY)}list.csv`]: bytes }),
        clock: { now: () => new Date('2026-11-24T10:00:00Z') },
        ids: {
          newId: (() => {
            let id = 0;
            return () => `toll-${id++}`;
          })(),
        },
      },
      COMPANY,
      'bench-user',
      { key: `${tollUploadPrefix(COMPANY)}list.csv`, fileName: 'Fahrtenliste.csv' },
    ),
  );
  const perSecond = (ms: number) => `${Math.round(ROWS / (ms / 1000)).toLocaleString('de-DE')} rows/s`;

  return [
    {
      figure: `toll list: ${ROWS} rows, file size`,
      value: `${(bytes.length / MB).toFixed(1)} MB`,
      target: '~12 MB',
      ok: true,
    },
    { figure: 'toll: parsing alone (baseline)', value: `${parsing.ms.toFixed(0)} ms`, target: '-', ok: true },
    { figure: '  rows per second', value: perSecond(parsing.ms), target: '-', ok: true },
    {
      figure: 'toll: parse + assign',
      value: `${withAssignment.ms.toFixed(0)} ms`,
      target: `< ${TARGET_MS / 1000} s`,
      ok: withAssignment.ms < TARGET_MS,
    },
    { figure: '  rows per second', value: perSecond(withAssignment.ms), target: '-', ok: true },
    {
      figure: '  parse + assign / parsing alone',
      value: `${(withAssignment.ms / parsing.ms).toFixed(2)}x`,
      target: '-',
      ok: true,
    },
    { figure: '  trips assigned', value: String(assigned), target: '> 80 %', ok: assigned > ROWS * 0.8 },
    {
      figure: '  heap used (peak, above start)',
      value: `${(heapPeak - heapBefore).toFixed(0)} MB`,
      target: '< 1024 MB',
      ok: heapPeak - heapBefore < 1024,
    },
    {
      figure: 'toll: whole import use case (fake stores)',
      value: `${whole.ms.toFixed(0)} ms`,
      target: `< ${TARGET_MS / 1000} s`,
      ok: whole.ms < TARGET_MS,
    },
    {
      figure: '  assigned / open / duplicates',
      value: `${whole.result.tollImport.counts.assigned} / ${whole.result.tollImport.counts.unassigned} / ${whole.result.tollImport.counts.duplicates}`,
      target: '-',
      ok: true,
    },
  ];
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const row of await tollImportBench())
    console.log(`${row.figure}: ${row.value} (${row.target}) ${row.ok ? 'ok' : 'NO'}`);
}
