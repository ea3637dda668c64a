import { describe, expect, it } from 'vitest';
import { germanWallClock } from '../../../../schemas/kernel/calendar';
import type { TRental } from '../../../../schemas/planning/rental';
import { overviewSections, timelineRows } from './rental-overview';

const at = (day: string, time: string) => germanWallClock(day, time);
const NOW = new Date(at('2026-06-10', '12:00'));

const rental = (id: string, fields: Partial<TRental>): TRental => ({
  id,
  companyId: 'c1',
  number: `MV-2026-${id}`,
  machineId: 'm1',
  customerId: 'k1',
  start: at('2026-06-09', '08:00'),
  end: at('2026-06-11', '08:00'),
  priceBasis: 'DAY',
  pricePerUnit: '100',
  quantity: '3',
  netAmount: '300',
  vatPercent: '19',
  status: 'RESERVED',
  handedOutAt: null,
  handedOutOperatingHours: null,
  returnedAt: null,
  returnedOperatingHours: null,
  damageNote: null,
  cancelledAt: null,
  note: null,
  version: 1,
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
  ...fields,
});

describe('the rentals overview', () => {
  it('sorts rentals into out now (overdue marked), upcoming and returned recently', () => {
    const rentals = [
      rental('1', { status: 'OUT' }),
      rental('2', { status: 'OUT', machineId: 'm2', end: at('2026-06-10', '08:00') }),
      rental('3', { start: at('2026-06-20', '08:00'), end: at('2026-06-21', '08:00'), machineId: 'm3' }),
      rental('4', { status: 'RETURNED', returnedAt: at('2026-06-01', '08:00') }),
      rental('5', { status: 'RETURNED', returnedAt: at('2026-05-20', '08:00') }),
      rental('6', { status: 'CANCELLED' }),
    ];
    const { out, upcoming, returned } = overviewSections(rentals, NOW);
    expect(out.map(({ rental, overdue }) => [rental.id, overdue])).toEqual([
      ['2', true],
      ['1', false],
    ]);
    expect(upcoming.map((r) => r.id)).toEqual(['3']);
    expect(returned.map((r) => r.id)).toEqual(['4']);
  });

  it('draws each rental as a bar in the 4-week window, clipped, per machine, without cancelled ones', () => {
    const rows = timelineRows(
      [
        rental('1', { start: at('2026-06-05', '00:00'), end: at('2026-06-12', '00:00') }),
        rental('2', { machineId: 'm2', start: at('2026-06-10', '00:00'), end: at('2026-06-17', '00:00') }),
        rental('3', { status: 'CANCELLED', machineId: 'm3' }),
        rental('4', { start: at('2026-07-20', '00:00'), end: at('2026-07-22', '00:00') }),
      ],
      '2026-06-10',
      NOW,
    );
    expect(rows.map((row) => row.machineId)).toEqual(['m1', 'm2']);
    const [first] = rows[0]?.bars ?? [];
    expect(first?.left).toBe(0);
    expect(first?.width).toBeCloseTo((2 / 28) * 100);
    expect(rows[1]?.bars[0]?.width).toBeCloseTo((7 / 28) * 100);
  });
});
