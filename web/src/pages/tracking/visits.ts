import type { TVisit } from '../../../../schemas/api/tracking-visits';
import type { TVertex } from '../../../../schemas/map-tracks';
import { de } from '../../i18n/de';
import { formatDateTime, formatDuration } from '../format';

/**
 * 'Wer war wann hier?' (issue 13 point 5), the parts without React: a search result as the table shows it
 * and the part of a tracking that a result stands for.
 */

const texts = de.visits;

export type VisitRow = {
  /** One row per order and employee (the endpoint answers one visit for each). */
  id: string;
  orderName: string;
  employeeName: string;
  /** German duration, e.g. '1 Std. 25 Min.'. */
  inside: string;
  first: string;
  last: string;
  visit: TVisit;
};

export const visitRows = (
  visits: readonly TVisit[],
  names: { order: (id: string) => string | undefined; employee: (id: string) => string | undefined },
): VisitRow[] =>
  visits.map((visit) => ({
    id: `${visit.orderId ?? 'internal'}:${visit.employeeId}`,
    orderName: visit.orderId === null ? texts.internalWork : (names.order(visit.orderId) ?? texts.unknownOrder),
    employeeName: names.employee(visit.employeeId) ?? texts.unknownEmployee,
    inside: formatDuration(Math.round(visit.insideSeconds / 60)),
    first: formatDateTime(visit.firstInside),
    last: formatDateTime(visit.lastInside),
    visit,
  }));

/**
 * The points of a tracking from the visit's first to its last time inside the area: what the map shows
 * for a result (the way in and out of the area between two stays is part of it).
 */
export const visitPart = (
  points: readonly { lat: number; lng: number; time: string }[],
  visit: Pick<TVisit, 'firstInside' | 'lastInside'>,
): TVertex[] => {
  const first = Date.parse(visit.firstInside);
  const last = Date.parse(visit.lastInside);
  return points
    .filter((point) => {
      const time = Date.parse(point.time);
      return time >= first && time <= last;
    })
    .map(({ lat, lng }) => ({ lat, lng }));
};

/** A drawn area as the endpoint takes it: its corners as [lng, lat] positions. */
export const positionsOfArea = (area: readonly TVertex[]): [number, number][] =>
  area.map(({ lat, lng }): [number, number] => [lng, lat]);
