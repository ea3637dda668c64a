import * as z from 'zod';
import { idField } from '../input-bounds';
import {
  ZCreatedProgressShare,
  ZOrdersProgress,
  ZProgressShare,
  ZProgressShareInput,
} from '../planning/progress-share';
import { ZShareTokenParams } from '../share-links';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';

/**
 * The farmer's orders progress link (issue 15, page ordersProgressSharing): the office creates, lists and
 * revokes links; whoever holds one follows the customer's current orders without signing in.
 */

export const createProgressShare = defineEndpoint({
  method: 'POST',
  path: '/orders/progress-shares',
  access: { kind: 'company', permission: 'orders:write' },
  query: ZCompanyQuery,
  body: ZProgressShareInput,
  response: ZCreatedProgressShare,
  successStatus: 201,
});

export const listProgressShares = defineEndpoint({
  method: 'GET',
  path: '/orders/progress-shares',
  access: { kind: 'company', permission: 'orders:read' },
  query: ZCompanyQuery.extend({ customerId: idField().optional() }),
  response: z.object({ items: z.array(ZProgressShare) }),
});

/** Withdraws a link: from now on it answers like an unknown one. Revoking twice changes nothing. */
export const revokeProgressShare = defineEndpoint({
  method: 'POST',
  path: '/orders/progress-shares/{shareId}/revoke',
  access: { kind: 'company', permission: 'orders:write' },
  params: z.object({ shareId: idField() }),
  query: ZCompanyQuery,
  response: ZProgressShare,
});

/** The customer's current orders; an unknown, expired or revoked link answers the same 404. */
export const readOrdersProgress = defineEndpoint({
  method: 'GET',
  path: '/orders/public/progress/{token}',
  access: { kind: 'public' },
  params: ZShareTokenParams,
  response: ZOrdersProgress,
});

export const progressShareEndpoints = {
  createProgressShare,
  listProgressShares,
  revokeProgressShare,
  readOrdersProgress,
};
