import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../schemas/errors';
import type { TOrder } from '../../../../schemas/orders/order';
import { type TCampaign, ZCampaignInput } from '../../../../schemas/planning/campaign';
import {
  campaignCreateWriteCount,
  campaignDetails,
  campaignOrderPlan,
  campaignSummary,
  changeCampaign,
  newCampaign,
  replaceCampaignCustomer,
  requireOneTransaction,
} from './campaign';
import { customerParts, orderWithEveryPart } from './order-with-every-part.fixtures';

const now = new Date('2026-09-10T12:00:00.000Z');
const input = ZCampaignInput.parse({
  name: 'Maisernte',
  customerId: 'k-old',
  fieldIds: ['f-old-1'],
  orders: [
    { role: 'Häckseln', machineIds: ['m1'], plannedStartDateTime: '2026-09-01T05:00:00Z' },
    { role: 'Abfahren', machineIds: ['m2', 'm3'], plannedStartDateTime: '2026-09-01T05:00:00Z' },
    { role: 'Silo', plannedStartDateTime: '2026-09-01T06:00:00Z' },
  ],
});
const chain = (): { campaign: TCampaign; orders: TOrder[] } => {
  const orders = ['o1', 'o2', 'o3'].map((id) => ({ ...orderWithEveryPart('k-old', null, id), campaignId: 'camp1' }));
  const campaign = newCampaign(input, {
    id: 'camp1',
    companyId: 'c1',
    now,
    userId: 'u1',
    orderIds: ['o1', 'o2', 'o3'],
  });
  return { campaign, orders };
};
const replacement = { version: 1, customerId: 'k-new', fieldIds: ['f-new'] };
const refusalOf = (act: () => unknown) => {
  try {
    act();
  } catch (error) {
    return error instanceof AppError ? error : undefined;
  }
  return undefined;
};

describe('a new campaign', () => {
  it('keeps the chain in order with a role per order, and plans each order for the customer', () => {
    const { campaign } = chain();
    expect(campaign.orderIds).toEqual(['o1', 'o2', 'o3']);
    expect(campaign.orderRoles).toEqual({ o1: 'Häckseln', o2: 'Abfahren', o3: 'Silo' });
    const [first] = input.orders;
    if (!first) throw new Error('no row');
    expect(campaignOrderPlan(first, input, 'Hof Thomsen')).toMatchObject({
      name: 'Maisernte: Häckseln – Hof Thomsen',
      customerIds: ['k-old'],
      fieldIds: ['f-old-1'],
      machineIds: ['m1'],
    });
    expect(campaignOrderPlan({ ...first, machineIds: ['m1', 'm1'] }, input, 'Hof Thomsen').machineIds).toEqual(['m1']);
  });

  it('is refused at its orders when it does not fit one transaction', () => {
    // The campaign, and per order the order, its customer link and one link per machine.
    expect(campaignCreateWriteCount(input.orders)).toBe(1 + 3 + 4 + 2);
    const rows = Array.from({ length: 20 }, () => ({ machineIds: ['m1', 'm2', 'm3', 'm4'] }));
    expect(refusalOf(() => requireOneTransaction(rows))?.issues?.map((issue) => issue.path)).toEqual(['orders']);
    expect(refusalOf(() => requireOneTransaction(rows.slice(0, 16)))).toBeUndefined();
  });
});

describe('replaceCampaignCustomer', () => {
  it('moves every order and the campaign to the new customer, each order renamed by its role', () => {
    const { campaign, orders } = chain();
    const result = replaceCampaignCustomer(campaign, orders, replacement, { now, customerName: 'Jensen' });
    expect(result.campaign).toMatchObject({ customerId: 'k-new', fieldIds: ['f-new'], version: 2 });
    expect(result.changes.map(({ order }) => order.name)).toEqual([
      'Maisernte: Häckseln – Jensen',
      'Maisernte: Abfahren – Jensen',
      'Maisernte: Silo – Jensen',
    ]);
    for (const { order, previous } of result.changes) {
      expect(order.version).toBe(previous.version + 1);
      expect(order.customerIds).toEqual(['k-new']);
      for (const part of customerParts) expect(order[part].map((entry) => entry.customerId)).toEqual(['k-new', null]);
    }
  });

  it('refuses all when one order is billed (409, German), and an old version', () => {
    const { campaign, orders } = chain();
    const billed = orders.map((order, index) => (index === 1 ? { ...order, status: 'BILLED' as const } : order));
    const refusal = refusalOf(() => replaceCampaignCustomer(campaign, billed, replacement, { now, customerName: 'J' }));
    expect(refusal?.code).toBe('LW_409_35_0001');
    expect(refusal?.toJSON().message).toContain('abgerechnet');
    const stale = refusalOf(() =>
      replaceCampaignCustomer(campaign, orders, { ...replacement, version: 7 }, { now, customerName: 'J' }),
    );
    expect(stale?.code).toBe('LW_409_35_0002');
    const same = refusalOf(() =>
      replaceCampaignCustomer(campaign, orders, { ...replacement, customerId: 'k-old' }, { now, customerName: 'J' }),
    );
    expect(same?.issues?.map((issue) => issue.path)).toEqual(['customerId']);
  });
});

