import type { PropertyFilterQuery } from '@cloudscape-design/collection-hooks';
import { describe, expect, it } from 'vitest';
import { filterOptions, filterProperties, matchesQuery, searchText } from './filtering';
import type { EntityColumn } from './types';

type Machine = { id: string; name: string; kind: string; hours: number };
const columns: EntityColumn<Machine>[] = [
  { id: 'name', header: 'Name', cell: (m) => m.name, filterValue: (m) => m.name, isRowHeader: true },
  { id: 'kind', header: 'Art', cell: (m) => m.kind, filterValue: (m) => m.kind },
  { id: 'hours', header: 'Stunden', cell: (m) => m.hours.toLocaleString('de-DE') },
];
const fendt: Machine = { id: '1', name: 'Fendt 942', kind: 'Traktor', hours: 1234 };
const claas: Machine = { id: '2', name: 'Claas Lexion', kind: 'Mähdrescher', hours: 87 };

const query = (tokens: PropertyFilterQuery['tokens'], operation: 'and' | 'or' = 'and'): PropertyFilterQuery => ({
  tokens,
  operation,
});
const passing = (q: PropertyFilterQuery) => [fendt, claas].filter((m) => matchesQuery(columns, m, q)).map((m) => m.id);

describe('filterProperties', () => {
  it('makes the columns with filterValue filter properties', () => {
    expect(filterProperties(columns).map((p) => [p.key, p.propertyLabel])).toEqual([
      ['name', 'Name'],
      ['kind', 'Art'],
    ]);
  });
});

describe('filterOptions', () => {
  it('offers the distinct non-empty values in German order', () => {
    const items = [fendt, claas, { ...fendt, id: '3' }, { ...claas, id: '4', kind: ' ' }];
    expect(filterOptions(columns, items).filter((o) => o.propertyKey === 'kind')).toEqual([
      { propertyKey: 'kind', value: 'Mähdrescher' },
      { propertyKey: 'kind', value: 'Traktor' },
    ]);
  });
});

describe('matchesQuery', () => {
  it('lets everything pass an empty query', () => {
    expect(passing(query([]))).toEqual(['1', '2']);
  });

  it('searches free text case-insensitively in every column, also in cell texts without filterValue', () => {
    expect(passing(query([{ operator: ':', value: 'LEXION' }]))).toEqual(['2']);
    expect(passing(query([{ operator: ':', value: '1.234' }]))).toEqual(['1']);
    expect(passing(query([{ operator: '!:', value: 'traktor' }]))).toEqual(['2']);
  });

  it('matches property tokens with the text operators', () => {
    expect(passing(query([{ propertyKey: 'kind', operator: '=', value: 'traktor' }]))).toEqual(['1']);
    expect(passing(query([{ propertyKey: 'kind', operator: '!=', value: 'Traktor' }]))).toEqual(['2']);
    expect(passing(query([{ propertyKey: 'name', operator: '^', value: 'cla' }]))).toEqual(['2']);
    expect(passing(query([{ propertyKey: 'name', operator: '!^', value: 'cla' }]))).toEqual(['1']);
    expect(passing(query([{ propertyKey: 'hours', operator: ':', value: '87' }]))).toEqual([]);
  });

  it('combines tokens with and/or and evaluates token groups', () => {
    const fendtToken = { propertyKey: 'name', operator: ':', value: 'fendt' };
    const claasToken = { propertyKey: 'name', operator: ':', value: 'claas' };
    expect(passing(query([fendtToken, claasToken], 'and'))).toEqual([]);
    expect(passing(query([fendtToken, claasToken], 'or'))).toEqual(['1', '2']);
    const grouped: PropertyFilterQuery = {
      tokens: [],
      operation: 'and',
      tokenGroups: [
        { operation: 'or', tokens: [fendtToken, claasToken] },
        { operator: ':', value: 'dresch' },
      ],
    };
    expect(passing(grouped)).toEqual(['2']);
  });

  it('searchText uses filterValue, else the export value', () => {
    expect(columns.map((c) => searchText(c, fendt))).toEqual(['Fendt 942', 'Traktor', '1.234']);
  });
});
