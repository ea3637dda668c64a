import { describe, expect, it } from 'vitest';
import { ZLatLng } from './validation';

describe('ZLatLng', () => {
  it('keeps a coordinate to 7 decimal places, so no magnitude DynamoDB refuses reaches the table', () => {
    expect(ZLatLng.parse({ lat: 5e-324, lng: -1e-200 })).toEqual({ lat: 0, lng: 0 });
    expect(ZLatLng.parse({ lat: 54.4858012345, lng: 9.0524 })).toEqual({ lat: 54.4858012, lng: 9.0524 });
  });

  it('refuses coordinates off the globe with a German message', () => {
    const result = ZLatLng.safeParse({ lat: 91, lng: 0 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Breitengrad muss zwischen -90 und 90 liegen.',
    ]);
  });
});
