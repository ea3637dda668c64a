import { describe, expect, it } from 'vitest';
import { ZOrder } from '../../../../schemas/orders/order';
import {
  amountRows,
  answerRows,
  counterRows,
  protocolRows,
  runRows,
  taskRecordRows,
  timeTrackingRows,
} from './order-record-rows';

const names: Record<string, string> = { 'cust-1': 'Hof Petersen', 'emp-1': 'Tim Brandt' };
const nameOf = (id: string | null | undefined) => (id ? (names[id] ?? '') : '');

/** A worked order as the server sends it: two runs (one still going), and what the driver recorded. */
const order = ZOrder.parse({
  id: 'order-1',
  companyId: 'company-1',
  status: 'IN_PROGRESS',
  shelf: 'ACTIVE',
  name: 'Mais häckseln',
  plannedStartDateTime: '2026-09-14T04:30:00.000Z',
  serviceSnapshot: {
    id: 'service-1',
    name: 'Mais häckseln',
    priceBlocks: [{ id: 'block-km', name: 'Anfahrt', basis: 'KILOMETER', price: '2.5' }],
  },
  machineSnapshots: [
    { id: 'machine-1', name: 'Jaguar 960', hasOperatingHours: true, variants: [{ id: 'v-8', name: '8-reihig' }] },
  ],
  activeTime: [
    {
      id: 'run-1',
      start: '2026-09-14T05:00:00.000Z',
      end: '2026-09-14T07:05:00.000Z',
      customerId: 'cust-1',
      machineVariants: [{ machineId: 'machine-1', variantId: 'v-8' }],
    },
    { id: 'run-2', start: '2026-09-15T05:00:00.000Z' },
  ],
  resourceUsages: [
    {
      id: 'usage-1',
      resourceId: 'diesel',
      resourceName: 'Diesel',
      resourcePricePerUnit: '1.5',
      resourceUnit: 'l',
      vatPercentPoints: 19,
      amount: '1234.5',
      source: 'DRIVER',
      timestamp: '2026-09-14T06:00:00.000Z',
    },
    {
      id: 'usage-2',
      resourceId: 'netz',
      resourceName: 'Netz',
      resourceUnit: 'Stk.',
      vatPercentPoints: 19,
      amount: '2',
      source: 'OFFICE',
      timestamp: '2026-09-14T06:00:00.000Z',
    },
  ],
  counterTrackings: [
    {
      id: 'counter-1',
      source: { type: 'MACHINE', machineId: 'machine-1' },
      type: 'OPERATING_HOURS',
      startValue: '1520.5',
      endValue: '1522',
    },
    { id: 'counter-2', source: { type: 'PRICE_BLOCK', priceBlockId: 'block-km' }, type: 'KILOMETERS', startValue: '0' },
  ],
  taskRecords: [
    {
      id: 'task-1',
      record: 12.75,
      timeStamp: '2026-09-14T07:05:00.000Z',
      unit: 'ha',
      type: 'AREA',
      customerId: 'cust-1',
    },
  ],
  driverQueryAnswers: [
    {
      id: 'answer-1',
      queryId: 'q-1',
      kind: 'YesNo',
      trigger: 'START',
      info: 'Zufahrt frei?',
      value: 'true',
      answeredAt: '2026-09-14T05:00:00.000Z',
    },
    {
      id: 'answer-2',
      queryId: 'q-2',
      kind: 'BeforeAfter',
      trigger: 'STOP',
      info: 'Tankinhalt',
      unit: 'l',
      value: '800',
      afterValue: '310.5',
      answeredAt: '2026-09-14T07:05:00.000Z',
    },
  ],
  protocol: [
    { id: 'p-2', timestamp: '2026-09-14T07:05:00.000Z', kind: 'STOPPED', text: 'Feld fertig', employeeId: 'emp-1' },
    { id: 'p-1', timestamp: '2026-09-14T05:00:00.000Z', kind: 'STARTED', employeeId: 'emp-1', customerId: 'cust-1' },
  ],
  timeTrackings: [
    { id: 'tt-1', employeeId: 'emp-1', start: '2026-09-14T05:00:00.000Z', end: '2026-09-14T05:45:00.000Z' },
  ],
  version: 4,
  createdAt: '2026-09-01T10:00:00.000Z',
  updatedAt: '2026-09-14T07:05:00.000Z',
});

describe("the order's records on its details page", () => {
  it('shows runs with German times, customer, variants and duration; a running one as running', () => {
    expect(runRows(order, nameOf)).toEqual([
      {
        id: 'run-1',
        start: '14.09.2026, 07:00',
        end: '14.09.2026, 09:05',
        customer: 'Hof Petersen',
        variants: 'Jaguar 960: 8-reihig',
        duration: '2 Std. 05 Min.',
      },
      { id: 'run-2', start: '15.09.2026, 07:00', end: 'läuft', customer: '', variants: '', duration: '–' },
    ]);
  });

  it('shows amounts in German numbers, the price per unit when known', () => {
    expect(
      amountRows(order, nameOf).map(({ article, amount, unit, pricePerUnit }) => [article, amount, unit, pricePerUnit]),
    ).toEqual([
      ['Diesel', '1.234,5', 'l', '1,50 €'],
      ['Netz', '2', 'Stk.', '–'],
    ]);
  });

  it('names counters as the run knew them, with their start and end values', () => {
    expect(counterRows(order, nameOf).map(({ counter, start, end }) => [counter, start, end])).toEqual([
      ['Jaguar 960: Betriebsstunden', '1.520,5', '1.522'],
      ['Anfahrt', '0', '–'],
    ]);
  });

  it('shows task records, answers, the protocol oldest first and time trackings', () => {
    expect(taskRecordRows(order, nameOf)).toEqual([
      { id: 'task-1', type: 'Fläche', value: '12,75', unit: 'ha', customer: 'Hof Petersen' },
    ]);
    expect(answerRows(order).map((row) => [row.question, row.answer, row.answeredAt])).toEqual([
      ['Zufahrt frei?', 'Ja', '14.09.2026, 07:00'],
      ['Tankinhalt', '800 → 310,5 l', '14.09.2026, 09:05'],
    ]);
    expect(protocolRows(order, nameOf).map((row) => [row.at, row.event, row.text, row.employee])).toEqual([
      ['14.09.2026, 07:00', 'Gestartet', 'Hof Petersen', 'Tim Brandt'],
      ['14.09.2026, 09:05', 'Gestoppt', 'Feld fertig', 'Tim Brandt'],
    ]);
    expect(timeTrackingRows(order, nameOf)).toEqual([
      {
        id: 'tt-1',
        employee: 'Tim Brandt',
        start: '14.09.2026, 07:00',
        end: '14.09.2026, 07:45',
        duration: '45 Min.',
        decoupled: 'Nein',
      },
    ]);
  });
});
