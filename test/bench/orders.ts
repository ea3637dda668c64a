/**
 * Issue 12 point 12, measured on the embedded runtime:
 * - DynamoDB writes per driver-hour of tracking: one hour of 1 Hz GPS fixes of a driver on a field, fed
 *   through the web's own recorder, chunk queue and location reporter (web/src/tracking) against the
 *   local gateway, counting every write request the handlers send to DynamoDB (target: at most one write
 *   per 5 points).
 * - p50 of the orders administration list over 10,000 orders for one week, with the gateway floor (app
 *   meta) measured in the same run as its baseline.
 * - p50 of the stop transaction, with the stop wizard's preparation read as its baseline.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { orderToItem } from '../../lambdas/platform/aggregates/order';
import { db } from '../../lambdas/platform/db/entities';
import { germanDayFrom } from '../../schemas/kernel/calendar';
import { type TOrder, ZOrder } from '../../schemas/orders/order';
import { createLocationReporter } from '../../web/src/tracking/activity-tracker';
import { createChunkQueue, type QueuedChunk } from '../../web/src/tracking/chunk-queue';
import { startTrackSession } from '../../web/src/tracking/track-session';
import { percentile } from './measure';

type Row = { figure: string; value: string; target: string; ok: boolean };
type Headers = Record<string, string>;

const ORDERS = 10_000;
const WEEKS = 50;
const WARMUP = 5;
const SAMPLES = 50;

/** Write requests of the SDK, however the handler sends them (document or plain client). */
const writeCommands = new Set([
  'PutCommand',
  'UpdateCommand',
  'DeleteCommand',
  'TransactWriteCommand',
  'BatchWriteCommand',
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'TransactWriteItemsCommand',
  'BatchWriteItemCommand',
]);

/**
 * Counts the DynamoDB write requests of this process while `work` runs. The runtime's handlers run in
 * this process, each with its own clients; both client classes are counted once per request (a document
 * command does not pass through the plain client's send).
 */
const countingWrites = async (work: () => Promise<void>): Promise<number> => {
  let writes = 0;
  const patch = (prototype: { send: (...args: never[]) => unknown }) => {
    const original = prototype.send;
    prototype.send = function (this: unknown, ...args: never[]) {
      const command = args[0] as { constructor: { name: string } } | undefined;
      if (command && writeCommands.has(command.constructor.name)) writes++;
      return original.apply(this, args);
    };
    return () => {
      prototype.send = original;
    };
  };
  const restore = [patch(DynamoDBDocumentClient.prototype), patch(DynamoDBClient.prototype)];
  try {
    await work();
  } finally {
    for (const undo of restore) undo();
  }
  return writes;
};

