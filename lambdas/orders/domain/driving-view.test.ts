import { describe, expect, it } from 'vitest';
import { ZResource } from '../../../schemas/masterdata/resource';
import { ZOrder } from '../../../schemas/orders/order';
import { drivingView } from './driving-view';

const meta = {
  companyId: 'c1',
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const article = (id: string, operatingUnitIds: string[], archived = false) =>
  ZResource.parse({ ...meta, id, name: id, unit: 'l', archived, operatingUnitIds });
const order = ZOrder.parse({
  ...meta,
  id: 'o1',
  name: 'Gülle',
  status: 'IN_PROGRESS',
  shelf: 'ACTIVE',
  employeeId: 'e1',
  operatingUnitId: 'u1',
  customerIds: ['k1', 'weg'],
  machineIds: ['m1', 'm2'],
  plannedStartDateTime: '2026-03-02T06:00:00.000Z',
  machineSnapshots: [
    { id: 'm1', name: 'Holmer', hasOperatingHours: true },
    { id: 'm2', name: 'Fass', hasOperatingHours: false },
  ],
  activeTime: [{ id: 'run1', start: '2026-03-02T06:00:00.000Z', customerId: 'k1' }],
  counterTrackings: [
    {
      id: 'c1',
      source: { type: 'MACHINE', machineId: 'm1' },
      type: 'OPERATING_HOURS',
      startValue: '1200',
      orderRunId: 'run1',
    },
  ],
});
const sources = {
  activity: { type: 'order' as const, orderId: 'o1', orderRunId: 'run1', orderActivityPresetId: 'p-work' },
  customers: new Map([['k1', { id: 'k1', name: 'Hof Thomsen', city: 'Husum' }]]),
  presets: [
    { id: 'p-work', name: 'Arbeiten', icon: 'tractor' as const, purpose: 'OTHER' as const, archived: false },
    { id: 'p-alt', name: 'Alt', icon: 'work' as const, purpose: 'OTHER' as const, archived: true },
  ],
  resources: [article('unit', ['u1']), article('any', []), article('other', ['u2']), article('gone', ['u1'], true)],
  operatingHours: new Map([['m1', '1250.5']]),
};

describe("the driver's view of an order", () => {
  const view = drivingView(order, sources);

  it("resolves names, offers the company's presets and the articles of the order's unit", () => {
    expect(view.customers).toEqual([
      { id: 'k1', name: 'Hof Thomsen', city: 'Husum' },
      { id: 'weg', name: 'Unbekannter Kunde', city: null },
    ]);
    expect(view.presets.map((preset) => preset.id)).toEqual(['p-work']);
    expect(view.articles.map((item) => item.id)).toEqual(['unit', 'any']);
    const withoutUnit = drivingView({ ...order, operatingUnitId: null }, sources);
    expect(withoutUnit.articles.map((item) => item.id)).toEqual(['unit', 'any', 'other']);
  });

  it("shows the hour meter with the run's start value and the machine's current hours", () => {
    expect(view.counters).toEqual([
      {
        key: 'machine:m1:OPERATING_HOURS',
        label: 'Holmer: Betriebsstunden',
        type: 'OPERATING_HOURS',
        unit: 'h',
        startValue: '1200',
        suggestedValue: '1250.5',
      },
    ]);
  });

  it("shows the caller's run, and none when the caller works on something else", () => {
    expect(view.running).toEqual({
      runId: 'run1',
      customerId: 'k1',
      orderActivityPresetId: 'p-work',
      startedAt: '2026-03-02T06:00:00.000Z',
    });
    const elsewhere = drivingView(order, { ...sources, activity: { type: 'internal' } });
    expect(elsewhere.running).toBeNull();
    expect(elsewhere.counters[0]?.startValue).toBeNull();
  });
});
