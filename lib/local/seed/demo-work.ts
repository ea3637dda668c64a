import { db } from '../../../lambdas/platform/db/entities';
import { germanDayFrom, germanWallClock, isWeekendDay } from '../../../schemas/kernel/calendar';
import type { TOrderStatus } from '../../../schemas/order-enums';
import { demoCustomers } from './demo-customers';

/**
 * The demo drivers' field work: orders assigned to them, planned around the day of the first `npm start`.
 * Tim Brandt (fahrer@) has two whose planned start has passed (the 'Meine Aufträge' badge shows 2) and
 * three to come; Jonas Lorenzen (aushilfe@) has one of each. Creating orders is the office's side and
 * comes with the disposition; until then these are the orders the Fahrerbereich shows.
 */
type DemoOrder = {
  key: string;
  employee: string;
  service: [key: string, name: string];
  machines: [key: string, name: string][];
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
const GUELLE: DemoOrder['service'] = ['guelle', 'Gülle ausbringen (Schleppschuh)'];
const GRUBBERN: DemoOrder['service'] = ['grubbern', 'Grubbern'];
const MAIS: DemoOrder['service'] = ['mais-haeckseln', 'Mais häckseln'];
const PFLUEGEN: DemoOrder['service'] = ['pfluegen', 'Pflügen'];
const GRAS: DemoOrder['service'] = ['gras-haeckseln', 'Gras häckseln'];

const demoOrders: DemoOrder[] = [
  {
    key: 'guelle-thomsen',
    employee: TIM,
    service: GUELLE,
    machines: [['holmer-terra-variant', 'Gülle-Selbstfahrer Holmer Terra Variant 600']],
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
    machines: [['fendt-942', 'Fendt 942 Vario']],
    customers: ['demo-customer-10002'],
    day: -2,
    from: '13:00',
    to: '17:00',
  },
  {
    key: 'mais-petersen',
    employee: TIM,
    service: MAIS,
    machines: [['jaguar-960', 'Feldhäcksler Claas Jaguar 960']],
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
    machines: [['fendt-724', 'Fendt 724 Vario']],
    customers: ['demo-customer-10005'],
    day: 2,
    from: '07:00',
    to: '15:00',
  },
  {
    key: 'gras-thomsen',
    employee: TIM,
    service: GRAS,
    machines: [['jaguar-870', 'Feldhäcksler Claas Jaguar 870']],
    customers: ['demo-customer-10001'],
    day: 4,
    from: '08:00',
    to: '16:00',
  },
  {
    key: 'gras-vorige-woche',
    employee: TIM,
    service: GRAS,
    machines: [['jaguar-870', 'Feldhäcksler Claas Jaguar 870']],
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
    machines: [['zunhammer-ske', 'Güllefass Zunhammer SKE 18.5 PU']],
    customers: ['demo-customer-10007'],
    day: -1,
    from: '08:00',
    to: '12:00',
  },
  {
    key: 'grubbern-lorenzen',
    employee: JONAS,
    service: GRUBBERN,
    machines: [['case-puma-185', 'Case IH Puma 185']],
    customers: ['demo-customer-10008'],
    day: 3,
    from: '07:30',
    to: '14:00',
  },
];

/** A German wall clock ('07:30') on the day `day` days from the German day of `now`, as a UTC moment. */
const plannedAt = (now: Date, day: number, time: string): string => germanWallClock(germanDayFrom(now, day), time);

const customerName = (id: string | undefined): string =>
  demoCustomers.find((customer) => customer.id === id)?.input.name ?? 'Kunde';

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

/**
 * Writes the demo orders and past time trackings once; a later start leaves them (and whatever became
 * of them) alone.
 */
export const seedDemoWork = async (companyId: string, now: Date): Promise<void> => {
  // The time trackings are written last: once the last one exists, everything before it does too.
  const trackings = demoTimeTrackings(companyId, now);
  const last = trackings.at(-1);
  if (last && (await db().timeTracking.get(last).go()).data) return;
  for (const order of demoOrders) {
    const orderId = `demo-order-${order.key}`;
    const { data } = await db().order.get({ companyId, orderId }).go();
    if (data) continue;
    const [serviceKey, serviceName] = order.service;
    await db()
      .order.create({
        companyId,
        orderId,
        name: `${serviceName} – ${customerName(order.customers[0])}`,
        status: order.status ?? 'ASSIGNED',
        employeeId: order.employee,
        operatingUnitId: 'demo-unit-husum',
        serviceId: `demo-service-${serviceKey}`,
        serviceSnapshot: { id: `demo-service-${serviceKey}`, name: serviceName, queryNote: false },
        customerIds: order.customers,
        machineIds: order.machines.map(([key]) => `demo-machine-${key}`),
        machineSnapshots: order.machines.map(([key, name]) => ({ id: `demo-machine-${key}`, name })),
        plannedStartDateTime: plannedAt(now, order.day, order.from),
        plannedEndDateTime: plannedAt(now, order.day, order.to),
        ...(order.note ? { other: order.note } : {}),
        version: 1,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .go();
  }
  for (const tracking of trackings) await db().timeTracking.put(tracking).go();
};
