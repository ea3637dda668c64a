import type { TActivityPreset } from '../../../schemas/api/company';
import type { TCurrentActivity } from '../../../schemas/masterdata/people-and-machines';
import type { TResource } from '../../../schemas/masterdata/resource';
import type { TDrivingOrder } from '../../../schemas/orders/driving';
import { countersOf, driverAmountsOf, queriesAt } from '../../../schemas/orders/driving-rules';
import type { TOrder } from '../../../schemas/orders/order';
import { choosablePresets, counterKeyOfTracking, runningOn } from './driving';

/** What the driver's view of an order reads besides the order (names of records drivers may not list). */
export type DrivingViewSources = {
  activity: TCurrentActivity;
  customers: ReadonlyMap<string, { id: string; name: string; city: string | null }>;
  presets: readonly TActivityPreset[];
  resources: readonly TResource[];
  /** currentOperatingHours per machine id (null: the machine has no hour meter known). */
  operatingHours: ReadonlyMap<string, string | null>;
};

/** Articles of the order's operating unit (an article of no unit is every unit's), not archived; all without a unit. */
const articlesOf = (order: TOrder, resources: readonly TResource[]): TDrivingOrder['articles'] =>
  resources
    .filter(
      (resource) =>
        !resource.archived &&
        (order.operatingUnitId === null ||
          resource.operatingUnitIds.length === 0 ||
          resource.operatingUnitIds.includes(order.operatingUnitId)),
    )
    .map((resource) => ({
      id: resource.id,
      name: resource.name,
      unit: resource.unit,
      tagIds: resource.tagIds,
      variants: resource.variants.flatMap((variant) => [
        { id: variant.id, name: variant.name },
        ...variant.subVariants.map((sub) => ({ id: sub.id, name: `${variant.name} – ${sub.name}` })),
      ]),
    }));

/**
 * The order as its driver works it (schemas/orders/driving.ts ZDrivingOrder): names resolved, the start
 * choices, the counters with the start value of the caller's run, and the caller's running run. No prices:
 * drivers do not see them.
 */
export const drivingView = (order: TOrder, sources: DrivingViewSources): TDrivingOrder => {
  const activity = runningOn(order, sources.activity);
  const run = activity ? order.activeTime.find((candidate) => candidate.id === activity.orderRunId) : undefined;
  const openCounterOfRun = (key: string) =>
    order.counterTrackings.find(
      (tracking) =>
        run !== undefined &&
        tracking.orderRunId === run.id &&
        tracking.endValue === null &&
        counterKeyOfTracking(tracking) === key,
    );
  return {
    id: order.id,
    name: order.name,
    status: order.status,
    version: order.version,
    serviceName: order.serviceSnapshot?.name ?? null,
    note: order.other ?? '',
    plannedStartDateTime: order.plannedStartDateTime,
    plannedEndDateTime: order.plannedEndDateTime,
    customers: order.customerIds.map(
      (id) => sources.customers.get(id) ?? { id, name: 'Unbekannter Kunde', city: null },
    ),
    machines: order.machineSnapshots.map(({ id, name, variants }) => ({ id, name, variants })),
    presets: choosablePresets(sources.presets).map(({ id, name, icon, purpose }) => ({ id, name, icon, purpose })),
    startQueries: queriesAt(order.serviceSnapshot?.driverQueries ?? [], 'START'),
    counters: countersOf(order.serviceSnapshot, order.machineSnapshots).map(({ source, ...counter }) => ({
      ...counter,
      startValue: openCounterOfRun(counter.key)?.startValue ?? null,
      suggestedValue: source.type === 'MACHINE' ? (sources.operatingHours.get(source.machineId) ?? null) : null,
    })),
    articles: articlesOf(order, sources.resources),
    amounts: driverAmountsOf(order.resourceUsages),
    running:
      activity && run
        ? {
            runId: run.id,
            customerId: run.customerId,
            orderActivityPresetId: activity.orderActivityPresetId ?? null,
            startedAt: run.start,
          }
        : null,
    currentGeoLocationTrackingId: order.currentGeoLocationTrackingId,
  };
};
