import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundsOf, cameraFor, diffById, linesCollection } from './geometry';

const husum = { lat: 54.4858, lng: 9.0524 };
const flensburg = { lat: 54.7937, lng: 9.4469 };
const heide = { lat: 54.1961, lng: 9.0933 };

const position = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('boundsOf', () => {
  it('is the box west, south, east, north around the positions', () => {
    expect(boundsOf([husum, flensburg, heide])).toEqual([9.0524, 54.1961, 9.4469, 54.7937]);
  });

  it('is null for no positions', () => {
    expect(boundsOf([])).toBeNull();
  });

  it('contains every position and touches the outermost ones', () => {
    fc.assert(
      fc.property(fc.array(position, { minLength: 1, maxLength: 30 }), (positions) => {
        const bounds = boundsOf(positions);
        expect(bounds).not.toBeNull();
        const [west, south, east, north] = bounds ?? [0, 0, 0, 0];
        for (const { lat, lng } of positions) {
          expect(lng >= west && lng <= east && lat >= south && lat <= north).toBe(true);
        }
        expect(positions.some(({ lng }) => lng === west)).toBe(true);
        expect(positions.some(({ lng }) => lng === east)).toBe(true);
        expect(positions.some(({ lat }) => lat === south)).toBe(true);
        expect(positions.some(({ lat }) => lat === north)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('cameraFor', () => {
  it('fits a box around several places', () => {
    expect(cameraFor([husum, heide])).toEqual({ kind: 'bounds', bounds: [9.0524, 54.1961, 9.0933, 54.4858] });
  });

  it('centres on one place, also when several share it (a box without size cannot be fitted)', () => {
    expect(cameraFor([husum])).toEqual({ kind: 'center', center: husum });
    expect(cameraFor([husum, { ...husum }])).toEqual({ kind: 'center', center: husum });
  });

  it('leaves the view alone when there is nothing to show', () => {
    expect(cameraFor([])).toEqual({ kind: 'none' });
  });
});

describe('linesCollection', () => {
  it('turns a track into a GeoJSON LineString, longitude first, with its id and colour', () => {
    expect(linesCollection([{ id: 'run-1', positions: [husum, heide], color: '#ff0000' }], '#0972d3')).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { id: 'run-1', color: '#ff0000' },
          geometry: {
            type: 'LineString',
            coordinates: [
              [9.0524, 54.4858],
              [9.0933, 54.1961],
            ],
          },
        },
      ],
    });
  });

  it('gives a line without its own colour the default', () => {
    const [feature] = linesCollection([{ id: 'run-2', positions: [husum, flensburg] }], '#0972d3').features;
    expect(feature?.properties.color).toBe('#0972d3');
  });

  it('leaves out a track of fewer than two positions: a LineString needs two', () => {
    const lines = [
      { id: 'empty', positions: [] },
      { id: 'one', positions: [husum] },
      { id: 'two', positions: [husum, heide] },
    ];
    expect(linesCollection(lines, '#0972d3').features.map((feature) => feature.properties.id)).toEqual(['two']);
  });
});

describe('diffById', () => {
  it('adds the new, keeps those shown before and removes those gone', () => {
    const next = [
      { id: 'a', n: 1 },
      { id: 'c', n: 3 },
    ];
    expect(diffById(['a', 'b'], next)).toEqual({
      added: [{ id: 'c', n: 3 }],
      kept: [{ id: 'a', n: 1 }],
      removed: ['b'],
    });
  });

  it('from nothing adds everything; to nothing removes everything', () => {
    expect(diffById([], [{ id: 'a' }])).toEqual({ added: [{ id: 'a' }], kept: [], removed: [] });
    expect(diffById(['a'], [])).toEqual({ added: [], kept: [], removed: ['a'] });
  });
});
