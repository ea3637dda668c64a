import { describe, expect, it } from 'vitest';
import type { TPriceBlockBasis } from '../price-blocks';
import {
  type BillableOrder,
  type BillingFacts,
  blockQuantity,
  positionsFromOrder,
  serviceDescription,
} from './positions-from-order';
import { ZReceiptPosition } from './receipt';

const block = (id: string, basis: TPriceBlockBasis, price = '10') => ({ id, name: `Block ${id}`, basis, price });

const order = (parts: Partial<BillableOrder> = {}): BillableOrder => ({
  id: 'o1',
  name: 'Mais häckseln Hofstelle',
  customerIds: ['c1'],
  fieldIds: [],
  serviceSnapshot: { id: 's1', name: 'Häckseln', queryNote: false, driverQueries: [], priceBlocks: [] },
  activeTime: [],
  taskRecords: [],
  counterTrackings: [],
  resourceUsages: [],
  fieldOverrides: [],
  plannedStartDateTime: '2026-09-01T05:00:00.000Z',
  ...parts,
});
const facts: BillingFacts = { vatPercentPoints: 19, pauses: [], fieldAreasHa: {} };

const run = (id: string, start: string, end: string | null, customerId: string | null = null) => ({
  id,
  start,
  end,
  customerId,
  machineVariants: [],
});
const taskRecord = (
  type: 'AREA' | 'TONS' | 'TRACKS' | 'LOADS',
  record: number,
  unit: 'ha' | 't' | 'm' | 'qm' | 'Stk.',
  customerId: string | null = null,
) => ({
  id: `${type}-${record}-${customerId}`,
  record,
  timeStamp: '2026-09-01T10:00:00.000Z',
  unit,
  type,
  customerId,
  orderRunId: null,
  machineVariants: [],
});
const counter = (
  priceBlockId: string,
  type: 'KILOMETERS' | 'OPERATING_HOURS',
  startValue: string,
  endValue: string | null,
) => ({
  id: `k-${priceBlockId}-${startValue}`,
  source: { type: 'PRICE_BLOCK' as const, priceBlockId },
  type,
  startValue,
  endValue,
  startDate: null,
  endDate: null,
  orderRunId: null,
  customerId: null,
  machineVariants: [],
  employeeId: null,
});