describe('changeCampaign', () => {
  it('adds an order to the end with its role and takes one out, clearing its back reference', () => {
    const { campaign, orders } = chain();
    const extra = { ...orderWithEveryPart('k-old', null, 'o4'), campaignId: null };
    const added = changeCampaign(
      campaign,
      { version: 1, note: undefined, addOrder: { orderId: 'o4', role: 'Walzen' } },
      { added: extra },
      now,
    );
    expect(added.campaign.orderIds).toEqual(['o1', 'o2', 'o3', 'o4']);
    expect(added.campaign.orderRoles.o4).toBe('Walzen');
    expect(added.changes.map(({ order }) => order.campaignId)).toEqual(['camp1']);

    const removed = changeCampaign(
      added.campaign,
      { version: 2, note: undefined, removeOrderId: 'o2' },
      { removed: orders[1] },
      now,
    );
    expect(removed.campaign.orderIds).toEqual(['o1', 'o3', 'o4']);
    expect(removed.campaign.orderRoles).not.toHaveProperty('o2');
    expect(removed.changes.map(({ order }) => order.campaignId)).toEqual([null]);
  });

  it('refuses an order of another chain, and renames roles of its own orders only', () => {
    const { campaign, orders } = chain();
    const chained = { ...orderWithEveryPart('k-old', null, 'o9'), campaignId: 'other' };
    const refusal = refusalOf(() =>
      changeCampaign(
        campaign,
        { version: 1, note: undefined, addOrder: { orderId: 'o9', role: 'Silo' } },
        { added: chained },
        now,
      ),
    );
    expect(refusal?.issues?.map((issue) => issue.path)).toEqual(['addOrder.orderId']);
    const renamed = changeCampaign(
      campaign,
      { version: 1, note: undefined, roles: [{ orderId: 'o3', role: 'Walzen' }] },
      {},
      now,
    );
    expect(renamed.campaign.orderRoles.o3).toBe('Walzen');
    expect(
      refusalOf(() =>
        changeCampaign(campaign, { version: 1, note: undefined, roles: [{ orderId: 'o9', role: 'X' }] }, {}, now),
      )?.issues,
    ).toHaveLength(1);
    expect(orders).toHaveLength(3);
  });
});

describe('the views', () => {
  it('show the orders in chain order with role, and the summary counts what is done', () => {
    const { campaign, orders } = chain();
    const [o1, o2, o3] = orders;
    if (!o1 || !o2 || !o3) throw new Error('no orders');
    const mixed = [
      { ...o3, status: 'DRAFT' as const, plannedStartDateTime: '2026-09-03T05:00:00.000Z' },
      { ...o1, status: 'DONE' as const },
      { ...o2, status: 'ASSIGNED' as const, plannedStartDateTime: '2026-09-02T05:00:00.000Z' },
    ];
    expect(campaignDetails(campaign, mixed).orders.map((order) => [order.id, order.role])).toEqual([
      ['o1', 'Häckseln'],
      ['o2', 'Abfahren'],
      ['o3', 'Silo'],
    ]);
    expect(campaignSummary(campaign, mixed)).toMatchObject({
      orderCount: 3,
      doneCount: 1,
      statusCounts: { DONE: 1, ASSIGNED: 1, DRAFT: 1 },
      nextPlannedStart: '2026-09-02T05:00:00.000Z',
    });
  });
});
