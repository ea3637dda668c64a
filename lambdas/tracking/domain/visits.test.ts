import { describe, expect, it } from 'vitest';
import { line, rectangleField, timed } from '../../../schemas/kernel/coverage.fixtures';
import { visitsOf } from './visits';

const [area = []] = rectangleField(100, 100);
const period = { start: '2026-07-01T00:00:00.000Z', end: '2026-07-03T00:00:00.000Z' };
const through = (startMs: number) => timed(line({ x: -205, y: 0 }, { x: 205, y: 0 }, 10), 2, startMs);
const day1 = Date.parse('2026-07-01T08:00:00Z');
const day2 = Date.parse('2026-07-02T08:00:00Z');

describe('visits per order and employee', () => {
  it('sums one driver’s trackings of an order, keeps others apart, earliest first', () => {
    const visits = visitsOf(
      [
        { id: 't2', orderId: 'o1', employeeId: 'e1', points: through(day2) },
        { id: 't1', orderId: 'o1', employeeId: 'e1', points: through(day1) },
        { id: 't3', orderId: null, employeeId: 'e2', points: through(day1 + 3600_000) },
        {
          id: 't4',
          orderId: 'o2',
          employeeId: 'e3',
          points: timed([
            { x: 500, y: 500 },
            { x: 510, y: 500 },
          ]),
        },
      ],
      area,
      period,
    );
    expect(visits).toEqual([
      expect.objectContaining({ orderId: 'o1', employeeId: 'e1', insideSeconds: 36, trackingIds: ['t2', 't1'] }),
      expect.objectContaining({ orderId: null, employeeId: 'e2', insideSeconds: 18 }),
    ]);
    expect(visits[0]?.firstInside.startsWith('2026-07-01')).toBe(true);
    expect(visits[0]?.lastInside.startsWith('2026-07-02')).toBe(true);
  });
});
