import type { TUpdateInfo } from '../../schemas/api/update-infos';
import { db } from '../platform/db/entities';

/** Access patterns of the update infos and of what each app user has seen of them. */
export type UpdateInfoStore = {
  /** The newest `limit` update infos, newest first. */
  newest: (limit: number) => Promise<TUpdateInfo[]>;
  byId: (updateInfoId: string) => Promise<TUpdateInfo | undefined>;
  /** The ids the user marked as seen; undefined when there is no such app user. */
  seenIds: (userId: string) => Promise<string[] | undefined>;
  setSeenIds: (userId: string, ids: string[]) => Promise<void>;
};

const toUpdateInfo = ({ updateInfoId, title, teaser, body, publishedAt }: Record<string, unknown>): TUpdateInfo => ({
  id: String(updateInfoId),
  title: String(title),
  teaser: String(teaser),
  body: String(body),
  publishedAt: String(publishedAt),
});

export const dynamoUpdateInfoStore = (): UpdateInfoStore => ({
  newest: async (limit) => {
    const { data } = await db().updateInfo.query.byPublished({}).go({ order: 'desc', limit });
    return data.map((item) => toUpdateInfo(item));
  },
  byId: async (updateInfoId) => {
    const { data } = await db().updateInfo.query.byId({ updateInfoId }).go();
    return data[0] ? toUpdateInfo(data[0]) : undefined;
  },
  seenIds: async (userId) => {
    // Consistent: a list right after marking must show the mark.
    const { data } = await db().appUser.get({ userId }).go({ consistent: true });
    return data ? (data.seenUpdateInfoIds ?? []) : undefined;
  },
  setSeenIds: async (userId, ids) => {
    await db().appUser.patch({ userId }).set({ seenUpdateInfoIds: ids }).go();
  },
});
