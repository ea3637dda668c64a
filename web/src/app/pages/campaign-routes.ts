import { pageAccess } from '../../../../schemas/permissions';
import { campaignTexts } from '../../i18n/de/campaigns';
import type { PageRoute } from './page-route';

/**
 * Campaigns (Auftragsketten, menu Aufträge when enableCampaigns, application.md §2 and §6): the list,
 * creating a chain (the roles of the list) and a chain's details with the customer replacement.
 */
export const campaignRoutes = {
  campaigns: { path: '/auftraege/ketten', title: campaignTexts.titles.campaigns, access: pageAccess.campaigns },
  createCampaign: {
    path: '/auftraege/ketten/neu',
    title: campaignTexts.titles.createCampaign,
    access: pageAccess.campaigns,
    parent: 'campaigns',
  },
  campaignDetails: {
    path: '/auftraege/ketten/:campaignId',
    title: campaignTexts.titles.campaignDetails,
    access: pageAccess.campaignDetails,
    parent: 'campaigns',
  },
} as const satisfies Record<string, PageRoute>;