const send = async (method: 'POST' | 'PUT', url: string, headers: Headers, body: unknown) => {
  const response = await fetch(url, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
};
const post = (url: string, headers: Headers, body: unknown) => send('POST', url, headers, body);

/** A fake device: one fix a second along serpentine lanes over a field near Husum, with a fake clock. */
const fakeDriverHour = (onFix: (position: GeolocationPosition) => void, start: number) => {
  const fixes = 3600;
  for (let second = 0; second < fixes; second++) {
    const lane = Math.floor(second / 120);
    const along = lane % 2 === 0 ? second % 120 : 119 - (second % 120);
    const position = {
      coords: {
        latitude: 54.4801 + along * 0.00004,
        longitude: 9.0702 + lane * 0.0003,
        accuracy: 8,
        altitude: null,
        altitudeAccuracy: null,
        heading: null,
        speed: null,
      },
      timestamp: start + second * 1000,
    } as GeolocationPosition;
    onFix(position);
  }
  return fixes;
};

/** One driver-hour of tracking through the web's recorder against the gateway. */
export const trackingWritesBench = async (apiUrl: string, driver: Headers): Promise<Row[]> => {
  const work = await post(`${apiUrl}/work/internal-work`, driver, { presetId: 'preset-buero' });
  const activity = work.activity as { timeTrackingId: string };
  const tracking = await post(`${apiUrl}/tracking/trackings`, driver, { timeTrackingId: activity.timeTrackingId });
  const storage = new Map<string, string>();
  const start = Date.now();
  let clock = start;
  let fixes = 0;
  let chunks = 0;
  let locationSaves = 0;
  let points = 0;
  // Locations leave one after the other, as they do 10 s apart on a phone.
  let locations: Promise<unknown> = Promise.resolve();
  const writes = await countingWrites(async () => {
    const reportLocation = createLocationReporter((body) => {
      locations = locations.then(async () => {
        const answer = await send('PUT', `${apiUrl}/tracking/location`, driver, body);
        if (answer.saved === true) locationSaves++;
      });
    });
    let onPosition: ((position: GeolocationPosition) => void) | undefined;
    const session = startTrackSession({
      geolocation: {
        watchPosition: (success) => {
          onPosition = success;
          return 1;
        },
        clearWatch: () => undefined,
      },
      now: () => clock,
      queue: createChunkQueue({
        read: (key) => storage.get(key) ?? null,
        write: (key, value) => storage.set(key, value),
      }),
      send: async (chunk: QueuedChunk) => {
        chunks++;
        points += chunk.points.length;
        await post(`${apiUrl}/tracking/points`, driver, chunk);
        return 'sent';
      },
      trackingId: String(tracking.id),
      orderId: null,
      logError: () => undefined,
    });
    fixes = fakeDriverHour((position) => {
      clock = position.timestamp;
      reportLocation(position);
      onPosition?.(position);
    }, start);
    await session.stop();
    await locations;
  });
  await post(`${apiUrl}/work/current/stop`, driver, { note: 'Benchmark' });
  // Each saved location is one write (§9: at most every 10 s); the rest are the track's.
  const trackWrites = writes - locationSaves;
  const pointsPerTrackWrite = points / trackWrites;
  const fixesPerWrite = fixes / writes;
  return [
    { figure: 'tracking: GPS fixes in one driver-hour (1 Hz)', value: String(fixes), target: '-', ok: true },
    { figure: 'tracking: averaged points stored / chunks sent', value: `${points} / ${chunks}`, target: '-', ok: true },
    { figure: 'tracking: DynamoDB writes per driver-hour, track', value: String(trackWrites), target: '-', ok: true },
    { figure: '  employee location (every 10 s, §9)', value: String(locationSaves), target: '-', ok: true },
    {
      figure: 'tracking: stored points per track write',
      value: pointsPerTrackWrite.toFixed(1),
      target: '>= 5',
      ok: pointsPerTrackWrite >= 5,
    },
    {
      figure: 'tracking: GPS fixes per DynamoDB write (all)',
      value: fixesPerWrite.toFixed(1),
      target: '>= 5',
      ok: fixesPerWrite >= 5,
    },
  ];
};

const statuses = ['DONE', 'BILLED', 'DONE', 'ASSIGNED', 'DRAFT', 'IN_PROGRESS'] as const;

/** 10,000 orders over 50 weeks around today, written in batches straight into the table. */
const seedOrders = async (companyId: string): Promise<void> => {
  const now = Date.now();
  const stamp = new Date(now).toISOString();
  const spanMs = WEEKS * 7 * 86_400_000;
  // Parsed, so every part the order schema defaults (records, snapshots, map structures) is there.
  const orders: TOrder[] = Array.from({ length: ORDERS }, (_, index) =>
    ZOrder.parse({
      id: `bench-order-${index}`,
      companyId,
      name: `Benchmark-Auftrag ${index + 1}`,
      status: statuses[index % statuses.length] ?? 'DONE',
      shelf: 'ACTIVE',
      plannedStartDateTime: new Date(now - spanMs / 2 + Math.floor((index * spanMs) / ORDERS)).toISOString(),
      version: 1,
      createdAt: stamp,
      updatedAt: stamp,
    }),
  );
  for (let from = 0; from < orders.length; from += 25) {
    await db()
      .order.put(orders.slice(from, from + 25).map(orderToItem))
      .go();
  }
};

const timed = async (url: string, headers: Headers, samples: number, warmup: number) => {
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < warmup + samples; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = (await response.json()) as { items?: unknown[] };
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    if (i >= warmup) times.push(performance.now() - started);
    count = body.items?.length ?? 0;
  }
  return { times, count };
};

/** The orders administration list of one week over 10,000 orders. */
export const orderListBench = async (apiUrl: string, office: Headers, companyId: string): Promise<Row[]> => {
  await seedOrders(companyId);
  const today = new Date();
  const from = germanDayFrom(today, -3);
  const to = germanDayFrom(today, 3);
  const week = await timed(`${apiUrl}/orders/orders?from=${from}&to=${to}`, office, SAMPLES, WARMUP);
  const floor = await timed(`${apiUrl}/identity/app-meta`, office, SAMPLES, WARMUP);
  const p50 = percentile(week.times, 50);
  const floorP50 = percentile(floor.times, 50);
  return [
    {
      figure: `orders list of one week p50 (${week.count} of ${ORDERS} orders)`,
      value: `${p50.toFixed(1)} ms`,
      target: '<= 150 ms',
      ok: p50 <= 150 && week.count > 0,
    },
    {
      figure: 'orders list of one week p95',
      value: `${percentile(week.times, 95).toFixed(1)} ms`,
      target: '-',
      ok: true,
    },
    {
      figure: 'orders list of one week / floor (p50)',
      value: `${(p50 / floorP50).toFixed(1)}x`,
      target: '-',
      ok: true,
    },
  ];
};

