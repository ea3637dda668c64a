import { describe, expect, it } from 'vitest';
import type { TEmployeeLocation } from '../../../../schemas/api/tracking';
import { employeeLocationViews } from './employee-locations';

const location = (employeeName: string, overrides: Partial<TEmployeeLocation> = {}): TEmployeeLocation => ({
  appUserId: `user-${employeeName}`,
  employeeId: `employee-${employeeName}`,
  employeeName,
  timestamp: '2026-03-01T10:05:00.000Z',
  lat: 54.48,
  lng: 9.05,
  activity: null,
  ...overrides,
});

describe('employeeLocationViews', () => {
  it('sorts by name in German order and gives the fix in German time', () => {
    const views = employeeLocationViews([location('Ölmann'), location('Zander'), location('Anders')]);
    expect(views.map((view) => view.name)).toEqual(['Anders', 'Ölmann', 'Zander']);
    expect(views[0]).toMatchObject({
      employeeId: 'employee-Anders',
      position: { lat: 54.48, lng: 9.05 },
      fixedAt: 'Stand: 01.03.2026, 11:05',
    });
  });

  it('names the running activity, and says when there is none', () => {
    const views = employeeLocationViews([
      location('A', { activity: 'order' }),
      location('B', { activity: 'internal' }),
      location('C'),
    ]);
    expect(views.map((view) => view.activity)).toEqual([
      'Auftrag läuft',
      'Interne Arbeit läuft',
      'Keine laufende Tätigkeit',
    ]);
  });

  it('is empty without locations', () => {
    expect(employeeLocationViews([])).toEqual([]);
  });
});
