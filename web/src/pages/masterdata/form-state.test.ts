import { describe, expect, it } from 'vitest';
import { getIn, numberOf, setIn } from './form-state';

describe('form state by path', () => {
  it('reads and writes nested objects and lists without changing the original', () => {
    const values = {
      name: 'Diesel',
      pricing: { pricePerUnit: { type: 'TIERED', tiers: [{ from: '0', price: '2' }] } },
    };
    const next = setIn(values, 'pricing.pricePerUnit.tiers.0.price', '1.9');
    expect(getIn(next, 'pricing.pricePerUnit.tiers.0.price')).toBe('1.9');
    expect(getIn(values, 'pricing.pricePerUnit.tiers.0.price')).toBe('2');
    expect(Array.isArray(getIn(next, 'pricing.pricePerUnit.tiers'))).toBe(true);
    expect(setIn({}, 'variants.0.name', 'a')).toEqual({ variants: [{ name: 'a' }] });
    expect(getIn(values, 'missing.path')).toBeUndefined();
  });

  it('reads numbers typed the German way, also half-typed ones', () => {
    expect(numberOf('54,4858')).toBe(54.4858);
    expect(numberOf('54,')).toBe(54);
    expect(numberOf(' ')).toBeNull();
    expect(numberOf('etwa 5')).toBe('etwa 5');
  });
});