type StopPreparation = {
  version: number;
  queries: { id: string; kind: string; restriction: { type: string; resourceId?: string } | null }[];
  counters: { key: string; startValue: string | null; suggestedValue: string | null }[];
  taskRecords: { type: string; customerId: string | null }[];
};

/** An answer of each kind, as a driver gives it in the wizard. */
const answerOf = (query: StopPreparation['queries'][number]) => ({
  queryId: query.id,
  value: query.kind === 'YesNo' ? 'true' : query.kind === 'ResourceOnly' ? null : '1208',
  afterValue: query.kind === 'BeforeAfter' ? '1212' : null,
  resourceId: query.restriction?.type === 'RESOURCE' ? (query.restriction.resourceId ?? null) : null,
});

const SERVICE = 'demo-service-mais-haeckseln';
const STOPS = 30;

/**
 * p50 of the stop transaction (issue 12 point 5: order, employee, time tracking and the machine's hour
 * meter in one TransactWriteItems) through the gateway: each sample is a fresh order the office planned
 * and the driver started, stopped with its queries, counters and task records. The wizard's preparation
 * read of the same order is the baseline.
 */
export const stopBench = async (apiUrl: string, office: Headers, driver: Headers): Promise<Row[]> => {
  const me = (await (await fetch(`${apiUrl}/work/current`, { headers: driver })).json()) as {
    employee: { id: string } | null;
  };
  if (!me.employee) throw new Error('the driver login has no employee');
  const stops: number[] = [];
  const preparations: number[] = [];
  for (let sample = 0; sample < STOPS + WARMUP; sample++) {
    const machine = await post(`${apiUrl}/masterdata/machines`, office, {
      name: `Benchmark-Häcksler ${sample}`,
      currentOperatingHours: '1200',
    });
    const order = await post(`${apiUrl}/orders/orders`, office, {
      name: `Benchmark-Stopp ${sample}`,
      serviceId: SERVICE,
      customerIds: ['demo-customer-10001'],
      machineIds: [machine.id],
      plannedStartDateTime: new Date().toISOString(),
    });
    const assigned = await post(`${apiUrl}/orders/orders/${order.id}/assignment`, office, {
      version: order.version,
      employeeId: me.employee.id,
    });
    const view = (await (await fetch(`${apiUrl}/orders/driving/${order.id}`, { headers: driver })).json()) as {
      startQueries: StopPreparation['queries'];
      counters: StopPreparation['counters'];
    };
    await post(`${apiUrl}/orders/driving/${order.id}/start`, driver, {
      version: assigned.version,
      answers: view.startQueries.map(answerOf),
      counterStarts: view.counters.map((counter) => ({ key: counter.key, value: counter.suggestedValue ?? '1200' })),
    });
    let started = performance.now();
    const preparation = (await (
      await fetch(`${apiUrl}/orders/driving/${order.id}/stop-preparation`, { headers: driver })
    ).json()) as StopPreparation;
    const preparedIn = performance.now() - started;
    const body = {
      version: preparation.version,
      confirmed: true,
      note: 'Fertig, Vorgewende sauber.',
      answers: preparation.queries.map(answerOf),
      counterEnds: preparation.counters.map((counter) => ({ key: counter.key, value: '1212' })),
      taskRecords: preparation.taskRecords.map((need) => ({ ...need, record: 4.2 })),
    };
    started = performance.now();
    await post(`${apiUrl}/orders/driving/${order.id}/stop`, driver, body);
    if (sample >= WARMUP) {
      stops.push(performance.now() - started);
      preparations.push(preparedIn);
    }
  }
  const p50 = percentile(stops, 50);
  const baseline = percentile(preparations, 50);
  return [
    {
      figure: `stop transaction p50 (${STOPS} orders)`,
      value: `${p50.toFixed(1)} ms`,
      target: '<= 200 ms',
      ok: p50 <= 200,
    },
    { figure: 'stop transaction p95', value: `${percentile(stops, 95).toFixed(1)} ms`, target: '-', ok: true },
    { figure: 'stop / its preparation read (p50)', value: `${(p50 / baseline).toFixed(1)}x`, target: '-', ok: true },
  ];
};
