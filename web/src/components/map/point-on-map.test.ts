import { describe, expect, it } from 'vitest';
import { pointAt, positionOfNumbers, positionOfPoint, samePlace } from './point-on-map';

describe('a point placed on the map', () => {
  it('reads a tapped point rounded to six decimals (0.11 m), as a position shows it', () => {
    expect(positionOfPoint({ type: 'Point', coordinates: [9.052110123456, 54.481234567891] })).toEqual({
      lat: 54.481235,
      lng: 9.05211,
    });
  });

  it('reads no position from another shape or none', () => {
    expect(positionOfPoint(null)).toBeNull();
    expect(
      positionOfPoint({
        type: 'LineString',
        coordinates: [
          [9, 54],
          [9.1, 54.1],
        ],
      }),
    ).toBeNull();
  });

  it('draws a position as a GeoJSON point, longitude first, and reads it back', () => {
    const position = { lat: 54.4858, lng: 9.0524 };
    expect(pointAt(position)).toEqual({ type: 'Point', coordinates: [9.0524, 54.4858] });
    expect(positionOfPoint(pointAt(position))).toEqual(position);
  });

  it('counts positions as one place within what a position shows', () => {
    expect(samePlace({ lat: 54.4858, lng: 9.0524 }, { lat: 54.48580001, lng: 9.05240001 })).toBe(true);
    expect(samePlace({ lat: 54.4858, lng: 9.0524 }, { lat: 54.4859, lng: 9.0524 })).toBe(false);
    expect(samePlace(null, { lat: 54.4858, lng: 9.0524 })).toBe(false);
  });

  it('takes typed numbers as a position only when both are numbers on the earth', () => {
    expect(positionOfNumbers(54.4858, 9.0524)).toEqual({ lat: 54.4858, lng: 9.0524 });
    expect(positionOfNumbers(null, 9.0524)).toBeNull();
    expect(positionOfNumbers(54.4858, '9,05x')).toBeNull();
    expect(positionOfNumbers(91, 9)).toBeNull();
    expect(positionOfNumbers(54, -181)).toBeNull();
  });
});
