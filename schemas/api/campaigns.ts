import * as z from 'zod';
import { idField } from '../input-bounds';
import {
  ZCampaignArchive,
  ZCampaignChange,
  ZCampaignDetails,
  ZCampaignInput,
  ZCampaignSummary,
  ZCustomerReplacement,
} from '../planning/campaign';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';

/**
 * Campaigns (Auftragsketten, issue 15 point 2) in the orders service: chains of orders for one customer,
 * with the customer replacement of application.md §4. The roles of campaigns and campaign details (§6:
 * owner, admin, accountant, planner) are exactly those of the orders' permissions.
 */

const ZParams = z.object({ campaignId: idField() });

export const listCampaigns = defineEndpoint({
  method: 'GET',
  path: '/orders/campaigns',
  access: { kind: 'company', permission: 'orders:read' },
  query: ZCompanyQuery.extend({ archived: z.enum(['true', 'false']).default('false') }),
  response: z.object({ items: z.array(ZCampaignSummary) }),
});

export const createCampaign = defineEndpoint({
  method: 'POST',
  path: '/orders/campaigns',
  access: { kind: 'company', permission: 'orders:write' },
  query: ZCompanyQuery,
  body: ZCampaignInput,
  response: ZCampaignDetails,
  successStatus: 201,
});

export const getCampaign = defineEndpoint({
  method: 'GET',
  path: '/orders/campaigns/{campaignId}',
  access: { kind: 'company', permission: 'orders:read' },
  params: ZParams,
  query: ZCompanyQuery,
  response: ZCampaignDetails,
});

export const updateCampaign = defineEndpoint({
  method: 'PATCH',
  path: '/orders/campaigns/{campaignId}',
  access: { kind: 'company', permission: 'orders:write' },
  params: ZParams,
  query: ZCompanyQuery,
  body: ZCampaignChange,
  response: ZCampaignDetails,
});

export const archiveCampaign = defineEndpoint({
  method: 'POST',
  path: '/orders/campaigns/{campaignId}/archive',
  access: { kind: 'company', permission: 'orders:write' },
  params: ZParams,
  query: ZCompanyQuery,
  body: ZCampaignArchive,
  response: ZCampaignDetails,
});

/** application.md §4 'Customer replacement on orders (campaigns)': all orders of the chain or none. */
export const replaceCampaignCustomer = defineEndpoint({
  method: 'POST',
  path: '/orders/campaigns/{campaignId}/customer-replacement',
  access: { kind: 'company', permission: 'orders:write' },
  params: ZParams,
  query: ZCompanyQuery,
  body: ZCustomerReplacement,
  response: ZCampaignDetails,
});

export const campaignEndpoints = {
  listCampaigns,
  createCampaign,
  getCampaign,
  updateCampaign,
  archiveCampaign,
  replaceCampaignCustomer,
};
