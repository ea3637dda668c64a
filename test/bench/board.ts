/**
 * Issue 15 point 9, measured on the embedded runtime: the disposition board's data for 14 days of one
 * company with 100 machines, 40 employees and 2,000 orders (GET /orders/board through the local gateway),
 * and as its baseline in the same run the orders administration list of the same 14 days
 * (GET /orders/orders). Figures only: no target on time.
 */
import { linkKeys, orderToItem } from '../../lambdas/platform/aggregates/order';
import { db } from '../../lambdas/platform/db/entities';
import { newRecord } from '../../lambdas/platform/records/record-domain';
import { recordToItem } from '../../lambdas/platform/records/record-store';
import { germanDayFrom, germanWallClock } from '../../schemas/kernel/calendar';
import { recordKinds } from '../../schemas/masterdata/kinds';
import { type TOrder, ZOrder } from '../../schemas/orders/order';
import { percentile } from './measure';

type Row = { figure: string; value: string; target: string; ok: boolean };
type Headers = Record<string, string>;

const MACHINES = 100;
const EMPLOYEES = 40;
const ORDERS = 2_000;
const DAYS = 14;
const WARMUP = 5;
const SAMPLES = 50;
const statuses = ['ASSIGNED', 'DONE', 'IN_PROGRESS', 'ASSIGNED', 'DRAFT'] as const;

const putInBatches = async <T>(items: readonly T[], put: (batch: T[]) => Promise<unknown>) => {
  for (let from = 0; from < items.length; from += 25) await put(items.slice(from, from + 25));
};

/** 100 machines, 40 employees and 2,000 orders of 2–6 hours over the 14 days, straight into the table. */
const seedBoard = async (companyId: string, firstDay: string) => {
  const now = new Date();
  const stamp = now.toISOString();
  const machines = Array.from({ length: MACHINES }, (_, index) =>
    newRecord(recordKinds.machine.input.parse({ name: `Board-Maschine ${index + 1}` }), {
      id: `bench-board-machine-${index}`,
      companyId,
      now,
      newId: () => `bench-board-machine-${index}-v`,
    }),
  );
  const employees = Array.from({ length: EMPLOYEES }, (_, index) =>
    newRecord(recordKinds.employee.input.parse({ firstName: 'Fahrer', lastName: `Nummer ${index + 1}` }), {
      id: `bench-board-employee-${index}`,
      companyId,
      now,
      newId: () => `bench-board-employee-${index}-v`,
    }),
  );
  await putInBatches(machines, (batch) => db().machine.put(batch.map(recordToItem)).go());
  await putInBatches(employees, (batch) => db().employee.put(batch.map(recordToItem)).go());
  const orders: TOrder[] = Array.from({ length: ORDERS }, (_, index) => {
    const day = germanDayFrom(`${firstDay}T12:00:00Z`, index % DAYS);
    const hour = 6 + (index % 10);
    const status = statuses[index % statuses.length] ?? 'ASSIGNED';
    const start = germanWallClock(day, `${String(hour).padStart(2, '0')}:00`);
    return ZOrder.parse({
      id: `bench-board-order-${index}`,
      companyId,
      name: `Board-Auftrag ${index + 1}`,
      status,
      shelf: 'ACTIVE',
      employeeId: status === 'DRAFT' ? null : `bench-board-employee-${index % EMPLOYEES}`,
      machineIds: [`bench-board-machine-${index % MACHINES}`],
      plannedStartDateTime: start,
      plannedEndDateTime: new Date(Date.parse(start) + (2 + (index % 5)) * 3_600_000).toISOString(),
      version: 1,
      createdAt: stamp,
      updatedAt: stamp,
    });
  });
  await putInBatches(orders, (batch) => db().order.put(batch.map(orderToItem)).go());
  await putInBatches(orders.flatMap(linkKeys), (batch) => db().orderLink.put(batch).go());
};

const timed = async (url: string, headers: Headers) => {
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.text();
    if (!response.ok) throw new Error(`${url}: ${response.status} ${body}`);
    if (i >= WARMUP) times.push(performance.now() - started);
    size = body.length;
  }
  return { times, size };
};

/** The board of 14 days against the orders list of the same 14 days (p50, p95, ratio). */
export const boardBench = async (apiUrl: string, office: Headers, companyId: string): Promise<Row[]> => {
  const from = germanDayFrom(new Date(), 0);
  const to = germanDayFrom(new Date(), DAYS - 1);
  await seedBoard(companyId, from);
  const board = await timed(`${apiUrl}/orders/board?from=${from}&to=${to}`, office);
  const list = await timed(`${apiUrl}/orders/orders?from=${from}&to=${to}`, office);
  const [boardP50, listP50] = [percentile(board.times, 50), percentile(list.times, 50)];
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const row = (figure: string, value: string): Row => ({ figure, value, target: '-', ok: true });
  return [
    row(
      `board of ${DAYS} days p50 (${MACHINES} machines, ${ORDERS} orders, ${Math.round(board.size / 1024)} KB)`,
      ms(boardP50),
    ),
    row(`board of ${DAYS} days p95`, ms(percentile(board.times, 95))),
    row(`orders list of the same ${DAYS} days p50 (${Math.round(list.size / 1024)} KB)`, ms(listP50)),
    row(`orders list of the same ${DAYS} days p95`, ms(percentile(list.times, 95))),
    row('board / orders list (p50)', `${(boardP50 / listP50).toFixed(1)}x`),
  ];
};
