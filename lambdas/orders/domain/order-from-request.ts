import type { TOrderRequest } from '../../../schemas/api/order-requests';
import { germanDay, germanWallClock } from '../../../schemas/kernel/calendar';
import { type TOrderPlan, ZOrderInput } from '../../../schemas/orders/order';

/**
 * issue 12 point 2: an order request the office accepts becomes a DRAFT order carrying what the farmer
 * asked for. Pure: the consumer loads which of the named records still exist and passes them in.
 */

/** What the orders service reads of an accepted request. */
export type AcceptedRequest = Pick<
  TOrderRequest,
  | 'id'
  | 'companyId'
  | 'customerId'
  | 'subject'
  | 'description'
  | 'startDate'
  | 'endDate'
  | 'fieldIds'
  | 'trackIds'
  | 'loadingPointIds'
  | 'markers'
  | 'mapStructuresSequence'
  | 'isMapStructuresSequenceEnabled'
  | 'serviceId'
  | 'fieldNames'
  | 'amount'
  | 'amountUnit'
  | 'decidedAt'
>;

/** A request names days only: the work is planned from the start of a working day. */
export const REQUEST_START_TIME = '07:00';
/** The end day is open to its evening, as the office's order form reads an end day without time. */
export const REQUEST_END_TIME = '23:59';
/** The bound of the order's note (ZOrderInput.other). */
const NOTE_MAX = 4000;

/** What still exists of the records the request names: a service or customer gone since is left out. */
export type RequestRecords = { serviceExists: boolean; customerExists: boolean };

const germanDecimal = (value: string) => value.replace('.', ',');

/** The description, then what the farmer named without a map: the fields and the amount. */
export const noteOfRequest = (request: AcceptedRequest): string =>
  [
    request.description ?? '',
    request.fieldNames.length > 0 ? `Felder: ${request.fieldNames.join(', ')}` : '',
    request.amount === null
      ? ''
      : `Menge: ${[germanDecimal(request.amount), request.amountUnit ?? ''].join(' ').trim()}`,
  ]
    .filter((part) => part !== '')
    .join('\n\n')
    .slice(0, NOTE_MAX);

/** Planned start and end: the start day at 07:00 (the decision's day without one), the end day's evening. */
const plannedMoments = (request: AcceptedRequest, now: Date) => {
  const startDay = request.startDate ?? germanDay(request.decidedAt ?? now);
  const start = germanWallClock(startDay, REQUEST_START_TIME);
  const end = request.endDate === null ? null : germanWallClock(request.endDate, REQUEST_END_TIME);
  // Without a start day the decision's day may lie after the asked end: the end is then left open.
  return {
    plannedStartDateTime: start,
    plannedEndDateTime: end !== null && new Date(end) >= new Date(start) ? end : null,
  };
};

/** Empty ids (a request may carry them, an order may not) are left out. */
const ids = (list: readonly string[]) => list.filter((id) => id !== '');

/** The order the office gets for an accepted request, as the order's own input schema reads it. */
export const orderPlanOfRequest = (request: AcceptedRequest, records: RequestRecords, now: Date): TOrderPlan =>
  ZOrderInput.parse({
    name: request.subject,
    serviceId: records.serviceExists ? request.serviceId : null,
    customerIds: records.customerExists ? [request.customerId] : [],
    ...plannedMoments(request, now),
    fieldIds: ids(request.fieldIds),
    trackIds: ids(request.trackIds),
    loadingPointIds: ids(request.loadingPointIds),
    markers: request.markers,
    mapStructuresSequence: request.mapStructuresSequence,
    isMapStructuresSequenceEnabled: request.isMapStructuresSequenceEnabled,
    other: noteOfRequest(request),
  });
