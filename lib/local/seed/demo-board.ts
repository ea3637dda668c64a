import { absenceToItem } from '../../../lambdas/orders/board/absence-store';
import { noUnitMembers } from '../../../lambdas/orders/domain/operating-unit-membership';
import { machineSnapshotOf, newOrder, serviceSnapshotOf } from '../../../lambdas/orders/domain/order';
import { orderWrites } from '../../../lambdas/platform/aggregates/order';
import { db } from '../../../lambdas/platform/db/entities';
import { transactWrite } from '../../../lambdas/platform/db/write';
import { dynamoRecordStore } from '../../../lambdas/platform/records/record-store';
import { germanDayFrom, germanWallClock } from '../../../schemas/kernel/calendar';
import { ZOrderInput } from '../../../schemas/orders/order';
import type { TAbsence } from '../../../schemas/planning/board';

/**
 * The disposition board's demo (issue 15): a week of drafts planned on machines from the seed day on, two
 * unplanned drafts to drag onto the board, and absences of a person and a machine. Written once: what
 * exists (from an earlier start, or moved by hand) stays as it is.
 */

/** A fixed absence the generated route tests read and refuse to remove for others (test/support/route-targets.ts). */
export const DEMO_ABSENCE_ID = 'demo-absence-malte-schule';
export const DEMO_ABSENCE_DAY = '2026-12-07';

const THOMSEN = 'demo-customer-10001';
const JENSEN = 'demo-customer-10002';
const FENDT = 'demo-machine-fendt-942';
const JAGUAR = 'demo-machine-jaguar-960';

type DemoPlan = {
  id: string;
  name: string;
  day: number;
  from: string;
  to: string;
  machineIds: string[];
  customer: string;
};

const plans: DemoPlan[] = [
  {
    id: 'demo-board-grubbern',
    name: 'Grubbern Osterfeld',
    day: 0,
    from: '07:00',
    to: '15:00',
    machineIds: [FENDT],
    customer: THOMSEN,
  },
  {
    id: 'demo-board-pfluegen',
    name: 'Pflügen Koppel Süd',
    day: 1,
    from: '07:00',
    to: '12:00',
    machineIds: [FENDT],
    customer: JENSEN,
  },
  {
    id: 'demo-board-saat',
    name: 'Saatbettbereitung Westerfeld',
    day: 1,
    from: '11:00',
    to: '16:00',
    machineIds: [FENDT],
    customer: THOMSEN,
  },
  {
    id: 'demo-board-haeckseln',
    name: 'Mais häckseln Deichkoppel',
    day: 2,
    from: '06:00',
    to: '18:00',
    machineIds: [JAGUAR],
    customer: THOMSEN,
  },
  {
    id: 'demo-board-gras',
    name: 'Gras häckseln Marsch',
    day: 4,
    from: '08:00',
    to: '17:00',
    machineIds: [JAGUAR],
    customer: JENSEN,
  },
  {
    id: 'demo-board-kalk',
    name: 'Kalk streuen Hofkoppel',
    day: 3,
    from: '08:00',
    to: '11:00',
    machineIds: [],
    customer: JENSEN,
  },
  {
    id: 'demo-board-mist',
    name: 'Mist fahren Geestfeld',
    day: 5,
    from: '09:00',
    to: '13:00',
    machineIds: [],
    customer: THOMSEN,
  },
];

const absencesOf = (companyId: string, now: Date): TAbsence[] => {
  const stamp = now.toISOString();
  const base = { companyId, employeeId: null, machineId: null, note: null, createdAt: stamp };
  return [
    {
      ...base,
      id: 'demo-absence-hauke-urlaub',
      employeeId: 'demo-employee-hauke-feddersen',
      firstDay: germanDayFrom(now, 2),
      lastDay: germanDayFrom(now, 4),
      reason: 'URLAUB',
    },
    {
      ...base,
      id: 'demo-absence-jaguar-werkstatt',
      machineId: JAGUAR,
      firstDay: germanDayFrom(now, 4),
      lastDay: germanDayFrom(now, 4),
      reason: 'WERKSTATT',
      note: 'Messer schleifen',
    },
    {
      ...base,
      id: DEMO_ABSENCE_ID,
      employeeId: 'demo-employee-malte-boysen',
      firstDay: DEMO_ABSENCE_DAY,
      lastDay: '2026-12-11',
      reason: 'SCHULE',
      note: 'Berufsschule Blockunterricht',
    },
  ];
};

export const seedDemoBoard = async (companyId: string, now: Date): Promise<void> => {
  const records = dynamoRecordStore();
  const service = await records.get(companyId, 'service', 'demo-service-grubbern');
  const machines = await records.getMany(companyId, 'machine', [FENDT, JAGUAR]);
  for (const plan of plans) {
    if ((await db().order.get({ companyId, orderId: plan.id }).go()).data) continue;
    const day = germanDayFrom(now, plan.day);
    const input = ZOrderInput.parse({
      name: plan.name,
      serviceId: 'demo-service-grubbern',
      customerIds: [plan.customer],
      machineIds: plan.machineIds,
      plannedStartDateTime: germanWallClock(day, plan.from),
      plannedEndDateTime: germanWallClock(day, plan.to),
    });
    const order = newOrder(
      input,
      { enableMultiCustomerOrders: false },
      {
        id: plan.id,
        companyId,
        now,
        snapshots: {
          service: service ? serviceSnapshotOf(service) : null,
          machines: machines.filter((machine) => plan.machineIds.includes(machine.id)).map(machineSnapshotOf),
        },
        members: noUnitMembers,
      },
    );
    await transactWrite(orderWrites(order, null));
  }
  for (const absence of absencesOf(companyId, now)) {
    if ((await db().absence.get({ companyId, absenceId: absence.id }).go()).data) continue;
    await db().absence.create(absenceToItem(absence)).go();
  }
};
