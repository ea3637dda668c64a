import { describe, expect, it } from 'vitest';
import type { TVisit } from '../../../../schemas/api/tracking-visits';
import { positionsOfArea, visitPart, visitRows } from './visits';

const visit = (parts: Partial<TVisit> = {}): TVisit => ({
  orderId: 'o1',
  employeeId: 'e1',
  insideSeconds: 85 * 60 + 20,
  firstInside: '2026-06-02T06:05:00.000Z',
  lastInside: '2026-06-02T07:40:00.000Z',
  trackingIds: ['t1'],
  ...parts,
});
const names = {
  order: (id: string) => (id === 'o1' ? 'Gras häckseln – Thomsen' : undefined),
  employee: (id: string) => (id === 'e1' ? 'Tim Brandt' : undefined),
};

describe('the visits table', () => {
  it('shows order and employee by name, the time inside in German and first and last time', () => {
    expect(visitRows([visit()], names)).toEqual([
      {
        id: 'o1:e1',
        orderName: 'Gras häckseln – Thomsen',
        employeeName: 'Tim Brandt',
        inside: '1 Std. 25 Min.',
        first: '02.06.2026, 08:05',
        last: '02.06.2026, 09:40',
        visit: visit(),
      },
    ]);
  });

  it('names internal work and records it cannot name', () => {
    const [internal, unknown] = visitRows(
      [visit({ orderId: null, insideSeconds: 600 }), visit({ orderId: 'gone', employeeId: 'gone' })],
      names,
    );
    expect([internal?.orderName, internal?.inside]).toEqual(['Interne Arbeit', '10 Min.']);
    expect([unknown?.orderName, unknown?.employeeName]).toEqual(['Unbekannter Auftrag', 'Unbekannter Mitarbeiter']);
  });
});

describe('the track part of a visit', () => {
  it('keeps the points from the first to the last time inside', () => {
    const at = (time: string, lat: number) => ({ lat, lng: 9, time: `2026-06-02T${time}:00.000Z` });
    const points = [at('06:00', 1), at('06:05', 2), at('07:00', 3), at('07:40', 4), at('08:00', 5)];
    expect(visitPart(points, visit()).map(({ lat }) => lat)).toEqual([2, 3, 4]);
  });

  it('sends a drawn area as [lng, lat] positions', () => {
    expect(positionsOfArea([{ lat: 54.1, lng: 9.2 }])).toEqual([[9.2, 54.1]]);
  });
});
