/** The change index of a collection: which item each version of the collection counter changed. */
import { Entity } from 'electrodb';
import { companyIndex, companyOwned, entityOptions, SERVICE } from '../entity-base';

/**
 * One entry per version of a company's collection counter, written in the same transaction that raised
 * the counter to that version (see writeWithChangeEntry in ../write.ts). A reader that cached the list
 * at an older version reads the entries after it and fetches only the items they name. The entries are
 * a shortcut, not the truth: TTL removes them after a day, and writes that bump the counter without an
 * entry leave a gap, after which readers load the whole list again.
 */
export const createCollectionChangeEntity = () =>
  new Entity(
    {
      model: { entity: 'collectionChange', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        collection: { type: 'string', required: true },
        /** The collection version this change raised the counter to. */
        version: { type: 'number', required: true },
        /** The version, zero-padded so the sort key orders entries by it. */
        seq: { type: 'string', required: true },
        /** The id of the item that changed. */
        itemId: { type: 'string', required: true },
        ttl: { type: 'number', required: true },
      },
      indexes: {
        byCollection: companyIndex(['collection', 'seq'], 'change#${collection}#${seq}'),
      },
    },
    entityOptions(),
  );

/** A version in sort-key form (change entries, history entries): zero-padded, so keys sort by version. */
export const versionSeq = (version: number): string => String(version).padStart(10, '0');
