import * as z from 'zod';
import { idField } from '../input-bounds';
import { ZCreatedMapShare, ZMapShare, ZMapShareInput, ZSharedMap } from '../map-shares';
import { ZShareTokenParams } from '../share-links';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';

/**
 * Sharing map structures by a read-only link (application.md §2 'map structures sharing'): the office
 * creates, lists and revokes links; anybody holding a link reads what it shows, without signing in.
 */

const access = { kind: 'company', permission: 'structures:share' } as const;

export const createMapShare = defineEndpoint({
  method: 'POST',
  path: '/structures/company/map-shares',
  access,
  query: ZCompanyQuery,
  body: ZMapShareInput,
  response: ZCreatedMapShare,
  successStatus: 201,
});

export const listMapShares = defineEndpoint({
  method: 'GET',
  path: '/structures/company/map-shares',
  access,
  query: ZCompanyQuery,
  response: z.object({ items: z.array(ZMapShare) }),
});

/** Withdraws a link: from now on it answers like an unknown one. Revoking twice changes nothing. */
export const revokeMapShare = defineEndpoint({
  method: 'POST',
  path: '/structures/company/map-shares/{shareId}/revoke',
  access,
  params: z.object({ shareId: idField() }),
  query: ZCompanyQuery,
  response: ZMapShare,
});

/** The shared map; an unknown, expired or revoked link answers the same 404. */
export const readSharedMap = defineEndpoint({
  method: 'GET',
  path: '/structures/public/map-shares/{token}',
  access: { kind: 'public' },
  params: ZShareTokenParams,
  response: ZSharedMap,
});

export const mapShareEndpoints = { createMapShare, listMapShares, revokeMapShare, readSharedMap };
