import { describe, expect, it } from 'vitest';
import type { TActivityPreset } from '../../../schemas/api/company';
import type { TTimeTracking } from '../../../schemas/api/work';
import { ZResource } from '../../../schemas/masterdata/resource';
import { ZStartOrderRun, ZSwitchOrderActivity } from '../../../schemas/orders/driving';
import { type TOrder, ZOrder } from '../../../schemas/orders/order';
import { refusalOf } from '../../../schemas/refusal-of.test-kit';
import { type DrivingEmployee, interruptRun, requireDriver, requireRunning, startRun, switchActivity } from './driving';
import type { PricingContext } from './driving-amounts';
import { trackingOfActivity } from './driving-trackings';

const now = new Date('2026-03-02T06:00:00.000Z');
const later = new Date('2026-03-02T09:30:00.000Z');
const counter = () => {
  let next = 0;
  return () => `id-${++next}`;
};

const presets: TActivityPreset[] = [
  { id: 'p-pause', name: 'Pause', icon: 'coffee', purpose: 'PAUSE', archived: false },
  { id: 'p-alt', name: 'Alt', icon: 'work', purpose: 'OTHER', archived: true },
  { id: 'p-work', name: 'Arbeiten', icon: 'tractor', purpose: 'OTHER', archived: false },
];

