import { UPDATE_INFOS_LIMIT, UPDATE_INFOS_LIMIT_NARROW } from '../../../schemas/constants';

/** Narrow screens show more update infos (application.md §4; the breakpoint is ours: below 688 px). */
export const UPDATE_INFOS_NARROW_QUERY = '(max-width: 687px)';

export const updateInfosLimit = (narrow: boolean): number => (narrow ? UPDATE_INFOS_LIMIT_NARROW : UPDATE_INFOS_LIMIT);

/** The shown update infos the user has not seen yet (to mark them seen once the popover shows them). */
export const shownUnseen = (shown: readonly { id: string }[], unseenIds: readonly string[]): string[] =>
  shown.filter((item) => unseenIds.includes(item.id)).map((item) => item.id);
