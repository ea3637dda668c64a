import { describe, expect, it } from 'vitest';
import { replaceAt, valuesAt } from './field-paths';

const path = (dotted: string) => dotted.split('.');

describe('valuesAt', () => {
  it('finds a plain field with its path', () => {
    expect(valuesAt({ machineRingId: 'ring-1' }, path('machineRingId'))).toEqual([
      { path: 'machineRingId', value: 'ring-1' },
    ]);
  });

  it('finds every entry of a list under * with its index, also lists inside lists', () => {
    const request = {
      driverQueries: [{ restriction: { tagIds: ['a', 'b'] } }, { restriction: { tagIds: [] } }, { restriction: {} }],
    };
    expect(valuesAt(request, path('driverQueries.*.restriction.tagIds.*'))).toEqual([
      { path: 'driverQueries.0.restriction.tagIds.0', value: 'a' },
      { path: 'driverQueries.0.restriction.tagIds.1', value: 'b' },
    ]);
  });

  it('finds nothing where the path is not there: absent key, * on a non-list, a key on a list or a scalar', () => {
    expect(valuesAt({}, path('tagIds.*'))).toEqual([]);
    expect(valuesAt({ tagIds: 'a' }, path('tagIds.*'))).toEqual([]);
    expect(valuesAt({ tagIds: ['a'] }, path('tagIds.0'))).toEqual([]);
    expect(valuesAt({ priceTarget: 'x' }, path('priceTarget.resourceId'))).toEqual([]);
    expect(valuesAt(null, path('a'))).toEqual([]);
  });

  it('reports null values that are there (callers decide what null means)', () => {
    expect(valuesAt({ machineRingId: null }, path('machineRingId'))).toEqual([{ path: 'machineRingId', value: null }]);
  });

  it('never follows a key into the prototype', () => {
    expect(valuesAt({}, path('constructor'))).toEqual([]);
    expect(valuesAt({}, path('toString'))).toEqual([]);
    expect(valuesAt(JSON.parse('{"__proto__": {"id": "x"}}'), path('__proto__.id'))).toEqual([
      { path: '__proto__.id', value: 'x' },
    ]);
  });
});

describe('replaceAt', () => {
  const record = {
    name: 'Diesel',
    pricing: { price: '1' },
    variants: [{ pricing: { price: '2' } }, { name: 'without pricing' }],
  };

  it('replaces the field at every entry of a list and keeps everything else', () => {
    expect(replaceAt(record, path('variants.*.pricing'), () => null)).toEqual({
      name: 'Diesel',
      pricing: { price: '1' },
      variants: [{ pricing: null }, { name: 'without pricing' }],
    });
  });

  it('hands the replacement the value and its concrete path', () => {
    const seen: [unknown, string][] = [];
    replaceAt(record, path('variants.*.pricing'), (value, at) => {
      seen.push([value, at]);
      return value;
    });
    expect(seen).toEqual([[{ price: '2' }, 'variants.0.pricing']]);
  });

  it('does not change the value it is given', () => {
    const before = structuredClone(record);
    replaceAt(record, path('pricing'), () => null);
    expect(record).toEqual(before);
  });

  it('returns the same value when nothing is replaced, and shares untouched parts', () => {
    expect(replaceAt(record, path('missing.*'), () => null)).toBe(record);
    expect(replaceAt(record, path('variants.*.pricing'), (value) => value)).toBe(record);
    const replaced = replaceAt(record, path('variants.*.pricing'), () => null);
    expect(replaced).toMatchObject({ pricing: record.pricing });
    expect(replaced).not.toBe(record);
  });

  it('replaces the value itself for an empty path', () => {
    expect(replaceAt('x', [], () => 'y')).toBe('y');
  });

  it('does not add a field that is not there, nor one of the prototype', () => {
    expect(replaceAt({}, path('pricing'), () => null)).toEqual({});
    expect(replaceAt({}, path('constructor'), () => null)).toEqual({});
  });
});