const diesel = ZResource.parse({
  id: 'r-diesel',
  companyId: 'c1',
  name: 'Diesel',
  unit: 'l',
  pricing: { pricePerUnit: { type: 'SIMPLE', price: '1.5' }, costPerUnit: '1.2' },
  variantsType: 'VARIANTS',
  variants: [{ id: 'v-rot', name: 'rot' }],
  archived: false,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const noPricing: PricingContext = { resources: [], agreements: [], customerTagIds: [] };
const withDiesel: PricingContext = { resources: [diesel], agreements: [], customerTagIds: [] };

const order = (overrides: Record<string, unknown> = {}): TOrder =>
  ZOrder.parse({
    id: 'o1',
    companyId: 'c1',
    name: 'Gülle Thomsen',
    status: 'ASSIGNED',
    shelf: 'ACTIVE',
    employeeId: 'e1',
    operatingUnitId: 'u1',
    customerIds: ['k1'],
    machineIds: ['m1'],
    plannedStartDateTime: '2026-03-02T06:00:00.000Z',
    serviceSnapshot: {
      id: 's1',
      name: 'Gülle',
      driverQueries: [
        { id: 'q-menge', kind: 'ResourceWithAmount', info: 'Diesel getankt?', askOnStart: true, askOnStop: false },
        { id: 'q-ok', kind: 'YesNo', info: 'Alles geprüft?', askOnStart: true, mandatoryOnStart: true },
        { id: 'q-stop', kind: 'SingleValue', info: 'Fuhren', askOnStop: true, mandatoryOnStop: true },
      ],
      priceBlocks: [],
    },
    machineSnapshots: [
      { id: 'm1', name: 'Holmer', hasOperatingHours: true, variants: [{ id: 'mv1', name: 'mit Verteiler' }] },
    ],
    version: 3,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  });

const idle: DrivingEmployee = { id: 'e1', currentActivity: null };
const yes = { queryId: 'q-ok', value: 'true' };
const startInput = (overrides: Record<string, unknown> = {}) =>
  ZStartOrderRun.parse({ version: 3, answers: [yes], ...overrides });
const start = (target = order(), input = startInput(), pricing = noPricing, employee = idle) =>
  startRun(target, employee, input, { now, newId: counter(), presets, pricing });

describe('starting a run (Meine Aufträge Starten, application.md §4)', () => {
  it('makes the order IN_PROGRESS with a run, protocol, time trackings, counters and answers', () => {
    const change = start(
      order(),
      startInput({
        machineVariants: [{ machineId: 'm1', variantId: 'mv1' }],
        counterStarts: [{ key: 'machine:m1:OPERATING_HOURS', value: '1200.5' }],
      }),
    );
    const runId = change.order.activeTime[0]?.id;
    expect(change.order).toMatchObject({
      status: 'IN_PROGRESS',
      version: 4,
      activeTime: [{ start: now.toISOString(), end: null, customerId: 'k1', machineVariants: [{ variantId: 'mv1' }] }],
      protocol: [{ kind: 'STARTED', employeeId: 'e1', customerId: 'k1' }],
      timeTrackings: [{ employeeId: 'e1', orderRunId: runId, end: null, decoupled: false }],
      counterTrackings: [
        {
          source: { type: 'MACHINE', machineId: 'm1' },
          type: 'OPERATING_HOURS',
          startValue: '1200.5',
          orderRunId: runId,
          employeeId: 'e1',
        },
      ],
      driverQueryAnswers: [{ queryId: 'q-ok', trigger: 'START', value: 'true', customerId: 'k1', orderRunId: runId }],
    });
    // Without a chosen preset: the first one that is neither archived nor a pause.
    expect(change.activity).toMatchObject({
      type: 'order',
      orderId: 'o1',
      orderRunId: runId,
      orderActivityPresetId: 'p-work',
      startedAt: now.toISOString(),
    });
    expect(change.trackings).toEqual([
      expect.objectContaining({
        id: change.activity?.timeTrackingId,
        type: 'order',
        presetName: 'Arbeiten',
        purpose: 'OTHER',
        orderId: 'o1',
        operatingUnitId: 'u1',
        end: null,
      }),
    ]);
  });

  it('opens a counter without a start value when none is given', () => {
    expect(start().order.counterTrackings[0]?.startValue).toBeNull();
  });

  it('records an article answered at the start as a priced usage (source DRIVER_QUERY)', () => {
    const answers = [yes, { queryId: 'q-menge', value: '80', resourceId: 'r-diesel' }];
    const { order: started } = start(order(), startInput({ answers }), withDiesel);
    expect(started.resourceUsages).toEqual([
      expect.objectContaining({
        resourceId: 'r-diesel',
        amount: '80',
        resourcePricePerUnit: '1.5',
        resourceCostsPerUnit: '1.2',
        source: 'DRIVER_QUERY',
        customerId: 'k1',
      }),
    ]);
    expect(refusalOf(() => start(order(), startInput({ answers }), noPricing)).issues).toEqual([
      { path: 'answers.1.resourceId', message: 'Bitte wähle einen Artikel aus.' },
    ]);
  });

  it('starts an order again after an interruption (a new run)', () => {
    const resumed = order({ status: 'IN_PROGRESS', activeTime: [{ id: 'r0', start: '2026-03-01T06:00:00.000Z' }] });
    expect(start(resumed).order.activeTime).toHaveLength(2);
  });

  it('refuses an order that is no longer startable', () => {
    for (const refused of [
      order({ status: 'DONE' }),
      order({ status: 'BILLED' }),
      order({ status: 'DRAFT' }),
      order({ shelf: 'TRASHED' }),
    ]) {
      expect(refusalOf(() => start(refused)).code).toBe('LW_409_32_0001');
    }
  });

  it('refuses while the employee has something running, and a stale version', () => {
    const busy = { id: 'e1', currentActivity: { type: 'internal' as const, internalActivityPresetId: 'w' } };
    expect(refusalOf(() => start(order(), startInput(), noPricing, busy)).code).toBe('LW_409_30_0001');
    expect(refusalOf(() => start(order(), startInput({ version: 2 }))).code).toBe('LW_409_32_0004');
  });

  it('asks for the customer of a multi-customer order, one of its own', () => {
    const multi = order({ customerIds: ['k1', 'k2'] });
    const issue = [{ path: 'customerId', message: 'Bitte wähle einen Kunden aus.' }];
    expect(refusalOf(() => start(multi)).issues).toEqual(issue);
    expect(refusalOf(() => start(multi, startInput({ customerId: 'k9' }))).issues).toEqual(issue);
    expect(start(multi, startInput({ customerId: 'k2' })).order.activeTime[0]?.customerId).toBe('k2');
  });

  it("accepts only variants of the order's machines and needs the mandatory start queries", () => {
    const input = startInput({ machineVariants: [{ machineId: 'm1', variantId: 'mv9' }], answers: [] });
    expect(refusalOf(() => start(order(), input)).issues).toEqual([
      { path: 'machineVariants.0.variantId', message: 'Bitte wähle eine Variante dieser Maschine aus.' },
      { path: 'answers', message: 'Bitte fülle alle Fahrerabfragen aus.' },
    ]);
  });

  it('refuses an archived or unknown preset', () => {
    expect(refusalOf(() => start(order(), startInput({ orderActivityPresetId: 'p-alt' }))).code).toBe('LW_404_30_0003');
  });
});

describe('acting on a running order', () => {
  const running = () => start();
  const storedOf = (change: ReturnType<typeof start>): TTimeTracking => change.trackings[0] as TTimeTracking;
  const employeeOf = (change: ReturnType<typeof start>): DrivingEmployee => ({
    id: 'e1',
    currentActivity: change.activity,
  });

  it('is only for the assigned driver, and only while the order runs for them', () => {
    expect(refusalOf(() => requireDriver(order(), 'e2')).code).toBe('LW_403_32_0001');
    expect(refusalOf(() => requireRunning(order(), idle, 3)).code).toBe('LW_409_32_0002');
    const change = running();
    const done = { ...change.order, status: 'DONE' as const };
    expect(refusalOf(() => requireRunning(done, employeeOf(change), 4)).code).toBe('LW_409_32_0002');
    expect(refusalOf(() => requireRunning(change.order, employeeOf(change), 3)).code).toBe('LW_409_32_0004');
  });

  it('switches the preset: the time tracking ends and a new one starts; the order is unchanged', () => {
    const change = running();
    const input = ZSwitchOrderActivity.parse({ version: 4, orderActivityPresetId: 'p-pause' });
    const switched = switchActivity(change.order, employeeOf(change), input, storedOf(change), {
      now: later,
      newId: counter(),
      presets,
    });
    expect(switched.order).toBe(change.order);
    expect(switched.activity).toMatchObject({
      orderActivityPresetId: 'p-pause',
      orderRunId: change.activity?.orderRunId,
    });
    expect(switched.trackings).toEqual([
      expect.objectContaining({ id: storedOf(change).id, end: later.toISOString() }),
      expect.objectContaining({ presetName: 'Pause', purpose: 'PAUSE', start: later.toISOString(), end: null }),
    ]);
  });

  it('switches the customer of a multi-customer order: the run ends, a new one starts', () => {
    const change = start(order({ customerIds: ['k1', 'k2'] }), startInput({ customerId: 'k1' }));
    const input = ZSwitchOrderActivity.parse({ version: 4, customerId: 'k2' });
    const context = { now: later, newId: counter(), presets };
    const switched = switchActivity(change.order, employeeOf(change), input, storedOf(change), context);
    expect(switched.order.version).toBe(5);
    expect(switched.order.activeTime).toEqual([
      expect.objectContaining({ customerId: 'k1', end: later.toISOString() }),
      expect.objectContaining({ customerId: 'k2', start: later.toISOString(), end: null }),
    ]);
    expect(switched.order.protocol.map((entry) => [entry.kind, entry.customerId])).toEqual([
      ['STARTED', 'k1'],
      ['CUSTOMER_SWITCHED', 'k2'],
    ]);
    expect(switched.activity?.orderRunId).toBe(switched.order.activeTime[1]?.id);
    const unknown = ZSwitchOrderActivity.parse({ version: 4, customerId: 'k9' });
    expect(
      refusalOf(() => switchActivity(change.order, employeeOf(change), unknown, storedOf(change), context)).issues,
    ).toEqual([{ path: 'customerId', message: 'Bitte wähle einen Kunden aus.' }]);
  });

  it('interrupts: run and trackings end with the note, the activity ends, the order stays IN_PROGRESS', () => {
    const change = running();
    const interrupted = interruptRun(
      change.order,
      employeeOf(change),
      { version: 4, note: ' Regen ' },
      storedOf(change),
      { now: later, newId: counter() },
    );
    expect(interrupted.activity).toBeNull();
    expect(interrupted.order).toMatchObject({
      status: 'IN_PROGRESS',
      version: 5,
      activeTime: [{ end: later.toISOString() }],
      timeTrackings: [{ end: later.toISOString() }],
    });
    expect(interrupted.order.protocol.at(-1)).toMatchObject({ kind: 'NOTE', text: 'Arbeit unterbrochen: Regen' });
    expect(interrupted.trackings).toEqual([expect.objectContaining({ end: later.toISOString(), note: 'Regen' })]);
  });

  it('rebuilds a missing stored tracking from the activity', () => {
    const change = running();
    const activity = change.activity ?? { type: 'order' as const };
    expect(trackingOfActivity(change.order, 'e1', activity, presets, later)).toEqual(storedOf(change));
  });
});
