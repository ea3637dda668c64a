import type { TActivityPreset } from '../../../schemas/api/company';
import type { TTimeTracking } from '../../../schemas/api/work';
import type { TCurrentActivity } from '../../../schemas/masterdata/people-and-machines';
import type { TOrder } from '../../../schemas/orders/order';

/** The employee's time trackings of work on an order (application.md §4; the Fahrerbereich lists them). */

/** The employee's time tracking of a stretch of work on the order (type 'order', the preset's name and purpose). */
export const orderTracking = (
  order: TOrder,
  employeeId: string,
  preset: TActivityPreset | null,
  id: string,
  start: string,
): TTimeTracking => ({
  id,
  employeeId,
  type: 'order',
  internalActivityPresetId: null,
  presetName: preset?.name ?? '',
  purpose: preset?.purpose ?? null,
  orderId: order.id,
  operatingUnitId: order.operatingUnitId,
  start,
  end: null,
  note: '',
});

/** Never an end before the start, even if the clocks of two servers disagree by a moment. */
export const endAt = (start: string, now: Date): string =>
  new Date(Math.max(now.getTime(), new Date(start).getTime())).toISOString();

/** The employee's running time tracking as the activity describes it, when the stored one is missing. */
export const trackingOfActivity = (
  order: TOrder,
  employeeId: string,
  activity: NonNullable<TCurrentActivity>,
  presets: readonly TActivityPreset[],
  now: Date,
): TTimeTracking =>
  orderTracking(
    order,
    employeeId,
    presets.find((preset) => preset.id === activity.orderActivityPresetId) ?? null,
    activity.timeTrackingId ?? `${employeeId}-${now.getTime()}`,
    activity.startedAt ?? now.toISOString(),
  );
