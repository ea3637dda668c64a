import { describe, expect, it } from 'vitest';
import { line, rectangleField, serpentine, timed } from '../../../schemas/kernel/coverage.fixtures';
import { orderCoverage, proposedArea, workingWidthOf } from './order-coverage';

const machine = (id: string, workingWidthM: string | null) => ({
  id,
  name: id,
  variants: [],
  hasOperatingHours: false,
  workingWidthM,
});
const order = (...widths: (string | null)[]) => ({
  id: 'o1',
  machineSnapshots: widths.map((width, index) => machine(`m${index}`, width)),
});
const track = (id: string, points = timed(serpentine(10, 6, 200, 5))) => ({
  id,
  employeeId: 'e1',
  runId: `run-${id}`,
  start: points[0]?.time ?? '',
  points,
});

describe('the coverage of an order', () => {
  it('uses the widest working width of its machines (the implement, not the tractor)', () => {
    expect(workingWidthOf(order(null, '6', '3.5'))).toBe(6);
    expect(workingWidthOf(order(null))).toBeNull();
  });

  it('covers its fields in ha with 2 decimals, per run too', () => {
    const coverage = orderCoverage(order(null, '6'), [track('t1'), track('t2')], [rectangleField(60, 200)]);
    expect(coverage).toMatchObject({ orderId: 'o1', areaHa: 1.2, widthM: 6, fieldsKnown: true });
    expect(coverage.runs).toEqual([
      expect.objectContaining({ trackingId: 't1', runId: 'run-t1', areaHa: 1.2 }),
      expect.objectContaining({ trackingId: 't2', areaHa: 1.2 }),
    ]);
    expect(coverage.coverage.type).toBe('MultiPolygon');
    expect(coverage.coverage.coordinates.length).toBeGreaterThan(0);
  });

  it('without known fields takes the swath as the land and says so', () => {
    const straight = track('t1', timed(line({ x: 0, y: 0 }, { x: 1000, y: 0 }, 10)));
    const coverage = orderCoverage(order('6'), [straight], []);
    expect(coverage.fieldsKnown).toBe(false);
    // 1000 m × 6 m and the two round ends.
    expect(coverage.areaHa).toBe(0.6);
  });

  it('has no area without a machine width, and proposes none without a track', () => {
    expect(orderCoverage(order(null), [track('t1')], []).areaHa).toBeNull();
    expect(proposedArea(order('6'), [], [])).toBeNull();
    expect(proposedArea(order('6'), [track('t1', timed([{ x: 0, y: 0 }]))], [])).toBeNull();
    expect(proposedArea(order('6'), [track('t1')], [rectangleField(60, 200)])).toBe(1.2);
  });
});
