import { describe, expect, it } from 'vitest';
import type { TDrivingOrder } from '../../../../schemas/orders/driving';
import { validateWith } from '../../forms/validate';
import { defaultPresetId, startDefaults, startFormSchema } from './start-order-form';
import { driverQuery } from './stop-wizard.fixtures';

const order = (overrides: Partial<TDrivingOrder> = {}): TDrivingOrder => ({
  id: 'o1',
  name: 'Mais häckseln Thomsen',
  status: 'ASSIGNED',
  version: 3,
  serviceName: 'Mais häckseln',
  note: '',
  plannedStartDateTime: '2026-08-03T05:00:00.000Z',
  plannedEndDateTime: null,
  customers: [{ id: 'c1', name: 'Thomsen', city: 'Husum' }],
  machines: [
    { id: 'm1', name: 'Jaguar', variants: [{ id: 'v1', name: 'Maisgebiss' }] },
    { id: 'm2', name: 'Anhänger', variants: [] },
  ],
  presets: [
    { id: 'pause', name: 'Pause', icon: 'pause', purpose: 'PAUSE' },
    { id: 'fahren', name: 'Fahren', icon: 'truck', purpose: 'OTHER' },
  ],
  startQueries: [
    driverQuery({ kind: 'BeforeAfter', info: 'Betriebsstunden', unit: 'h', askOnStart: true, mandatoryOnStart: true }),
  ],
  counters: [
    {
      key: 'machine:m1:OPERATING_HOURS',
      label: 'Jaguar: Betriebsstunden',
      type: 'OPERATING_HOURS',
      unit: 'h',
      startValue: null,
      suggestedValue: '3412.5',
    },
  ],
  articles: [],
  amounts: [],
  running: null,
  currentGeoLocationTrackingId: null,
  ...overrides,
});

describe('start dialog values (Meine Aufträge Starten)', () => {
  it('starts with the first preset that is no pause, counters prefilled, a variant per machine that has some', () => {
    expect(defaultPresetId(order())).toBe('fahren');
    expect(startDefaults(order())).toMatchObject({
      customerId: null,
      orderActivityPresetId: 'fahren',
      machineVariants: [{ machineId: 'm1', variantId: null }],
      answers: [{ queryId: 'q1', value: null, afterValue: null }],
      counterStarts: [{ key: 'machine:m1:OPERATING_HOURS', value: '3412.5' }],
    });
  });

  it("refuses open mandatory start queries with the spec's text at the queries", () => {
    const checked = validateWith(startFormSchema(order()), startDefaults(order()));
    expect(checked).toEqual({ ok: false, errors: { answers: 'Bitte fülle alle Fahrerabfragen aus.' } });
  });

  it('asks for the customer on a multi-customer order only', () => {
    const multi = order({
      customers: [
        { id: 'c1', name: 'Thomsen', city: null },
        { id: 'c2', name: 'Petersen', city: null },
      ],
      startQueries: [],
    });
    expect(validateWith(startFormSchema(multi), startDefaults(multi))).toEqual({
      ok: false,
      errors: { customerId: 'Bitte wähle einen Kunden aus.' },
    });
    const chosen = validateWith(startFormSchema(multi), { ...startDefaults(multi), customerId: 'c2' });
    expect(chosen.ok && chosen.data.customerId).toBe('c2');
  });

  it('refuses a counter start that is no number at its field, and leaves empty choices out of the body', () => {
    const values = startDefaults(order({ startQueries: [] }));
    const wrong = validateWith(startFormSchema(order({ startQueries: [] })), {
      ...values,
      counterStarts: [{ key: 'machine:m1:OPERATING_HOURS', value: '34,x' }],
    });
    expect(wrong).toEqual({
      ok: false,
      errors: { 'counterStarts.0.value': 'Bitte gib einen gültigen Zählerstand ein.' },
    });

    const answered = {
      ...startDefaults(order()),
      answers: [{ queryId: 'q1', value: '3412.5', afterValue: '3412.5', resourceId: null, resourceVariantId: null }],
      counterStarts: [{ key: 'machine:m1:OPERATING_HOURS', value: null }],
    };
    const checked = validateWith(startFormSchema(order()), answered);
    expect(checked.ok && checked.data).toEqual({
      version: 3,
      customerId: null,
      orderActivityPresetId: 'fahren',
      machineVariants: [],
      answers: answered.answers,
      counterStarts: [],
    });
  });
});
