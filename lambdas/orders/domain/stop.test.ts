import { describe, expect, it } from 'vitest';
import { ZStopOrder } from '../../../schemas/orders/driving';
import { type TOrder, ZOrder } from '../../../schemas/orders/order';
import { refusalOf } from '../../../schemas/refusal-of.test-kit';
import { confirmationMissing, openCountersOf, stopOrder, stopPreparationOf } from './stop';

const now = new Date('2026-03-02T12:00:00.000Z');
const started = '2026-03-02T07:00:00.000Z';
const DRIVER = 'e-tim';

/** An order Tim is working on: one run since 07:00 with the Fendt's hour meter read at 100. */
const running = (overrides: Record<string, unknown> = {}): TOrder =>
  ZOrder.parse({
    id: 'o1',
    companyId: 'c1',
    name: 'Grubbern Osterfeld',
    status: 'IN_PROGRESS',
    shelf: 'ACTIVE',
    employeeId: DRIVER,
    customerIds: ['k1'],
    machineIds: ['m1'],
    plannedStartDateTime: started,
    plannedEndDateTime: '2026-03-02T11:00:00.000Z',
    serviceSnapshot: {
      id: 's1',
      name: 'Grubbern',
      queryNote: true,
      driverQueries: [
        { id: 'q1', kind: 'SingleValue', info: 'Wie tief?', mandatoryOnStop: true },
        { id: 'q2', kind: 'YesNo', info: 'Steine?', askOnStart: true, askOnStop: false },
      ],
      priceBlocks: [
        { id: 'pb1', name: 'Fläche', basis: 'HECTARE', price: '80' },
        { id: 'pb2', name: 'Anfahrt', basis: 'KILOMETER', price: '2' },
      ],
    },
    machineSnapshots: [{ id: 'm1', name: 'Fendt 942', hasOperatingHours: true }],
    activeTime: [{ id: 'run1', start: started }],
    counterTrackings: [
      {
        id: 'ct1',
        source: { type: 'MACHINE', machineId: 'm1' },
        type: 'OPERATING_HOURS',
        startValue: '100',
        startDate: started,
        orderRunId: 'run1',
        employeeId: DRIVER,
      },
    ],
    timeTrackings: [{ id: 'tt1', employeeId: DRIVER, start: started, orderRunId: 'run1' }],
    version: 4,
    createdAt: started,
    updatedAt: started,
    ...overrides,
  });

const hours = new Map([['m1', '100']]);
let counter = 0;
const context = { employeeId: DRIVER, hours, articles: [], now, newId: () => `id${++counter}` };

const complete = ZStopOrder.parse({
  version: 4,
  note: 'Acker fertig',
  answers: [
    { queryId: 'q1', value: '12' },
    { queryId: 'q2', value: 'true' },
  ],
  counterStarts: [{ key: 'priceBlock:pb2:KILOMETERS', value: '5000' }],
  counterEnds: [
    { key: 'machine:m1:OPERATING_HOURS', value: '104.5' },
    { key: 'priceBlock:pb2:KILOMETERS', value: '5012' },
  ],
  taskRecords: [{ type: 'AREA', customerId: 'k1', record: 7.5 }],
});

describe('what the stop wizard preloads', () => {
  it('lists the open counters: the started hour meter and the kilometre counter the run never started', () => {
    expect(openCountersOf(running(), DRIVER, hours)).toEqual([
      expect.objectContaining({ key: 'machine:m1:OPERATING_HOURS', startValue: '100', trackingId: 'ct1' }),
      expect.objectContaining({ key: 'priceBlock:pb2:KILOMETERS', startValue: null, trackingId: null }),
    ]);
  });

  it('names the steps, the note, the stop queries, the counters and the task records', () => {
    const preparation = stopPreparationOf(running(), DRIVER, hours, now);
    expect(preparation).toMatchObject({ orderId: 'o1', version: 4, noteRequired: true });
    expect(preparation.steps).toEqual(['DRIVER_QUERIES', 'MACHINE_COUNTERS', 'TASK_RECORDS']);
    expect(preparation.queries.map((query) => query.id)).toEqual(['q1']);
    expect(preparation.counters.map((need) => need.key)).toEqual([
      'machine:m1:OPERATING_HOURS',
      'priceBlock:pb2:KILOMETERS',
    ]);
    expect(preparation.counters[0]).toMatchObject({ label: 'Fendt 942: Betriebsstunden', suggestedValue: '100' });
    expect(preparation.taskRecords).toEqual([{ type: 'AREA', unit: 'ha', customerId: 'k1', suggestedRecord: null }]);
  });

  it('proposes the area the GPS tracks covered for the AREA record, and nothing else', () => {
    const preparation = stopPreparationOf(running(), DRIVER, hours, now, 12.34);
    expect(preparation.taskRecords).toEqual([{ type: 'AREA', unit: 'ha', customerId: 'k1', suggestedRecord: 12.34 }]);
    // Two customers' areas: the order's one coverage is not split between them.
    const shared = running({
      customerIds: ['k1', 'k2'],
      activeTime: [
        { id: 'run1', start: started, customerId: 'k1' },
        { id: 'run2', start: started, customerId: 'k2' },
      ],
    });
    const records = stopPreparationOf(shared, DRIVER, hours, now, 12.34).taskRecords;
    expect(records.map((record) => record.suggestedRecord)).toEqual([null, null]);
  });

  it('asks for confirmation before the planned end', () => {
    const early = running({ plannedEndDateTime: '2026-03-02T16:00:00.000Z' });
    expect(stopPreparationOf(early, DRIVER, hours, now).steps[0]).toBe('CONFIRMATION');
  });

  it('asks nothing of an order without queries, note, counters or task records', () => {
    const plain = running({ serviceSnapshot: null, machineSnapshots: [], counterTrackings: [] });
    expect(stopPreparationOf(plain, DRIVER, hours, now).steps).toEqual([]);
  });
});

