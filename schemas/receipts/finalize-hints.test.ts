import { describe, expect, it } from 'vitest';
import { finalizeHints, supplyDayLabel } from './finalize-hints';

const bill = {
  type: 'BILL' as const,
  date: '2026-11-20',
  servicePeriodStart: '2026-11-02',
  servicePeriodEnd: '2026-11-06',
  deliveryDate: null,
  positions: [],
};

describe('the hints of the finalize dialog', () => {
  it('has nothing to say of a bill dated this month with its service period', () => {
    expect(finalizeHints(bill, '2026-11-29')).toEqual({ asksSupplyDay: false, warnings: [] });
  });

  it('warns of a bill dated in January finalized in November: it still takes the next number', () => {
    const { warnings } = finalizeHints({ ...bill, date: '2026-01-15' }, '2026-11-29');
    expect(warnings).toEqual([
      'Das Belegdatum 15.01.2026 liegt mehr als 30 Tage zurück. Der Beleg erhält trotzdem die nächste freie Nummer des Jahres 2026. Bitte prüfe das Datum.',
    ]);
  });

  it('warns of a date in the future', () => {
    expect(finalizeHints({ ...bill, date: '2026-12-24' }, '2026-11-29').warnings).toHaveLength(1);
  });

  it('asks for the receipt date as the day of supply where nothing else states it', () => {
    const bare = { ...bill, servicePeriodStart: null, servicePeriodEnd: null };
    expect(finalizeHints(bare, '2026-11-29').asksSupplyDay).toBe(true);
    expect(finalizeHints({ ...bare, type: 'OFFER' }, '2026-11-29').asksSupplyDay).toBe(false);
    expect(supplyDayLabel('2026-11-20')).toBe(
      'Das Belegdatum 20.11.2026 ist das Leistungsdatum (§ 14 Abs. 4 Nr. 6 UStG).',
    );
  });
});
