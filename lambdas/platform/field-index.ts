import { fieldSpanTooLarge, indexItemsOf, type TFieldCell, type TIndexedField } from '../../schemas/geo/field-index';
import { boxOfPoints } from '../../schemas/geo/geohash';
import { type TransactionPart, withoutNulls } from './db/write';

/**
 * The spatial index entries of a field, written by whoever writes the field (the structures service) in
 * the same transaction, so the map never shows a field that is not stored or misses one that is. It lives
 * in the platform because two services share it: the structures service writes it, the geo service reads it.
 */

const entryKey = ({ precision, cell }: TFieldCell) => `${precision}#${cell}`;

/**
 * The index writes of a field changing from `previous` (null: new) to `field`: the entries of cells it
 * left are deleted, entries that changed (new cells, another name, outline or crop) are put, unchanged
 * ones are left alone (a change of colour writes no entry). An archived field has no entries. At most
 * four entries per field (schemas/geo/field-index.ts), so this adds at most eight writes to a transaction.
 * The field's outline must be within MAX_FIELD_SPAN_DEGREES: the structures service refuses larger ones
 * (FIELD_SPAN_MESSAGE); one that slips through is a bug and fails the transaction before it is sent.
 */
export const fieldCellWrites =
  (field: TIndexedField, previous: TIndexedField | null): TransactionPart =>
  ({ fieldCell }) => {
    if (!field.archived && field.shape.length > 0 && fieldSpanTooLarge(boxOfPoints(field.shape))) {
      throw new Error(`field ${field.id}: outline wider than the index allows`);
    }
    const wanted = indexItemsOf(field);
    const existing = new Map((previous ? indexItemsOf(previous) : []).map((entry) => [entryKey(entry), entry]));
    const wantedKeys = new Set(wanted.map(entryKey));
    return [
      ...[...existing.values()]
        .filter((entry) => !wantedKeys.has(entryKey(entry)))
        .map(({ companyId, precision, cell, fieldId }) =>
          fieldCell.delete({ companyId, precision, cell, fieldId }).commit(),
        ),
      ...wanted
        .filter((entry) => JSON.stringify(existing.get(entryKey(entry))) !== JSON.stringify(entry))
        .map((entry) => fieldCell.put(fieldCellToItem(entry)).commit()),
    ];
  };

/** The stored item of an index entry (the benchmark writes entries in batches). */
export const fieldCellToItem = ({ coordinates, ...entry }: TFieldCell) =>
  withoutNulls({ ...entry, coordinates: JSON.stringify(coordinates) });
