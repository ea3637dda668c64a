import { describe, expect, it } from 'vitest';
import { ZFieldBoxQuery } from './geo';

const box = { minLat: '54.45', maxLat: '54.48', minLng: '9.05', maxLng: '9.1' };
const messagesOf = (query: Record<string, string>) => {
  const parsed = ZFieldBoxQuery.safeParse(query);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the map box of GET /geo/fields', () => {
  it('reads the four edges of the query as numbers', () => {
    expect(ZFieldBoxQuery.parse({ ...box, companyId: 'c1' })).toEqual({
      companyId: 'c1',
      minLat: 54.45,
      maxLat: 54.48,
      minLng: 9.05,
      maxLng: 9.1,
    });
  });

  it('refuses edges off the globe, missing or not numbers, in German', () => {
    expect(messagesOf({ ...box, maxLat: '90.5' })).toEqual(['maxLat: Breitengrad muss zwischen -90 und 90 liegen.']);
    expect(messagesOf({ ...box, minLng: '-181' })).toEqual(['minLng: Längengrad muss zwischen -180 und 180 liegen.']);
    expect(messagesOf({ ...box, minLat: 'abc' })).toEqual(['minLat: Breitengrad muss zwischen -90 und 90 liegen.']);
    expect(messagesOf({ ...box, maxLng: '' })).toEqual(['maxLng: Längengrad muss zwischen -180 und 180 liegen.']);
    const { minLat: _left, ...withoutMinLat } = box;
    expect(messagesOf(withoutMinLat)).toEqual(['minLat: Breitengrad muss zwischen -90 und 90 liegen.']);
  });

  it('refuses a box whose edges are swapped', () => {
    expect(messagesOf({ ...box, minLat: '54.5' })).toEqual([
      'minLat: Bitte gib einen Ausschnitt an, dessen Südrand nicht nördlich seines Nordrands liegt.',
    ]);
    expect(messagesOf({ ...box, maxLng: '9' })).toEqual([
      'minLng: Bitte gib einen Ausschnitt an, dessen Westrand nicht östlich seines Ostrands liegt.',
    ]);
  });

  it('takes a point and a box of 2° x 2°, and refuses a larger one', () => {
    expect(messagesOf({ minLat: '54', maxLat: '54', minLng: '9', maxLng: '9' })).toEqual([]);
    expect(messagesOf({ minLat: '53.5', maxLat: '55.5', minLng: '8.5', maxLng: '10.5' })).toEqual([]);
    const tooLarge = 'maxLat: Der Kartenausschnitt ist zu groß (höchstens 2° × 2°). Bitte zoome näher heran.';
    expect(messagesOf({ minLat: '53.5', maxLat: '55.6', minLng: '8.5', maxLng: '10.5' })).toEqual([tooLarge]);
    expect(messagesOf({ minLat: '53.5', maxLat: '54', minLng: '8', maxLng: '10.01' })).toEqual([tooLarge]);
  });
});
