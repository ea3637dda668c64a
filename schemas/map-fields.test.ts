import { describe, expect, it } from 'vitest';
import { fieldMessages, ZFieldBatchChange, ZFieldChange, ZFieldInput } from './map-fields';

const A = { lat: 54.5, lng: 9.05 };
const B = { lat: 54.5, lng: 9.051 };
const C = { lat: 54.501, lng: 9.051 };
const D = { lat: 54.501, lng: 9.05 };
const SQUARE = [A, B, C, D];
/** A square inside SQUARE. */
const HOLE = [
  { lat: 54.5003, lng: 9.0503 },
  { lat: 54.5003, lng: 9.0507 },
  { lat: 54.5007, lng: 9.0507 },
  { lat: 54.5007, lng: 9.0503 },
];
/** Three different points on one line (a meridian), and on a slanted line with digits a float cannot hold. */
const ON_A_LINE = [A, { lat: 54.5005, lng: 9.05 }, D];
const SLANTED = [
  { lat: 54.1, lng: 9.1 },
  { lat: 54.2, lng: 9.2 },
  { lat: 54.3, lng: 9.3 },
];

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('a field’s rings are areas (issue 25 point 6a)', () => {
  it('refuses an outline of three points of which two or three coincide, at the outline', () => {
    for (const shape of [
      [A, B, A],
      [A, A, B],
      [A, A, A],
      [A, B, B, A],
    ]) {
      expect(messagesOf(ZFieldInput.safeParse({ shape })), JSON.stringify(shape)).toEqual([
        ['shape', fieldMessages.shapePoints],
      ]);
    }
  });

  it('refuses an outline whose points lie on one line', () => {
    for (const shape of [ON_A_LINE, SLANTED]) {
      expect(messagesOf(ZFieldInput.safeParse({ shape }))).toEqual([['shape', fieldMessages.shapeArea]]);
    }
  });

  it('refuses holes alike, at the hole, on create, change and batch change', () => {
    const holes = [HOLE, [A, B, A], ON_A_LINE];
    const expected = [
      ['holes.1', fieldMessages.holePoints],
      ['holes.2', fieldMessages.holeArea],
    ];
    expect(messagesOf(ZFieldInput.safeParse({ shape: SQUARE, holes }))).toEqual(expected);
    expect(messagesOf(ZFieldChange.safeParse({ version: 1, holes }))).toEqual(expected);
    expect(messagesOf(ZFieldBatchChange.safeParse({ id: 'f1', version: 1, holes }))).toEqual(expected);
    expect(messagesOf(ZFieldChange.safeParse({ version: 1, shape: [A, B, A] }))).toEqual([
      ['shape', fieldMessages.shapePoints],
    ]);
  });

  it('takes real areas: a square, closed or open, a small triangle, and a ring with a point repeated', () => {
    for (const shape of [SQUARE, [...SQUARE, A], [A, B, C], [A, B, B, C, D]]) {
      expect(ZFieldInput.safeParse({ shape, holes: [HOLE] }).success, JSON.stringify(shape)).toBe(true);
    }
    // A triangle of a few square metres is still a (tiny) field.
    const tiny = [A, { lat: 54.5, lng: 9.05003 }, { lat: 54.50003, lng: 9.05 }];
    expect(ZFieldInput.safeParse({ shape: tiny }).success).toBe(true);
  });

  it('keeps the short ring’s own message for fewer than three vertices', () => {
    expect(messagesOf(ZFieldInput.safeParse({ shape: [A, B] }))).toEqual([['shape', fieldMessages.shape]]);
    expect(messagesOf(ZFieldChange.safeParse({ version: 1, holes: [[A, A]] }))).toEqual([
      ['holes.0', fieldMessages.hole],
    ]);
  });
});
