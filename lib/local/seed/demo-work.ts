import { db } from '../../../lambdas/platform/db/entities';
import { germanDayFrom, germanWallClock, isWeekendDay } from '../../../schemas/kernel/calendar';
import type { TOrderStatus } from '../../../schemas/order-enums';

/**
 * The demo drivers' field work: orders assigned to them, planned around the day of the first `npm start`.
 * Tim Brandt (fahrer@) has two whose planned start has passed (the 'Meine Aufträge' badge shows 2) and
 * three to come; Jonas Lorenzen (aushilfe@) has one of each. Creating orders is the office's side and
 * comes with the disposition; until then these are the orders the Fahrerbereich shows. They are written with
 * the other demo orders (demo-orders/demo-orders.ts), with the snapshots of the demo master data.
 */
export type DemoWorkOrder = {
  key: string;
  employee: string;
  /** Service and machine keys (`demo-service-<key>`, `demo-machine-<key>`). */
  service: string;
  machines: string[];
  customers: string[];
  /** Days from the seed day, and the planned start and end in German winter time. */
  day: number;
  from: string;
  to: string;
  status?: TOrderStatus;
  note?: string;
};

const TIM = 'demo-employee-tim-brandt';
const JONAS = 'demo-employee-jonas-lorenzen';
const GUELLE = 'guelle';
const GRUBBERN = 'grubbern';
const MAIS = 'mais-haeckseln';
const PFLUEGEN = 'pfluegen';
const GRAS = 'gras-haeckseln';

export const demoWorkOrders: DemoWorkOrder[] = [
  {
    key: 'guelle-thomsen',
    employee: TIM,
    service: GUELLE,
    machines: ['holmer-terra-variant'],
    customers: ['demo-customer-10001'],
    day: -1,
    from: '07:00',
    to: '12:00',
    note: 'Schlag hinter der Biogasanlage zuerst, Zufahrt über den Deichweg.',
  },
  {
    key: 'grubbern-jensen',
    employee: TIM,
    service: GRUBBERN,
    machines: ['fendt-942'],
    customers: ['demo-customer-10002'],
    day: -2,
    from: '13:00',
    to: '17:00',
  },
  {
    key: 'mais-petersen',
    employee: TIM,
    service: MAIS,
    machines: ['jaguar-960'],
    customers: ['demo-customer-10003', 'demo-customer-10004'],
    day: 1,
    from: '06:30',
    to: '18:00',
    note: 'Zwei Abfahrer kommen vom Betrieb Petersen.',
  },
  {
    key: 'pfluegen-hansen',
    employee: TIM,
    service: PFLUEGEN,
    machines: ['fendt-724'],
    customers: ['demo-customer-10005'],
    day: 2,
    from: '07:00',
    to: '15:00',
  },
  {
    key: 'gras-thomsen',
    employee: TIM,
    service: GRAS,
    machines: ['jaguar-870'],
    customers: ['demo-customer-10001'],
    day: 4,
    from: '08:00',
    to: '16:00',
  },
  {
    key: 'gras-vorige-woche',
    employee: TIM,
    service: GRAS,
    machines: ['jaguar-870'],
    customers: ['demo-customer-10006'],
    day: -5,
    from: '08:00',
    to: '16:00',
    status: 'DONE',
  },
  {
    key: 'guelle-lorenzen',
    employee: JONAS,
    service: GUELLE,
    machines: ['zunhammer-ske'],
    customers: ['demo-customer-10007'],
    day: -1,
    from: '08:00',
    to: '12:00',
  },
  {
    key: 'grubbern-lorenzen',
    employee: JONAS,
    service: GRUBBERN,
    machines: ['case-puma-185'],
    customers: ['demo-customer-10008'],
    day: 3,
    from: '07:30',
    to: '14:00',
  },
];

/** A German wall clock ('07:30') on the day `day` days from the German day of `now`, as a UTC moment. */
export const plannedAt = (now: Date, day: number, time: string): string =>
  germanWallClock(germanDayFrom(now, day), time);

/**
 * Past internal work of the two drivers on the last ten weekdays before the seed day, so 'Meine
 * Arbeitszeiten' has a month to show: workshop time in the morning with a pause, some days office work.
 */
const demoTimeTrackings = (companyId: string, now: Date) => {
  const presets = {
    werkstatt: { name: 'Werkstatt', purpose: 'USE' as const },
    pause: { name: 'Pause', purpose: 'PAUSE' as const },
    buero: { name: 'Büro', purpose: 'OTHER' as const },
  };
  const notes = ['Mähwerk geschliffen', 'Ölwechsel Fendt 942', 'Reifen gewechselt', 'Häcksler gereinigt'];
  const rows: { employeeId: string; key: keyof typeof presets; start: string; end: string; note: string }[] = [];
  let weekday = 0;
  for (let day = -1; weekday < 10; day--) {
    if (isWeekendDay(germanDayFrom(now, day))) continue;
    weekday++;
    for (const [employeeId, offset] of [
      [TIM, 0],
      [JONAS, 1],
    ] as const) {
      const note = notes[(weekday + offset) % notes.length] ?? '';
      rows.push({
        employeeId,
        key: 'werkstatt',
        start: plannedAt(now, day, '06:30'),
        end: plannedAt(now, day, '09:00'),
        note,
      });
      rows.push({
        employeeId,
        key: 'pause',
        start: plannedAt(now, day, '09:00'),
        end: plannedAt(now, day, '09:30'),
        note: '',
      });
      if ((weekday + offset) % 3 === 0) {
        rows.push({
          employeeId,
          key: 'buero',
          start: plannedAt(now, day, '15:00'),
          end: plannedAt(now, day, '16:15'),
          note: 'Tagesberichte nachgetragen',
        });
      }
    }
  }
  return rows.map((row) => ({
    companyId,
    employeeId: row.employeeId,
    timeTrackingId: `demo-tt-${row.employeeId.slice('demo-employee-'.length)}-${row.start}`,
    type: 'internal' as const,
    internalActivityPresetId: `preset-${row.key}`,
    presetName: presets[row.key].name,
    purpose: presets[row.key].purpose,
    ...(presets[row.key].purpose === 'USE' ? { operatingUnitId: 'demo-unit-husum' } : {}),
    start: row.start,
    end: row.end,
    note: row.note,
  }));
};

/** Writes the drivers' past internal work once; a later start leaves it (and whatever became of it) alone. */
export const seedDemoWork = async (companyId: string, now: Date): Promise<void> => {
  // The time trackings are written last: once the last one exists, everything before it does too.
  const trackings = demoTimeTrackings(companyId, now);
  const last = trackings.at(-1);
  if (last && (await db().timeTracking.get(last).go()).data) return;
  await db().timeTracking.put(trackings).go();
};
