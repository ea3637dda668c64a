import * as z from 'zod';
import { idField } from '../input-bounds';
import { ZDay } from '../masterdata/price-agreement';
import { ZRental, ZRentalHandOut, ZRentalInput, ZRentalStatus, ZRentalTakeBack } from '../planning/rental';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';

/**
 * Rental orders (issue 15 point 4; application.md §2 'rental orders: create, details', 'rentals
 * overview'): the office reserves a machine for a customer, hands it out, takes it back or cancels;
 * employees read the overview (§6).
 */

const read = { kind: 'company', permission: 'rentals:read' } as const;
const write = { kind: 'company', permission: 'rentals:write' } as const;
const ZParams = z.object({ rentalId: idField() });
const ZVersion = z.number().int().positive();

/** The list's filters; the period is of German days, both included: the rentals sharing a moment with it. */
export const ZRentalListQuery = ZCompanyQuery.extend({
  from: ZDay.optional(),
  to: ZDay.optional(),
  status: ZRentalStatus.optional(),
  machineId: idField().optional(),
  customerId: idField().optional(),
}).refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
  path: ['to'],
  message: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
});
export type TRentalListQuery = z.input<typeof ZRentalListQuery>;

export const listRentals = defineEndpoint({
  method: 'GET',
  path: '/orders/rentals',
  access: read,
  query: ZRentalListQuery,
  response: z.object({ items: z.array(ZRental) }),
});

export const createRental = defineEndpoint({
  method: 'POST',
  path: '/orders/rentals',
  access: write,
  query: ZCompanyQuery,
  body: ZRentalInput,
  response: ZRental,
  successStatus: 201,
});

export const getRental = defineEndpoint({
  method: 'GET',
  path: '/orders/rentals/{rentalId}',
  access: write,
  params: ZParams,
  query: ZCompanyQuery,
  response: ZRental,
});

/** Machine, customer, period and price only while reserved; the note always. */
export const updateRental = defineEndpoint({
  method: 'PATCH',
  path: '/orders/rentals/{rentalId}',
  access: write,
  params: ZParams,
  query: ZCompanyQuery,
  body: z.object({ version: ZVersion, data: ZRentalInput }),
  response: ZRental,
});

export const handOutRental = defineEndpoint({
  method: 'POST',
  path: '/orders/rentals/{rentalId}/hand-out',
  access: write,
  params: ZParams,
  query: ZCompanyQuery,
  body: ZRentalHandOut,
  response: ZRental,
});

export const takeBackRental = defineEndpoint({
  method: 'POST',
  path: '/orders/rentals/{rentalId}/take-back',
  access: write,
  params: ZParams,
  query: ZCompanyQuery,
  body: ZRentalTakeBack,
  response: ZRental,
});

export const cancelRental = defineEndpoint({
  method: 'POST',
  path: '/orders/rentals/{rentalId}/cancel',
  access: write,
  params: ZParams,
  query: ZCompanyQuery,
  body: z.object({ version: ZVersion }),
  response: ZRental,
});

export const rentalEndpoints = {
  listRentals,
  createRental,
  getRental,
  updateRental,
  handOutRental,
  takeBackRental,
  cancelRental,
};