describe('positions from a finished order', () => {
  it('makes one SERVICE position per price block with unit, price, VAT and source, valid as a receipt position', () => {
    const blocks = [block('b1', 'FLAT', '50'), block('b2', 'TONS', '3.5')];
    const done = order({
      serviceSnapshot: { id: 's1', name: 'Häckseln', queryNote: false, driverQueries: [], priceBlocks: blocks },
      taskRecords: [taskRecord('TONS', 12.5, 't'), taskRecord('TONS', 7.25, 't')],
      activeTime: [run('r1', '2026-09-01T22:30:00.000Z', '2026-09-02T01:00:00.000Z')],
    });
    const positions = positionsFromOrder(done, 'c1', { ...facts, vatPercentPoints: 7 });
    expect(
      positions.map(({ kind, quantity, unit, unitPrice, vatPercentPoints, source }) => ({
        kind,
        quantity,
        unit,
        unitPrice,
        vatPercentPoints,
        source,
      })),
    ).toEqual([
      {
        kind: 'SERVICE',
        quantity: '1',
        unit: 'pauschal',
        unitPrice: '50',
        vatPercentPoints: 7,
        source: { orderId: 'o1', priceBlockId: 'b1', resourceUsageId: null },
      },
      {
        kind: 'SERVICE',
        quantity: '19.75',
        unit: 't',
        unitPrice: '3.5',
        vatPercentPoints: 7,
        source: { orderId: 'o1', priceBlockId: 'b2', resourceUsageId: null },
      },
    ]);
    // The run started at 00:30 German time on the 2nd: that is the service day, not the UTC day.
    expect(positions[0]?.serviceDate).toBe('2026-09-02');
    for (const position of positions) expect(ZReceiptPosition.parse(position)).toEqual(position);
  });

  it('charges hours as the ended runs active time without the pauses inside them', () => {
    const hour = block('h', 'HOUR');
    const done = order({
      activeTime: [
        run('r1', '2026-09-01T06:00:00.000Z', '2026-09-01T10:00:00.000Z'),
        run('r2', '2026-09-01T11:00:00.000Z', '2026-09-01T11:20:00.000Z'),
        run('r3', '2026-09-01T12:00:00.000Z', null),
      ],
    });
    const pauses = [
      { start: '2026-09-01T08:00:00.000Z', end: '2026-09-01T08:30:00.000Z' },
      { start: '2026-09-01T13:00:00.000Z', end: null },
    ];
    expect(blockQuantity(done, hour, 'c1', { ...facts, pauses })).toBe('3.83');
  });

  it('takes hours from the block counter when the block is counted', () => {
    const hour = block('h', 'HOUR');
    const done = order({
      activeTime: [run('r1', '2026-09-01T06:00:00.000Z', '2026-09-01T10:00:00.000Z')],
      counterTrackings: [counter('h', 'OPERATING_HOURS', '1200.5', '1203.75')],
    });
    expect(blockQuantity(done, hour, 'c1', facts)).toBe('3.25');
  });

  it('takes kilometres from the block counter, else from TRACKS records in metres', () => {
    const km = block('k', 'KILOMETER');
    const counted = order({
      counterTrackings: [counter('k', 'KILOMETERS', '100', '142.5'), counter('k', 'KILOMETERS', '150', null)],
    });
    expect(blockQuantity(counted, km, 'c1', facts)).toBe('42.5');
    expect(blockQuantity(order({ taskRecords: [taskRecord('TRACKS', 2500, 'm')] }), km, 'c1', facts)).toBe('2.5');
    expect(
      blockQuantity(order({ taskRecords: [taskRecord('TRACKS', 2500, 'm')] }), block('m', 'METER'), 'c1', facts),
    ).toBe('2500');
  });

  it('charges an area from AREA records, else the run overrides, else the fields', () => {
    const ha = block('a', 'HECTARE');
    expect(
      blockQuantity(
        order({ taskRecords: [taskRecord('AREA', 4.2, 'ha'), taskRecord('AREA', 5000, 'qm')] }),
        ha,
        'c1',
        facts,
      ),
    ).toBe('4.7');
    const planned = order({ fieldIds: ['f1', 'f2'] });
    const fieldFacts = { ...facts, fieldAreasHa: { f1: '3.5', f2: '1.25' } };
    expect(blockQuantity(planned, ha, 'c1', fieldFacts)).toBe('4.75');
    expect(blockQuantity(planned, block('q', 'SQUARE_METER'), 'c1', fieldFacts)).toBe('47500');
    const overridden = order({ fieldIds: ['f1'], fieldOverrides: [{ fieldId: 'f1', runId: null, areaHa: '2' }] });
    expect(blockQuantity(overridden, ha, 'c1', fieldFacts)).toBe('2');
  });

  it('gives each customer of a multi-customer order his share; records without customer go to the first', () => {
    const blocks = [block('l', 'LOADS', '20'), block('h', 'HOUR', '80')];
    const shared = order({
      customerIds: ['c1', 'c2'],
      serviceSnapshot: { id: 's1', name: 'Gülle', queryNote: false, driverQueries: [], priceBlocks: blocks },
      taskRecords: [
        taskRecord('LOADS', 3, 'Stk.', 'c1'),
        taskRecord('LOADS', 5, 'Stk.', 'c2'),
        taskRecord('LOADS', 1, 'Stk.'),
      ],
      activeTime: [
        run('r1', '2026-09-01T06:00:00.000Z', '2026-09-01T07:00:00.000Z', 'c1'),
        run('r2', '2026-09-01T07:00:00.000Z', '2026-09-01T09:30:00.000Z', 'c2'),
      ],
      resourceUsages: [
        {
          id: 'u1',
          resourceId: 'res1',
          resourceVariantId: null,
          resourceName: 'Diesel',
          resourcePricePerUnit: '1.6',
          resourceCostsPerUnit: null,
          resourceUnit: 'l',
          vatPercentPoints: 19,
          amount: '40',
          source: 'DRIVER',
          customerId: 'c2',
          timestamp: '2026-09-01T09:00:00.000Z',
          priceBasedOnPriceAgreement: false,
        },
      ],
    });
    const quantities = (customerId: string) =>
      positionsFromOrder(shared, customerId, facts).map((position) => [
        position.kind,
        position.name,
        position.quantity,
      ]);
    expect(quantities('c1')).toEqual([
      ['SERVICE', 'Block l', '4'],
      ['SERVICE', 'Block h', '1'],
    ]);
    expect(quantities('c2')).toEqual([
      ['SERVICE', 'Block l', '5'],
      ['SERVICE', 'Block h', '2.5'],
      ['RESOURCE', 'Diesel', '40'],
    ]);
    for (const position of positionsFromOrder(shared, 'c2', facts)) {
      expect(ZReceiptPosition.parse(position)).toEqual(position);
    }
    expect(positionsFromOrder(shared, 'c2', facts)[2]).toMatchObject({
      unit: 'l',
      unitPrice: '1.6',
      vatPercentPoints: 19,
      source: { orderId: 'o1', priceBlockId: null, resourceUsageId: 'u1' },
    });
  });

  it('describes a position by service and order without repeating its name (issue 24 point 4)', () => {
    const named = (blockName: string, orderName: string) =>
      positionsFromOrder(
        order({
          name: orderName,
          serviceSnapshot: {
            id: 's1',
            name: 'Häckseln',
            queryNote: false,
            driverQueries: [],
            priceBlocks: [{ ...block('b1', 'FLAT', '50'), name: blockName }],
          },
        }),
        'c1',
        facts,
      )[0];
    // A block named like its service, an order named after it: the description says only what is new.
    expect(named('Häckseln', 'Häckseln Hofstelle')).toMatchObject({ name: 'Häckseln', description: 'Hofstelle' });
    expect(named('Häckseln', 'häckseln')).toMatchObject({ name: 'Häckseln', description: undefined });
    expect(named('Anfahrt', 'Mais häckseln Hofstelle')).toMatchObject({
      name: 'Anfahrt',
      description: 'Mais häckseln Hofstelle',
    });
    expect(named('Anfahrt', 'Hofstelle Nord')).toMatchObject({ description: 'Häckseln: Hofstelle Nord' });
    expect(named('Häckseln Stunden', 'Mais Hofstelle')).toMatchObject({ description: 'Mais Hofstelle' });
    expect(serviceDescription('Häckseln', ['Häckselmais', 'Häckseln – Nord'])).toBe('Häckselmais: Nord');
    expect(serviceDescription('Gülle', [undefined, ' '])).toBeUndefined();
  });
});
