import { germanWallClock } from '../../../../schemas/kernel/calendar';
import { campaignOrderName } from '../../../../schemas/planning/campaign';
import { DEMO_CAMPAIGN } from '../demo-campaigns';
import { demoCustomers } from '../demo-customers';
import { DEMO_GRASS_FIELD_ID } from '../demo-map-structures';
import { DEMO_TRACKING_ID, demoTrackingRun } from '../demo-tracking';
import { type DemoWorkOrder, demoWorkOrders, plannedAt } from '../demo-work';
import { type DemoOrderRecords, type DemoOrderSpec, demoOrderRecords, runIdOf } from './demo-order-history';
import { type DemoOrderPlan, demoOrderPlans } from './demo-order-plans';
import { type MeterRun, meterReadings, type RunTiming, runTimingsOf, weekdayFrom } from './demo-order-runs';
import { demoMachineSnapshot, demoMachines, demoService } from './demo-records';

/**
 * Every demo order of the demo company with what was recorded on it: the drivers' 'Meine Aufträge'
 * (demo-work.ts) and the office's season (demo-order-plans.ts). Hour meters are read across all of them,
 * so a machine's counters never go back in time and end below its current operating hours.
 */

/** Husum, for a customer without a position on the map. */
const HUSUM = { lat: 54.4858, lng: 9.0524 };

const customerOf = (id: string) => {
  const customer = demoCustomers.find((candidate) => candidate.id === id);
  if (!customer) throw new Error(`no demo customer ${id}`);
  const { input } = customer;
  return {
    id,
    tagIds: input.tagIds ?? [],
    farm: input.latLng ?? HUSUM,
    name: input.name,
    /** How the office names the farm in an order: the farmer's last name ('Mais häckseln – Thomsen'). */
    shortName: input.contactPersons?.[0]?.lastName ?? input.name,
  };
};

type Draft = Omit<DemoOrderSpec, 'meters' | 'companyId'>;

const fromPlan = (plan: DemoOrderPlan, now: Date): Draft => {
  const customer = customerOf(`demo-customer-${plan.customer}`);
  const day = weekdayFrom(now, plan.day);
  return {
    key: plan.key,
    name: plan.campaignRole
      ? campaignOrderName(DEMO_CAMPAIGN.name, plan.campaignRole, customer.shortName)
      : `${demoService(plan.service).name} – ${customer.shortName}`,
    ...(plan.campaignRole ? { campaignId: DEMO_CAMPAIGN.id } : {}),
    status: plan.status,
    shelf: plan.shelf ?? 'ACTIVE',
    employeeId: plan.employee ? `demo-employee-${plan.employee}` : null,
    operatingUnitId: `demo-unit-${plan.unit}`,
    service: plan.service,
    machines: plan.machines,
    customer,
    customerIds: [customer.id],
    plannedStart: germanWallClock(day, plan.from),
    plannedEnd: germanWallClock(day, plan.to),
    other: plan.note,
    projectId: plan.projectId,
    areaHa: plan.areaHa,
    runs: runTimingsOf(plan, now),
  };
};

/** The area of the pass demo-tracking.ts recorded for last week's grass order. */
const DEMO_TRACKING_AREA_HA = 3.7;

const fromWorkOrder = (order: DemoWorkOrder, now: Date): Draft => {
  const [first = ''] = order.customers;
  const customer = customerOf(first);
  const recorded = order.key === 'gras-vorige-woche';
  return {
    key: order.key,
    // The names as the Fahrerbereich has shown them from the start.
    name: `${demoService(order.service).name} – ${customer.name}`,
    status: order.status ?? 'ASSIGNED',
    shelf: 'ACTIVE',
    employeeId: order.employee,
    operatingUnitId: 'demo-unit-husum',
    service: order.service,
    machines: order.machines,
    customer,
    customerIds: order.customers,
    plannedStart: plannedAt(now, order.day, order.from),
    plannedEnd: plannedAt(now, order.day, order.to),
    other: order.note,
    areaHa: recorded ? DEMO_TRACKING_AREA_HA : 0,
    runs: recorded ? [demoTrackingRun(now)] : [],
    ...(recorded ? { existingTrackingId: DEMO_TRACKING_ID, fieldIds: [DEMO_GRASS_FIELD_ID] } : {}),
  };
};

const meterRunsOf = (draft: Draft): MeterRun[] =>
  draft.runs.flatMap((run: RunTiming, index) =>
    draft.machines
      .filter((key) => demoMachineSnapshot(key).hasOperatingHours)
      .map((key) => ({ runId: runIdOf(`demo-order-${draft.key}`, index), machineId: `demo-machine-${key}`, ...run })),
  );

const currentHours = new Map(
  [...demoMachines.values()].map((machine) => [machine.id, Number(machine.currentOperatingHours ?? 0)]),
);

/** All demo orders of the company around the seed day `now`, each with its tracks and time trackings. */
export const demoOrders = (companyId: string, now: Date): DemoOrderRecords[] => {
  const drafts = [
    ...demoWorkOrders.map((order) => fromWorkOrder(order, now)),
    ...demoOrderPlans.map((plan) => fromPlan(plan, now)),
  ];
  const meters = meterReadings(drafts.flatMap(meterRunsOf), currentHours);
  return drafts.map((draft) => demoOrderRecords({ ...draft, companyId, meters }));
};
