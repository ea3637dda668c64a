import { type TField, ZField } from '../../schemas/map-fields';
import { db, type StoredItem } from '../platform/db/entities';
import { parseStored } from '../platform/db/read';
import { atVersion, type TransactionPart, transactWrite, withoutNulls } from '../platform/db/write';
import { fieldCellWrites } from '../platform/field-index';

/** Access patterns of the map's fields; the only place that knows how they are stored and indexed. */
export type FieldStore = {
  /** Every field of the company, archived ones included (one Query on the company partition). */
  list: (companyId: string) => Promise<TField[]>;
  get: (companyId: string, fieldId: string) => Promise<TField | undefined>;
  /**
   * Writes fields and their place in the map's index in one transaction, all or none: a new one
   * (`previous` null) only if it does not exist, a changed one only if it is still at the version of
   * `previous` (else 409), its index entries moved from the previous outline to the new one.
   */
  save: (writes: readonly { field: TField; previous: TField | null }[]) => Promise<void>;
};

const toItem = ({ id, ...field }: TField) => withoutNulls({ ...field, fieldId: id });

const fromItem = (item: StoredItem<'mapField'>): TField => parseStored(ZField, { ...item, id: item.fieldId });

const fieldWrite =
  ({ field, previous }: { field: TField; previous: TField | null }): TransactionPart =>
  (entities) => [
    previous === null
      ? entities.mapField.create(toItem(field)).commit()
      : entities.mapField.put(toItem(field)).where(atVersion(previous.version)).commit(),
    ...fieldCellWrites(field, previous)(entities),
  ];

export const dynamoFieldStore = (): FieldStore => ({
  list: async (companyId) => {
    const { data } = await db().mapField.query.byCompany({ companyId }).go({ pages: 'all', consistent: true });
    return data.map(fromItem);
  },
  get: async (companyId, fieldId) => {
    // Consistent: an edit right after a save must see that save, or it would be refused as a conflict.
    const { data } = await db().mapField.get({ companyId, fieldId }).go({ consistent: true });
    return data ? fromItem(data) : undefined;
  },
  save: async (writes) => {
    if (writes.length > 0) await transactWrite(...writes.map(fieldWrite));
  },
});
