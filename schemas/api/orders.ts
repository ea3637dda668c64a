import * as z from 'zod';
import { idField } from '../input-bounds';
import { ZDay } from '../masterdata/price-agreement';
import { ZOrderStatus } from '../order-enums';
import { ZOrderCoverage } from '../orders/coverage';
import { orderMessages, ZOrder, ZOrderInput, ZOrderShelf } from '../orders/order';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';

/**
 * The orders service (issue 12): the office plans orders (DRAFT), hands them to drivers (ASSIGNED),
 * lists them by status, period, customer, employee and machine, and keeps trash and archive
 * (application.md §2 'create order', 'orders administration', 'archive and trash'; roles of §6).
 */

const ZParams = z.object({ orderId: idField() });
const ZVersion = z.number().int().positive();

/** The list's filters; the period is of German days, both included. */
export const ZOrderListQuery = ZCompanyQuery.extend({
  shelf: ZOrderShelf.default('ACTIVE'),
  status: ZOrderStatus.optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
  customerId: idField().optional(),
  employeeId: idField().optional(),
  machineId: idField().optional(),
}).refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
  path: ['to'],
  message: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
});
export type TOrderListQuery = z.input<typeof ZOrderListQuery>;

export const listOrders = defineEndpoint({
  method: 'GET',
  path: '/orders/orders',
  access: { kind: 'company', permission: 'orders:read' },
  query: ZOrderListQuery,
  response: z.object({ items: z.array(ZOrder) }),
});

export const createOrder = defineEndpoint({
  method: 'POST',
  path: '/orders/orders',
  access: { kind: 'company', permission: 'orders:write' },
  query: ZCompanyQuery,
  body: ZOrderInput,
  response: ZOrder,
  successStatus: 201,
});

export const getOrder = defineEndpoint({
  method: 'GET',
  path: '/orders/orders/{orderId}',
  access: { kind: 'company', permission: 'orders:read' },
  params: ZParams,
  query: ZCompanyQuery,
  response: ZOrder,
});

export const updateOrder = defineEndpoint({
  method: 'PATCH',
  path: '/orders/orders/{orderId}',
  access: { kind: 'company', permission: 'orders:write' },
  params: ZParams,
  query: ZCompanyQuery,
  body: z.object({ version: ZVersion, data: ZOrderInput }),
  response: ZOrder,
});

/** Handing an order to a driver: the web's assign form checks the same (without the version it adds). */
export const ZOrderAssignment = z.object({ version: ZVersion, employeeId: idField(orderMessages.employeeRequired) });

export const assignOrder = defineEndpoint({
  method: 'POST',
  path: '/orders/orders/{orderId}/assignment',
  access: { kind: 'company', permission: 'orders:write' },
  params: ZParams,
  query: ZCompanyQuery,
  body: ZOrderAssignment,
  response: ZOrder,
});

/** Trash (soft delete), archive, or back to the lists (restore). */
export const shelveOrder = defineEndpoint({
  method: 'POST',
  path: '/orders/orders/{orderId}/shelf',
  access: { kind: 'company', permission: 'orders:write' },
  params: ZParams,
  query: ZCompanyQuery,
  body: z.object({ version: ZVersion, shelf: ZOrderShelf }),
  response: ZOrder,
});

/** The area its GPS tracks covered inside its fields, with the coverage layer for the order map. */
export const getOrderCoverage = defineEndpoint({
  method: 'GET',
  path: '/orders/orders/{orderId}/coverage',
  access: { kind: 'company', permission: 'orders:read' },
  params: ZParams,
  query: ZCompanyQuery,
  response: ZOrderCoverage,
});

export const orderEndpoints = {
  listOrders,
  createOrder,
  getOrder,
  getOrderCoverage,
  updateOrder,
  assignOrder,
  shelveOrder,
};
