import { Entity } from 'electrodb';
import { companyIndex, companyOwned, entityOptions, SERVICE, versionedTimestamps } from '../entity-base';

/**
 * A campaign (Auftragskette, issue 15), owned by the orders service, in the company partition: the list is
 * one Query. Its orders are ordinary order items that name it (order.campaignId); the chain's order and the
 * roles live here.
 */
export const createCampaignEntity = () =>
  new Entity(
    {
      model: { entity: 'campaign', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        campaignId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        customerId: { type: 'string', required: true },
        fieldIds: { type: 'list', items: { type: 'string' } },
        orderIds: { type: 'list', items: { type: 'string' } },
        /** Role per order id; parsed with the campaign's schema (schemas/planning/campaign.ts). */
        orderRoles: { type: 'any' },
        note: { type: 'string' },
        archived: { type: 'boolean', required: true },
        createdBy: { type: 'string', required: true },
        ...versionedTimestamps,
      },
      indexes: {
        byCompany: companyIndex(['campaignId'], 'campaign#${campaignId}'),
      },
    },
    entityOptions(),
  );
