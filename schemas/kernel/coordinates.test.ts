import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatDegreesMinutesSeconds,
  formatPosition,
  type Position,
  parsePosition,
} from './coordinates';
import { localPlane } from './geo/local-plane';

const hoftor: Position = { lat: 54.48123, lng: 9.05211 };

/** Centimetres apart: the local plane around one of them is exact enough. */
const metresBetween = (a: Position, b: Position) => {
  const { x, y } = localPlane(b.lng, b.lat).toPlane(a.lng, a.lat);
  return Math.hypot(x, y);
};

const parsed = (text: string) => {
  const result = parsePosition(text);
  if (!result.ok) throw new Error(`not parsed: ${text}`);
  return result;
};

describe('positions in German (issue 13 point 3)', () => {
  it('formats decimal degrees with comma decimals, N/S and O/W', () => {
    expect(formatDecimal(hoftor)).toBe('54,481230° N, 9,052110° O');
    expect(formatDecimal({ lat: -33.8688, lng: -151.2093 })).toBe('33,868800° S, 151,209300° W');
    // A value that rounds to zero is not '0,000000° S'.
    expect(formatDecimal({ lat: -0.0000001, lng: -0.0000001 })).toBe('0,000000° N, 0,000000° O');
  });

  it('formats degrees, minutes and seconds', () => {
    expect(formatDegreesMinutesSeconds(hoftor)).toBe('54° 28′ 52,428″ N, 9° 3′ 7,596″ O');
    expect(formatDegreesMinutesSeconds({ lat: -12.5, lng: -0.25 })).toBe('12° 30′ 0,000″ S, 0° 15′ 0,000″ W');
    // 59,99996″ rounds into the next minute and degree, never to 60,000″.
    expect(formatDegreesMinutesSeconds({ lat: 54.99999999, lng: 9 })).toBe('55° 0′ 0,000″ N, 9° 0′ 0,000″ O');
  });

  it('formats in the representation a marker prefers', () => {
    expect(formatPosition(hoftor, 'decimal')).toBe(formatDecimal(hoftor));
    expect(formatPosition(hoftor, 'degrees-minutes-seconds')).toBe(formatDegreesMinutesSeconds(hoftor));
  });

  it.each([
    ['54,48123° N, 9,05211° O', 'decimal'],
    ['54,48123 9,05211', 'decimal'],
    ['54,48123, 9,05211', 'decimal'],
    ['54.48123, 9.05211', 'decimal'],
    ['54,48123;9,05211', 'decimal'],
    ['N 54,48123 O 9,05211', 'decimal'],
    ['9,05211° E, 54,48123° N', 'decimal'],
    ['54° 28′ 52,428″ N, 9° 3′ 7,596″ O', 'degrees-minutes-seconds'],
    ['54°28\'52.428"N 9°3\'7.596"E', 'degrees-minutes-seconds'],
    ['54º 28’ 52,428” n, 9º 3’ 7,596” o', 'degrees-minutes-seconds'],
    ['N 54° 28,8738′ O 9° 3,1266′', 'degrees-minutes-seconds'],
  ] as const)('reads %s', (text, representation) => {
    const result = parsed(text);
    expect(result.representation).toBe(representation);
    expect(metresBetween(result.position, hoftor)).toBeLessThan(0.1);
  });

  it('reads south and west from letters or a minus sign', () => {
    expect(parsed('33,8688° S, 151,2093° W').position).toEqual({ lat: -33.8688, lng: -151.2093 });
    expect(parsed('-33,8688, -151,2093').position).toEqual({ lat: -33.8688, lng: -151.2093 });
  });

  it.each([
    '',
    'Hoftor',
    '54,48123',
    '549',
    '54° N, 9° S',
    '9° O, 54° W',
    '-54° N, 9° O',
    '54° 61′ N, 9° O',
    '54° 28′ 60″ N, 9° O',
    '54,5° 28′ N, 9° O',
    '54° 28,5′ 10″ N, 9° O',
    '91° N, 9° O',
    '54° N, 181° O',
    '54° N, 9° O, 3',
  ])('refuses %j', (text) => {
    expect(parsePosition(text)).toEqual({ ok: false });
  });

  const positions = fc.record({
    lat: fc.double({ min: -90, max: 90, noNaN: true }),
    lng: fc.double({ min: -180, max: 180, noNaN: true }),
  });

  it('reads back what it shows within 0.1 m, in both representations (property)', () => {
    fc.assert(
      fc.property(positions, fc.constantFrom('decimal', 'degrees-minutes-seconds' as const), (position, form) => {
        const result = parsed(formatPosition(position, form));
        expect(result.representation).toBe(form);
        expect(metresBetween(result.position, position)).toBeLessThan(0.1);
        // Shown again, it is the same text: a position typed in as shown does not drift.
        expect(formatPosition(result.position, form)).toBe(formatPosition(position, form));
      }),
      { numRuns: 300 },
    );
  });
});
