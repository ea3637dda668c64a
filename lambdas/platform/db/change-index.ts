import type { ListChange } from '../list-changes';
import { db } from './entities';
import { versionSeq } from './entities/changes';

/**
 * A collection's change entries after `afterVersion` up to `upToVersion` (one Query on the company
 * partition), for a reader that cached the collection at `afterVersion`.
 */
export const readChangesSince = async (
  companyId: string,
  collection: string,
  afterVersion: number,
  upToVersion: number,
): Promise<ListChange[]> => {
  const { data } = await db()
    .collectionChange.query.byCollection({ companyId, collection })
    .between({ seq: versionSeq(afterVersion + 1) }, { seq: versionSeq(upToVersion) })
    // Consistent: the entries up to the version read just before must all be there.
    .go({ pages: 'all', consistent: true });
  return data.map(({ version, itemId }) => ({ version, itemId }));
};
