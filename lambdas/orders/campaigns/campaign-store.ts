import { AppError } from '../../../schemas/errors';
import type { TOrder } from '../../../schemas/orders/order';
import { type TCampaign, ZCampaign } from '../../../schemas/planning/campaign';
import { orderFromItem, orderWrites } from '../../platform/aggregates/order';
import { batchGetAll } from '../../platform/db/batch-get';
import { db, type StoredItem } from '../../platform/db/entities';
import { parseStored } from '../../platform/db/read';
import { atVersion, isConflict, type TransactionPart, transactWrite, withoutNulls } from '../../platform/db/write';
import type { TransactionWriter } from '../stop-store';

/** An order the write makes or changes; `previous` null: a new order. */
export type ChainOrderWrite = { order: TOrder; previous: TOrder | null };

/** Access patterns of campaigns (no Scan); the only place that knows how they are stored. */
export type CampaignStore = {
  get: (companyId: string, campaignId: string) => Promise<TCampaign | undefined>;
  list: (companyId: string) => Promise<TCampaign[]>;
  /** The orders of these ids (one batch read); an unknown id is left out. */
  ordersOf: (companyId: string, orderIds: readonly string[]) => Promise<TOrder[]>;
  /**
   * The campaign (previous null: new) and the orders it makes or changes, in ONE transaction: every write
   * conditioned on the version it was read at, so a chain is never half written or half replaced. A
   * condition that fails (someone changed the chain or one of its orders meanwhile) is LW_409_35_0002.
   *
   * DynamoDB takes at most 100 items per transaction. Each order brings itself and its link items
   * (lambdas/orders/order-store.ts): a new order one per customer and machine, a customer replacement two
   * (the old customer's link removed, the new one's written). The schema bounds the chain to 20 orders,
   * a replacement is at most 20 × 3 + 1 = 61 items, and the create checks its own count
   * (campaignCreateWriteCount).
   */
  save: (campaign: TCampaign, previous: TCampaign | null, orders: readonly ChainOrderWrite[]) => Promise<void>;
};

const fromItem = ({ campaignId, ...item }: StoredItem<'campaign'>): TCampaign =>
  parseStored(ZCampaign, { ...item, id: campaignId });

const campaignWrite =
  (campaign: TCampaign, previous: TCampaign | null): TransactionPart =>
  ({ campaign: entity }) => {
    const { id, ...rest } = campaign;
    const item = withoutNulls({ ...rest, campaignId: id });
    return [
      previous === null ? entity.create(item).commit() : entity.put(item).where(atVersion(previous.version)).commit(),
    ];
  };

export const dynamoCampaignStore = (write: TransactionWriter = transactWrite): CampaignStore => ({
  get: async (companyId, campaignId) => {
    const { data } = await db().campaign.get({ companyId, campaignId }).go({ consistent: true });
    return data ? fromItem(data) : undefined;
  },
  list: async (companyId) => {
    const { data } = await db().campaign.query.byCompany({ companyId }).go({ pages: 'all' });
    return data.map(fromItem);
  },
  ordersOf: async (companyId, orderIds) => {
    const items = await batchGetAll(
      [...new Set(orderIds)].map((orderId) => ({ companyId, orderId })),
      (keys) => db().order.get(keys).go({ consistent: true }),
    );
    return items.map(orderFromItem);
  },
  save: async (campaign, previous, orders) => {
    try {
      await write(
        ...orders.map(({ order, previous: before }) => orderWrites(order, before)),
        campaignWrite(campaign, previous),
      );
    } catch (error) {
      if (isConflict(error)) throw new AppError('LW_409_35_0002', { cause: error, detail: `campaign ${campaign.id}` });
      throw error;
    }
  },
});
