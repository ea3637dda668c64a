import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import { parseClaims } from '../../schemas/claims';
import { type TCustomer, ZCustomer } from '../../schemas/customer';
import { type TOrder, ZOrder } from '../../schemas/orders/order';
import { positionTotals } from '../../schemas/receipts/position-totals';
import { type TReceipt, type TReceiptPositionInput, ZReceipt, ZReceiptPosition } from '../../schemas/receipts/receipt';
import type { TRole } from '../../schemas/roles';
import { createHttpHandler, type Route } from '../platform/http';
import { httpTestEvent } from '../platform/http-test-events';

/** Test helpers of the receipts routes: the HTTP chain around route lists with fake ports, and records. */

export const COMPANY = 'hansen';
const AT = '2026-09-01T08:00:00.000Z';

/** Calls the routes through the HTTP chain as a member of COMPANY with `role`. */
export const routeCaller = (routes: readonly Route[], role: TRole = 'ACCOUNTANT') => {
  const claims = parseClaims({ sub: 'u-1', iat: 1, defaultCompanyId: COMPANY, roles: `{"${COMPANY}":"${role}"}` });
  const handler = createHttpHandler('receipts-test', routes, {
    verifyToken: async () => claims,
    lookupMembership: async () => ({ role, active: true }),
  });
  return async (
    routeKey: string,
    init: { body?: unknown; query?: Record<string, string>; pathParameters?: Record<string, string> } = {},
  ) => {
    const event = httpTestEvent(routeKey, {
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      ...(init.query ? { query: init.query } : {}),
      ...(init.pathParameters ? { pathParameters: init.pathParameters } : {}),
    });
    const response: APIGatewayProxyStructuredResultV2 = await handler({ ...event, queryStringParameters: init.query }, {
      awsRequestId: 'a',
    } as Context);
    return { status: response.statusCode, body: JSON.parse(String(response.body)) };
  };
};

export const orderFixture = (id: string, parts: Partial<z.input<typeof ZOrder>> = {}): TOrder =>
  ZOrder.parse({
    id,
    companyId: COMPANY,
    name: `Auftrag ${id}`,
    status: 'DONE',
    shelf: 'ACTIVE',
    operatingUnitId: 'unit-nord',
    customerIds: ['c-meyer'],
    plannedStartDateTime: '2026-09-01T05:00:00.000Z',
    version: 3,
    createdAt: AT,
    updatedAt: AT,
    ...parts,
  });

export const customerFixture = (id: string, parts: Partial<z.input<typeof ZCustomer>> = {}): TCustomer =>
  ZCustomer.parse({ id, companyId: COMPANY, name: `Hof ${id}`, version: 1, createdAt: AT, updatedAt: AT, ...parts });

/** A stored receipt; totals from its positions. */
export const receiptFixture = (
  id: string,
  parts: Partial<TReceipt> & { positions?: TReceiptPositionInput[] } = {},
): TReceipt => {
  const positions = (parts.positions ?? [{ name: 'Häckseln', quantity: '10', unitPrice: '100' }]).map((position) =>
    ZReceiptPosition.parse(position),
  );
  return ZReceipt.parse({
    id,
    companyId: COMPANY,
    type: 'BILL',
    status: 'FINALIZED',
    number: `RE-2026-${id}`,
    operatingUnitId: 'unit-nord',
    customerId: 'c-meyer',
    date: '2026-08-01',
    recipient: null,
    orderIds: [],
    referencedReceipt: null,
    reminder: null,
    totals: positionTotals(positions),
    dueDate: '2026-08-15',
    payment: { status: 'OPEN', paidAmount: '0', paidOn: null },
    cancelledByReceiptId: null,
    acceptedAt: null,
    documents: null,
    sentAt: null,
    sentTo: [],
    finalizedAt: AT,
    finalizedBy: 'u-1',
    archived: false,
    version: 2,
    createdAt: AT,
    updatedAt: AT,
    ...parts,
    positions,
  });
};
