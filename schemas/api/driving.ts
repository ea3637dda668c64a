import * as z from 'zod';
import { idField } from '../input-bounds';
import {
  ZDrivingOrder,
  ZInterruptOrderRun,
  ZRecordAmount,
  ZStartOrderRun,
  ZStopOrder,
  ZStopPreparation,
  ZSwitchOrderActivity,
} from '../orders/driving';
import { ZDrivingMap } from '../orders/driving-map';
import type { References } from '../references';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';
import { ZMyWork } from './work';

/**
 * The driver's day on an order (issue 12 points 4 and 5; application.md §4 'Stopping an order (wizard)'):
 * the orders service owns order state, so it serves these too. Every call acts for the employee linked
 * to the caller's login, and only on orders assigned to that employee (§6 'my orders' roles).
 */

const ZParams = z.object({ orderId: idField() });
const driving = { kind: 'company', permission: 'work:orders' } as const;

/** The order as its driver sees it: start choices, counters, articles, the caller's running run. */
export const getDrivingOrder = defineEndpoint({
  method: 'GET',
  path: '/orders/driving/{orderId}',
  access: driving,
  params: ZParams,
  query: ZCompanyQuery,
  response: ZDrivingOrder,
});

/**
 * The order's map on the driver's phone (issue 13 point 4): its fields, tracks, markers, loading points
 * and the caller's own GPS track so far. Apart from the view: the driving calls answer the view, and
 * reading structures and tracks on every one of them would be work nobody looks at.
 */
export const getDrivingMap = defineEndpoint({
  method: 'GET',
  path: '/orders/driving/{orderId}/map',
  access: driving,
  params: ZParams,
  query: ZCompanyQuery,
  response: ZDrivingMap,
});

/** Starts a run: the order becomes IN_PROGRESS and the employee's current activity (§4). */
export const startOrderRun = defineEndpoint({
  method: 'POST',
  path: '/orders/driving/{orderId}/start',
  access: driving,
  params: ZParams,
  query: ZCompanyQuery,
  body: ZStartOrderRun,
  response: ZDrivingOrder,
});

/** Another activity preset (e.g. Pause) or, on a multi-customer order, another customer (a new run). */
export const switchOrderActivity = defineEndpoint({
  method: 'POST',
  path: '/orders/driving/{orderId}/activity',
  access: driving,
  params: ZParams,
  query: ZCompanyQuery,
  body: ZSwitchOrderActivity,
  response: ZDrivingOrder,
});

/** Records an amount of an article on the running order (priced by the server). */
export const recordOrderAmount = defineEndpoint({
  method: 'POST',
  path: '/orders/driving/{orderId}/amounts',
  access: driving,
  params: ZParams,
  query: ZCompanyQuery,
  body: ZRecordAmount,
  response: ZDrivingOrder,
  successStatus: 201,
});

/** Ends the caller's run without finishing the order (end of the day); the activity ends too. */
export const interruptOrderRun = defineEndpoint({
  method: 'POST',
  path: '/orders/driving/{orderId}/interrupt',
  access: driving,
  params: ZParams,
  query: ZCompanyQuery,
  body: ZInterruptOrderRun,
  response: ZMyWork,
});

/** What the stop wizard preloads: its steps, the stop queries, open counters and the task-record summary. */
export const getStopPreparation = defineEndpoint({
  method: 'GET',
  path: '/orders/driving/{orderId}/stop-preparation',
  access: driving,
  params: ZParams,
  query: ZCompanyQuery,
  response: ZStopPreparation,
});

/** Stops the order (DONE) in one transaction (§4); afterwards no activity can be added. */
export const stopOrder = defineEndpoint({
  method: 'POST',
  path: '/orders/driving/{orderId}/stop',
  access: driving,
  params: ZParams,
  query: ZCompanyQuery,
  body: ZStopOrder,
  response: ZMyWork,
});

/** Ids in the driving bodies that name records of the company (schemas/references.ts). */
export const drivingReferences = {
  start: { customerId: 'customer', 'machineVariants.*.machineId': 'machine', 'answers.*.resourceId': 'resource' },
  switch: { customerId: 'customer' },
  amount: { resourceId: 'resource' },
  /** The article a stop query's answer names (ResourceWithAmount, ResourceOnly). */
  stop: { 'answers.*.resourceId': 'resource' },
} satisfies Record<string, References>;

export const drivingEndpoints = {
  getDrivingOrder,
  getDrivingMap,
  startOrderRun,
  switchOrderActivity,
  recordOrderAmount,
  interruptOrderRun,
  getStopPreparation,
  stopOrder,
};
