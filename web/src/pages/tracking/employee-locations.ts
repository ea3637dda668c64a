import type { TEmployeeLocation } from '../../../../schemas/api/tracking';
import { formatDateTime } from '../format';

/** German texts of the Mitarbeiterkarte. */
export const employeesMapTexts = {
  loading: 'Positionen werden geladen …',
  onMap: (n: number) => (n === 1 ? '1 Mitarbeiter auf der Karte' : `${n} Mitarbeiter auf der Karte`),
  listTitle: 'Letzte Positionen',
  empty: 'Noch hat kein Mitarbeiter eine Position gesendet.',
  emptyHint: 'Positionen kommen aus der App, sobald ein Mitarbeiter eine Tätigkeit startet.',
  fixAt: (dateTime: string) => `Stand: ${dateTime}`,
  activity: { order: 'Auftrag läuft', internal: 'Interne Arbeit läuft', none: 'Keine laufende Tätigkeit' },
  refreshNote: 'Die Karte wird alle 30 Sekunden aktualisiert.',
} as const;

/** One employee's last position as the page shows it: name, German time of the fix, activity text. */
export type EmployeeLocationView = {
  employeeId: string;
  name: string;
  position: { lat: number; lng: number };
  fixedAt: string;
  activity: string;
};

const activityText = (activity: TEmployeeLocation['activity']): string =>
  employeesMapTexts.activity[activity ?? 'none'];

/** The locations sorted by name (German collation), each with its texts. */
export const employeeLocationViews = (locations: readonly TEmployeeLocation[]): EmployeeLocationView[] =>
  [...locations]
    .sort((a, b) => a.employeeName.localeCompare(b.employeeName, 'de'))
    .map((location) => ({
      employeeId: location.employeeId,
      name: location.employeeName,
      position: { lat: location.lat, lng: location.lng },
      fixedAt: employeesMapTexts.fixAt(formatDateTime(location.timestamp)),
      activity: activityText(location.activity),
    }));
