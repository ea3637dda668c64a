import { describe, expect, it } from 'vitest';
import { MAX_QUERY_SPAN_DEGREES } from '../../../../schemas/geo/field-index';
import { viewBoxOf } from './view-box';

describe('the map view as a box of the field-geometry service', () => {
  it('rounds the edges outwards to 0.001°, so the box holds all that is shown', () => {
    expect(viewBoxOf({ south: 54.48123, north: 54.49011, west: 9.05277, east: 9.07001 })).toEqual({
      minLat: 54.481,
      maxLat: 54.491,
      minLng: 9.052,
      maxLng: 9.071,
    });
  });

  it('small pans inside the grid give the same box (no new request)', () => {
    const first = viewBoxOf({ south: 54.4811, north: 54.4899, west: 9.0521, east: 9.0699 });
    const panned = viewBoxOf({ south: 54.4812, north: 54.4898, west: 9.0522, east: 9.0698 });
    expect(panned).toEqual(first);
  });

  it('is none when the view is larger than the service answers', () => {
    expect(viewBoxOf({ south: 53, north: 53 + MAX_QUERY_SPAN_DEGREES + 0.5, west: 9, east: 10 })).toBeNull();
    expect(viewBoxOf({ south: 47, north: 55, west: 6, east: 15 })).toBeNull();
  });
});