describe('the stop', () => {
  it('ends the run, the counters and the time tracking, and records note, answers and task records', () => {
    const { order, operatingHours } = stopOrder(running(), complete, context);
    expect(order).toMatchObject({ status: 'DONE', version: 5, updatedAt: now.toISOString() });
    expect(order.activeTime).toEqual([expect.objectContaining({ id: 'run1', end: now.toISOString() })]);
    expect(order.counterTrackings).toEqual([
      expect.objectContaining({ id: 'ct1', startValue: '100', endValue: '104.5', endDate: now.toISOString() }),
      expect.objectContaining({
        source: { type: 'PRICE_BLOCK', priceBlockId: 'pb2' },
        type: 'KILOMETERS',
        startValue: '5000',
        endValue: '5012',
        startDate: started,
        orderRunId: 'run1',
        employeeId: DRIVER,
      }),
    ]);
    // Only the stop's queries are kept: q2 is asked at the start.
    expect(order.driverQueryAnswers).toEqual([
      expect.objectContaining({ queryId: 'q1', trigger: 'STOP', value: '12', info: 'Wie tief?', orderRunId: 'run1' }),
    ]);
    expect(order.taskRecords).toEqual([
      expect.objectContaining({ type: 'AREA', unit: 'ha', record: 7.5, customerId: 'k1', orderRunId: 'run1' }),
    ]);
    expect(order.protocol).toEqual([
      expect.objectContaining({ kind: 'STOPPED', text: 'Acker fertig', employeeId: DRIVER }),
    ]);
    expect(order.timeTrackings).toEqual([expect.objectContaining({ id: 'tt1', end: now.toISOString() })]);
    expect(operatingHours).toEqual([{ machineId: 'm1', value: '104.5' }]);
  });

  it('refuses with the four texts of §5 at their fields', () => {
    const empty = ZStopOrder.parse({ version: 4 });
    expect(refusalOf(() => stopOrder(running(), empty, context))).toEqual({
      code: 'LW_400_01_0001',
      issues: [
        { path: 'answers', message: 'Bitte fülle alle Fahrerabfragen aus.' },
        { path: 'note', message: 'Bitte gib eine Notiz ein.' },
        { path: 'counterEnds', message: 'Bitte fülle alle Maschinenzähler aus.' },
        { path: 'taskRecords', message: 'Bitte fülle die Auftragszusammenfassung aus.' },
      ],
    });
  });

  it('needs the confirmation when the wizard asked for it', () => {
    const early = running({ plannedEndDateTime: '2026-03-02T16:00:00.000Z' });
    expect(refusalOf(() => stopOrder(early, complete, context)).issues).toEqual([
      { path: 'confirmed', message: confirmationMissing },
    ]);
    expect(stopOrder(early, { ...complete, confirmed: true }, context).order.status).toBe('DONE');
  });

  it('refuses another driver, a done order, an order not running and an old version', () => {
    expect(refusalOf(() => stopOrder(running(), complete, { ...context, employeeId: 'e-other' })).code).toBe(
      'LW_403_32_0001',
    );
    expect(refusalOf(() => stopOrder(running({ status: 'DONE' }), complete, context)).code).toBe('LW_409_32_0003');
    expect(refusalOf(() => stopOrder(running({ status: 'ASSIGNED' }), complete, context)).code).toBe('LW_409_32_0002');
    expect(refusalOf(() => stopOrder(running(), { ...complete, version: 3 }, context)).code).toBe('LW_409_32_0004');
  });

  it('leaves nothing open that a later activity could add to', () => {
    const { order } = stopOrder(running(), complete, context);
    expect(refusalOf(() => stopOrder(order, { ...complete, version: order.version }, context)).code).toBe(
      'LW_409_32_0003',
    );
    expect(openCountersOf(order, DRIVER, hours)).toEqual([]);
  });
});
