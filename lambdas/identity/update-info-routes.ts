import { getUpdateInfo, listUpdateInfos, markUpdateInfosSeen } from '../../schemas/api/update-infos';
import { AppError } from '../../schemas/errors';
import { route } from '../platform/http';
import { MAX_LISTED_UPDATE_INFOS, unseenUpdateInfoIds, withSeen } from './domain/update-infos';
import type { UpdateInfoStore } from './update-info-store';

export type UpdateInfoDeps = { updateInfos: UpdateInfoStore };

/** Product news for every signed-in user, and which of them the user has not seen yet. */
export const updateInfoRoutes = ({ updateInfos }: UpdateInfoDeps) => {
  const seenIdsOf = async (userId: string) => {
    const seen = await updateInfos.seenIds(userId);
    if (!seen) throw new AppError('LW_401_01_0001', { detail: 'no app user for token' });
    return seen;
  };

  return [
    route(listUpdateInfos, async ({ query }, { claims }) => {
      const [items, seen] = await Promise.all([updateInfos.newest(query.limit), seenIdsOf(claims.sub)]);
      return { items, unseenIds: unseenUpdateInfoIds(items, seen) };
    }),

    route(getUpdateInfo, async ({ params }) => {
      const info = await updateInfos.byId(params.updateInfoId);
      if (!info) throw new AppError('LW_404_20_0003', { detail: `update info ${params.updateInfoId}` });
      return info;
    }),

    /** Answers with what is still unseen among the newest update infos any list shows. */
    route(markUpdateInfosSeen, async ({ body }, { claims }) => {
      const seen = withSeen(await seenIdsOf(claims.sub), body.ids);
      await updateInfos.setSeenIds(claims.sub, seen);
      return { unseenIds: unseenUpdateInfoIds(await updateInfos.newest(MAX_LISTED_UPDATE_INFOS), seen) };
    }),
  ];
};
