import { warningToasts } from '../messages';

/**
 * The Fahrerbereich (area 30 of the platform's LW_ codes): internal work, own orders and work times.
 * Where application.md §8 words a warning, that text is used; the rest is ours.
 */
export const workErrors = {
  // §8 warning: the login has no employee record (or it is archived).
  LW_404_30_0001: { status: 404, message: warningToasts.employeeNotIdentifiedRetry },
  // §8 warning: the chosen operating unit is not one of the person's.
  LW_404_30_0002: { status: 404, message: warningToasts.operatingUnitNotFound },
  LW_404_30_0003: { status: 404, message: 'Diese Tätigkeit gibt es nicht mehr. Bitte lade die Seite neu.' },
  // Aufgaben: the order is not one of the caller's tasks (or gone); wording ours.
  LW_404_30_0004: { status: 404, message: 'Diese Aufgabe wurde nicht gefunden.' },
  // §4: 'Starting something new while work is active requires stopping the active order or internal work first.'
  LW_409_30_0001: { status: 409, message: 'Bitte beende zuerst deine laufende Tätigkeit.' },
  // §8 warning: a running order is ended by its own stop wizard, not by ending internal work.
  LW_409_30_0002: { status: 409, message: warningToasts.orderCannotBeStopped },
  // §6: 'Seeing own work times depends on the company setting showWorkTimesForRoles.'
  LW_403_30_0001: { status: 403, message: 'Dein Betrieb hat die Ansicht der eigenen Arbeitszeiten nicht freigegeben.' },
} as const;
