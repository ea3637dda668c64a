import type { TUpdateInfo } from '../../../schemas/api/update-infos';

/** How many seen ids an app user keeps; older ones belong to update infos nobody lists any more. */
export const MAX_SEEN_UPDATE_INFOS = 200;

/** The most update infos one list shows (listUpdateInfos' limit); markUpdateInfosSeen answers for these. */
export const MAX_LISTED_UPDATE_INFOS = 20;

/**
 * The unseen rule (the App user's unseenUpdateInfos of application.md §3, derived rather than stored):
 * an update info is unseen by a user until that user marks it as seen. The app user keeps the ids it
 * marked (seenUpdateInfoIds); every other listed update info is unseen, whenever it was published.
 */
export const unseenUpdateInfoIds = (items: Pick<TUpdateInfo, 'id'>[], seenIds: readonly string[]): string[] => {
  const seen = new Set(seenIds);
  return items.filter((item) => !seen.has(item.id)).map((item) => item.id);
};

/** The seen list after marking `ids`: no duplicates, newest marks last, bounded in length. */
export const withSeen = (seenIds: readonly string[], ids: readonly string[]): string[] => {
  const marked = new Set(ids);
  return [...seenIds.filter((id) => !marked.has(id)), ...marked].slice(-MAX_SEEN_UPDATE_INFOS);
};
