import * as z from 'zod';
import { idField } from '../input-bounds';
import { TRACKING, ZInstant, ZTrackPoint } from '../tracking';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';
import { searchVisits } from './tracking-visits';

/**
 * GPS tracking (application.md §3 'Geolocation tracking', 'Employee location record'; §7 'Set employee
 * location', 'Add geolocation tracking data (order id, tracking id, points)', 'Read and create
 * geolocation tracking'; §9 'Location recording', 'Order tracking'). Drivers write their own tracks and
 * location; the office reads them.
 */

/** A tracking for an order run or for a running internal activity (its time tracking's id): exactly one. */
export const ZCreateTracking = z
  .object({
    orderId: idField().nullable().default(null),
    orderRunId: idField().nullable().default(null),
    timeTrackingId: idField().nullable().default(null),
  })
  .refine((body) => (body.orderId === null) !== (body.timeTrackingId === null), {
    path: ['orderId'],
    message: 'Bitte gib einen Auftrag oder eine Tätigkeit an.',
  });

/** A tracking's header; its points are in chunk records of at most TRACKING.pointsPerRecord. */
export const ZTracking = z.object({
  id: z.string(),
  employeeId: z.string(),
  orderId: z.string().nullable(),
  runId: z.string().nullable(),
  timeTrackingId: z.string().nullable(),
  start: z.string(),
});
export type TTracking = z.infer<typeof ZTracking>;

const sequenceMessage = 'Bitte gib eine gültige Folgenummer an.';

/**
 * One chunk of points the client flushed. `sequence` numbers a tracking's chunks on the client, rising by
 * chunk: a chunk whose sequence the server has seen already (a resend after a lost answer) is no duplicate.
 */
export const ZAppendTrackPoints = z.object({
  trackingId: idField('Bitte gib eine Aufzeichnung an.'),
  orderId: idField().nullable().default(null),
  sequence: z
    .number({ error: sequenceMessage })
    .int(sequenceMessage)
    .min(1, sequenceMessage)
    .max(Number.MAX_SAFE_INTEGER, sequenceMessage),
  points: z
    .array(ZTrackPoint)
    .min(1, 'Bitte sende mindestens einen Punkt.')
    .max(TRACKING.pointsPerRecord, `Höchstens ${TRACKING.pointsPerRecord} Punkte auf einmal.`),
});
export type TAppendTrackPoints = z.infer<typeof ZAppendTrackPoints>;

export const ZAppendResult = z.object({
  /** False when the chunk had been stored already (a resend). */
  appended: z.boolean(),
  pointCount: z.number(),
  recordCount: z.number(),
});

export const ZTrackingWithPoints = ZTracking.extend({
  points: z.array(z.object({ lat: z.number(), lng: z.number(), time: z.string() })),
  recordCount: z.number(),
});

export const ZSetLocation = z.object({
  lat: ZTrackPoint.shape.lat,
  lng: ZTrackPoint.shape.lng,
  /** When the position was measured; the 10 s rule of §9 compares these. */
  timestamp: ZInstant,
});

export const ZEmployeeLocation = z.object({
  appUserId: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  timestamp: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** What the employee was doing ('order' or 'internal'); null without a running activity. */
  activity: z.enum(['order', 'internal']).nullable(),
});
export type TEmployeeLocation = z.infer<typeof ZEmployeeLocation>;

export const ZTrackingParams = z.object({ trackingId: idField() });

export const createTracking = defineEndpoint({
  method: 'POST',
  path: '/tracking/trackings',
  access: { kind: 'company', permission: 'tracking:record' },
  query: ZCompanyQuery,
  body: ZCreateTracking,
  response: ZTracking,
  successStatus: 201,
});

/** Points go with their tracking id in the body (§7: 'order id, tracking id, points'). */
export const appendTrackPoints = defineEndpoint({
  method: 'POST',
  path: '/tracking/points',
  access: { kind: 'company', permission: 'tracking:record' },
  query: ZCompanyQuery,
  body: ZAppendTrackPoints,
  response: ZAppendResult,
});

/** A tracking with all its points in the order they were recorded (the order details' track). */
export const getTracking = defineEndpoint({
  method: 'GET',
  path: '/tracking/trackings/{trackingId}',
  access: { kind: 'company', permission: 'tracking:read' },
  params: ZTrackingParams,
  query: ZCompanyQuery,
  response: ZTrackingWithPoints,
});

/** Whose trackings the office reads: one order of the company. */
export const ZOrderTracksQuery = ZCompanyQuery.extend({ orderId: idField('Bitte gib einen Auftrag an.') });

/** One tracking of an order (a run's, or the order's when the run is not known) with its points in order. */
export const ZOrderTrack = ZTracking.pick({ id: true, employeeId: true, runId: true, start: true }).extend({
  points: ZTrackingWithPoints.shape.points,
});
export type TOrderTrack = z.infer<typeof ZOrderTrack>;

/**
 * The order's track on its details page (§9 'Order tracking'): every tracking recorded for the order,
 * oldest first. An order of another company, or none, is 404; an order without trackings has none.
 */
export const listOrderTracks = defineEndpoint({
  method: 'GET',
  path: '/tracking/order-tracks',
  access: { kind: 'company', permission: 'orders:read' },
  query: ZOrderTracksQuery,
  response: z.object({ items: z.array(ZOrderTrack) }),
});

/** Saves the caller's position when §9's rule allows it; `saved` says whether it did. */
export const setEmployeeLocation = defineEndpoint({
  method: 'PUT',
  path: '/tracking/location',
  access: { kind: 'company', permission: 'tracking:record' },
  query: ZCompanyQuery,
  body: ZSetLocation,
  response: z.object({ saved: z.boolean(), location: ZEmployeeLocation }),
});

/** The last saved position of every employee (the Mitarbeiterkarte). */
export const listEmployeeLocations = defineEndpoint({
  method: 'GET',
  path: '/tracking/locations',
  access: { kind: 'company', permission: 'tracking:locations' },
  query: ZCompanyQuery,
  response: z.object({ items: z.array(ZEmployeeLocation) }),
});

export const trackingEndpoints = {
  createTracking,
  appendTrackPoints,
  getTracking,
  listOrderTracks,
  setEmployeeLocation,
  listEmployeeLocations,
  searchVisits,
};
