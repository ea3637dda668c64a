import { db } from '../../../lambdas/platform/db/entities';
import { withoutNulls } from '../../../lambdas/platform/db/write';
import type { TCampaign } from '../../../schemas/planning/campaign';
import { demoOrderPlans } from './demo-orders/demo-order-plans';

/**
 * The demo campaign (Auftragskette, issue 15): the maize harvest of the biogas plant Friedrichskoog as a
 * chain of three orders of the demo season (demo-order-plans.ts, the rows with a campaignRole).
 */
export const DEMO_CAMPAIGN = {
  id: 'demo-campaign-mais-claussen',
  name: 'Maisernte Biogas',
  customerId: 'demo-customer-10003',
} as const;

const chain = demoOrderPlans.flatMap((plan) =>
  plan.campaignRole ? [{ orderId: `demo-order-${plan.key}`, role: plan.campaignRole }] : [],
);

export const demoCampaign = (companyId: string, now: Date): TCampaign => ({
  ...DEMO_CAMPAIGN,
  companyId,
  fieldIds: [],
  orderIds: chain.map(({ orderId }) => orderId),
  orderRoles: Object.fromEntries(chain.map(({ orderId, role }) => [orderId, role])),
  note: 'Silo an der Biogasanlage; Abfahrer nach Häckslerleistung einteilen.',
  archived: false,
  version: 1,
  createdAt: now.toISOString(),
  createdBy: 'demo-seed',
  updatedAt: now.toISOString(),
});

/** Written once; a campaign changed by hand (or replaced) stays as it is. */
export const seedDemoCampaigns = async (companyId: string, now: Date): Promise<void> => {
  if ((await db().campaign.get({ companyId, campaignId: DEMO_CAMPAIGN.id }).go()).data) return;
  const { id, ...campaign } = demoCampaign(companyId, now);
  await db()
    .campaign.put(withoutNulls({ ...campaign, campaignId: id }))
    .go();
};
