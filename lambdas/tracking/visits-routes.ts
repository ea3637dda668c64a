import { periodOfSearch, searchVisits } from '../../schemas/api/tracking-visits';
import { type Route, route } from '../platform/http';
import { pointsInOrder } from './domain/chunks';
import { visitsOf } from './domain/visits';
import type { TrackingStore } from './tracking-store';

/** A tracking runs at most this long (ms): one started this much before the period may reach into it. */
const LONGEST_TRACKING_MS = 24 * 3600_000;

/**
 * 'Wer war wann hier?' (issue 13 point 5): the trackings of the period come from the company's index by
 * start (no Scan), those begun up to a day before included; only their points inside the period (its days,
 * narrowed by the times when given) count.
 */
export const visitsRoutes = ({
  store,
}: {
  store: Pick<TrackingStore, 'trackingsStartedBetween' | 'chunks'>;
}): Route[] => [
  route(searchVisits, async ({ body }, { company }) => {
    const period = periodOfSearch(body);
    const earliest = new Date(Date.parse(period.start) - LONGEST_TRACKING_MS).toISOString();
    const trackings = await store.trackingsStartedBetween(company.companyId, earliest, period.end);
    const tracks = await Promise.all(
      trackings.map(async ({ id, orderId, employeeId }) => ({
        id,
        orderId,
        employeeId,
        points: pointsInOrder(await store.chunks(company.companyId, id)),
      })),
    );
    return { items: visitsOf(tracks, body.area, period) };
  }),
];
