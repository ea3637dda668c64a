import { describe, expect, it } from 'vitest';
import type { TOrdersProgress, TProgressOrder } from '../../../../schemas/planning/progress-share';
import { progressMapLayers, statusMapColors } from './orders-progress-view';

const shape = [
  { lat: 54.5, lng: 9 },
  { lat: 54.5, lng: 9.01 },
  { lat: 54.51, lng: 9.01 },
];
const order = (id: string, status: TProgressOrder['status'], fieldCount: number): TProgressOrder => ({
  id,
  name: id,
  status,
  serviceName: null,
  plannedStartDateTime: '2026-09-01T05:00:00.000Z',
  plannedEndDateTime: null,
  activeTimes: [],
  fields: Array.from({ length: fieldCount }, (_, index) => ({ name: `F${index}`, shape, holes: [], areaHa: 1 })),
  workedAreaHa: null,
  hours: '0',
  net: '0',
});
const progress = (orders: TProgressOrder[]): TOrdersProgress => ({
  label: 'L',
  companyName: 'C',
  customerName: 'K',
  asOf: '2026-09-01T10:00:00.000Z',
  expiresAt: '2026-10-01T00:00:00.000Z',
  orders,
  totals: { hours: '0', net: '0' },
});

describe('the progress map', () => {
  it('outlines each order’s fields, closed, in the colour of its status', () => {
    const { lines, areas } = progressMapLayers(progress([order('a', 'IN_PROGRESS', 2), order('b', 'DONE', 1)]));
    expect(lines.map((line) => [line.id, line.color])).toEqual([
      ['a-0', statusMapColors.IN_PROGRESS],
      ['a-1', statusMapColors.IN_PROGRESS],
      ['b-0', statusMapColors.DONE],
    ]);
    expect(lines[0]?.positions).toHaveLength(4);
    expect(areas?.coordinates).toHaveLength(3);
  });

  it('draws nothing for orders without fields', () => {
    expect(progressMapLayers(progress([order('a', 'ASSIGNED', 0)]))).toEqual({ areas: null, lines: [] });
  });
});
