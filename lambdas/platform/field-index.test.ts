import { describe, expect, it } from 'vitest';
import type { TIndexedField } from '../../schemas/geo/field-index';
import { boxOfPoints, cellsOfBox } from '../../schemas/geo/geohash';
import { lohnwerkTable } from './db/entities';
import { environmentNames } from './environment-names';
import { fieldCellWrites } from './field-index';
import { runInServiceScope } from './service-scope';

const field: TIndexedField = {
  companyId: 'company-a',
  id: 'field-1',
  name: 'Am Deich',
  crop: 'Mais',
  shape: [
    { lat: 54.48, lng: 9.07 },
    { lat: 54.48, lng: 9.076 },
    { lat: 54.484, lng: 9.076 },
  ],
};

/** The writes a transaction of these parts would send (built, not sent: no table is contacted). */
const writesOf = (next: TIndexedField, previous: TIndexedField | null) =>
  runInServiceScope(
    {
      serviceName: 'structures',
      environment: { [environmentNames.tableName]: 'lohnwerk', AWS_REGION: 'eu-central-1' },
    },
    () =>
      lohnwerkTable()
        .transaction.write((entities) => fieldCellWrites(next, previous)(entities))
        .params()
        .TransactItems.map((item) =>
          'Put' in item ? `put ${item.Put.Item.sk}` : 'Delete' in item ? `delete ${item.Delete.Key.sk}` : 'other',
        ),
  );

const moved = { ...field, shape: field.shape.map(({ lat, lng }) => ({ lat: lat + 0.3, lng })) };
/** The one precision-5 cell each outline lies in. */
const [here] = cellsOfBox(boxOfPoints(field.shape), 5);
const [there] = cellsOfBox(boxOfPoints(moved.shape), 5);

describe('fieldCellWrites', () => {
  it('puts the entries of a new field', () => {
    expect(here).not.toBe(there);
    expect(cellsOfBox(boxOfPoints(field.shape), 5)).toHaveLength(1);
    expect(writesOf(field, null)).toEqual([`put fieldCell#5#${here}#field-1`]);
  });

  it('writes nothing when nothing the map shows changed', () => {
    expect(writesOf({ ...field }, field)).toEqual([]);
  });

  it('puts the entries again when the name or the crop changed', () => {
    expect(writesOf({ ...field, name: 'Hinterm Deich' }, field)).toEqual([`put fieldCell#5#${here}#field-1`]);
  });

  it('deletes the cells a moved field left and puts its new ones', () => {
    expect(writesOf(moved, field)).toEqual([`delete fieldCell#5#${here}#field-1`, `put fieldCell#5#${there}#field-1`]);
  });

  it('deletes every entry of an archived field', () => {
    expect(writesOf({ ...field, archived: true }, field)).toEqual([`delete fieldCell#5#${here}#field-1`]);
  });

  it('refuses an outline wider than a field can be before anything is sent', () => {
    const huge = { ...field, shape: [...field.shape, { lat: 55.6, lng: 9.07 }] };
    expect(() => writesOf(huge, null)).toThrow('outline wider than the index allows');
  });
});
