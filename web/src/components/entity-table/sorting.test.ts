import { describe, expect, it } from 'vitest';
import { comparatorFor, compareCellValues, defaultSortColumn } from './sorting';
import type { CellValue, EntityColumn } from './types';

const sorted = (values: CellValue[]) => [...values].sort(compareCellValues);

describe('compareCellValues', () => {
  it('sorts German texts: umlauts beside their base letter, case ignored', () => {
    expect(sorted(['Zander', 'Ösen', 'apfel', 'Oma', 'Äpfel', 'Birne'])).toEqual([
      'apfel',
      'Äpfel',
      'Birne',
      'Oma',
      'Ösen',
      'Zander',
    ]);
  });

  it('sorts digits inside texts numerically', () => {
    expect(sorted(['Feld 10', 'Feld 2', 'Feld 1'])).toEqual(['Feld 1', 'Feld 2', 'Feld 10']);
  });

  it('sorts numbers numerically, before texts, and empty values last', () => {
    expect(sorted(['b', null, 10, '', 2, undefined, 'a', -1])).toEqual([-1, 2, 10, 'a', 'b', null, '', undefined]);
  });
});

type Row = { id: string; n: number | null };
const column: EntityColumn<Row> = { id: 'n', header: 'N', cell: (r) => r.n, sortValue: (r) => r.n };

describe('comparatorFor', () => {
  it('compares the sort values of a column', () => {
    const compare = comparatorFor(column)!;
    expect(
      [
        { id: 'a', n: 3 },
        { id: 'b', n: null },
        { id: 'c', n: 1 },
      ]
        .sort(compare)
        .map((r) => r.id),
    ).toEqual(['c', 'a', 'b']);
  });

  it('is undefined for a column without sortValue', () => {
    expect(comparatorFor({ id: 'x', header: 'X', cell: () => '' })).toBeUndefined();
  });
});

describe('defaultSortColumn', () => {
  const columns: EntityColumn<Row>[] = [
    { id: 'plain', header: 'P', cell: () => '' },
    { ...column, id: 'first' },
    { ...column, id: 'name', isRowHeader: true },
  ];
  it('takes the given column, else the row header, else the first sortable', () => {
    expect(defaultSortColumn(columns, 'first')?.id).toBe('first');
    expect(defaultSortColumn(columns)?.id).toBe('name');
    expect(defaultSortColumn(columns, 'plain')?.id).toBe('name');
    expect(defaultSortColumn(columns.slice(0, 2))?.id).toBe('first');
    expect(defaultSortColumn(columns.slice(0, 1))).toBeUndefined();
  });
});
