import {
  appendTrackPoints,
  createTracking,
  getTracking,
  listEmployeeLocations,
  listOrderTracks,
  setEmployeeLocation,
} from '../../schemas/api/tracking';
import { AppError } from '../../schemas/errors';
import type { Clock, IdGenerator } from '../platform/clock';
import { type Route, route } from '../platform/http';
import type { CurrentOrderTracking } from './current-order-tracking';
import { lastAfter, planAppend, pointsInOrder, trackingSize } from './domain/chunks';
import { shouldSaveLocation } from './domain/employee-location';
import type { TrackingStore } from './tracking-store';

export type TrackingDeps = {
  store: TrackingStore;
  /** Points the order at its new tracking (the order's one attribute the tracking service writes). */
  currentOrderTracking: CurrentOrderTracking;
  clock: Clock;
  ids: IdGenerator;
};

/**
 * GPS tracking: drivers create trackings of their own orders and running activities, append their
 * points and set their location; the office reads tracks and positions. A new tracking of an order
 * becomes the order's currentGeoLocationTrackingId at once. A tracking's records rolling over at 200
 * points keep the tracking's id, so the order's link holds until the next tracking.
 */
export const trackingRoutes = ({ store, currentOrderTracking, clock, ids }: TrackingDeps): Route[] => {
  const requireEmployee = async (companyId: string, userId: string) => {
    const employee = await store.employeeOfUser(companyId, userId);
    if (!employee) throw new AppError('LW_404_30_0001', { detail: `no employee for user ${userId}` });
    return employee;
  };
  /** A tracking of the company recorded by this employee: nobody appends to another driver's track. */
  const requireOwnTracking = async (companyId: string, trackingId: string, employeeId: string) => {
    const tracking = await store.tracking(companyId, trackingId);
    if (!tracking || tracking.employeeId !== employeeId) {
      throw new AppError('LW_404_31_0001', { detail: `tracking ${trackingId}` });
    }
    return tracking;
  };

  return [
    route(createTracking, async ({ body }, { claims, company }) => {
      const employee = await requireEmployee(company.companyId, claims.sub);
      if (body.orderId !== null) {
        const assignedTo = await store.orderEmployeeId(company.companyId, body.orderId);
        if (assignedTo !== employee.id) throw new AppError('LW_404_31_0002', { detail: `order ${body.orderId}` });
      } else if (employee.currentActivity?.timeTrackingId !== body.timeTrackingId) {
        throw new AppError('LW_409_31_0001', { detail: `activity ${body.timeTrackingId}` });
      }
      const now = clock.now();
      const tracking = {
        id: ids.newId(),
        employeeId: employee.id,
        orderId: body.orderId,
        runId: body.orderRunId,
        timeTrackingId: body.timeTrackingId,
        start: now.toISOString(),
      };
      await store.createTracking(company.companyId, tracking, now);
      if (tracking.orderId !== null) await currentOrderTracking.set(company.companyId, tracking.orderId, tracking.id);
      return tracking;
    }),

    route(appendTrackPoints, async ({ body }, { claims, company }) => {
      const employee = await requireEmployee(company.companyId, claims.sub);
      const tracking = await requireOwnTracking(company.companyId, body.trackingId, employee.id);
      if (body.orderId !== null && body.orderId !== tracking.orderId) {
        throw new AppError('LW_404_31_0001', { detail: `tracking ${tracking.id} is not of order ${body.orderId}` });
      }
      const last = await store.lastChunk(company.companyId, tracking.id);
      const plan = planAppend(last, body.sequence, body.points);
      if (plan.kind === 'append') await store.writeChunks(company.companyId, tracking.id, plan.writes, clock.now());
      return { appended: plan.kind === 'append', ...trackingSize(lastAfter(last, plan)) };
    }),

    route(getTracking, async ({ params }, { company }) => {
      const tracking = await store.tracking(company.companyId, params.trackingId);
      if (!tracking) throw new AppError('LW_404_31_0001', { detail: `tracking ${params.trackingId}` });
      const records = await store.chunks(company.companyId, tracking.id);
      return { ...tracking, points: pointsInOrder(records), recordCount: records.length };
    }),

    route(listOrderTracks, async ({ query }, { company }) => {
      if (!(await store.orderExists(company.companyId, query.orderId))) {
        throw new AppError('LW_404_02_0004', { detail: `order ${query.orderId}` });
      }
      const trackings = await store.trackingsOfOrder(company.companyId, query.orderId);
      const items = await Promise.all(
        trackings.map(async ({ id, employeeId, runId, start }) => {
          const points = pointsInOrder(await store.chunks(company.companyId, id));
          return { id, employeeId, runId, start, points };
        }),
      );
      return { items };
    }),

    route(setEmployeeLocation, async ({ body }, { claims, company }) => {
      const employee = await requireEmployee(company.companyId, claims.sub);
      const stored = await store.location(company.companyId, employee.id);
      const location = {
        appUserId: claims.sub,
        employeeId: employee.id,
        employeeName: `${employee.firstName} ${employee.lastName}`.trim(),
        timestamp: new Date(body.timestamp).toISOString(),
        lat: body.lat,
        lng: body.lng,
        activity: employee.currentActivity?.type ?? null,
      };
      if (stored && !shouldSaveLocation(stored.location, location)) return { saved: false, location: stored.location };
      await store.saveLocation(company.companyId, location, stored?.version ?? null, clock.now());
      return { saved: true, location };
    }),

    route(listEmployeeLocations, async (_input, { company }) => ({ items: await store.locations(company.companyId) })),
  ];
};
