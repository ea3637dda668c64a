import { describe, expect, it } from 'vitest';
import type { TTrack } from '../../../../schemas/map-tracks';
import { closedRing } from '../../components/map/field-shape';
import { holeInTriangle, storedField, triangle } from './field.fixtures';
import { fieldLines, fieldTrackContext, fieldWithTracksLines, ofCustomer, shapesAround } from './field-map';

const square = triangle;
const hole = holeInTriangle;
const field = storedField;

const track = (id: string, shape: TTrack['shape']): TTrack => ({
  id,
  companyId: 'c',
  customerId: null,
  name: id,
  color: '#000000',
  shape,
  length: 0,
  directionEnabled: false,
  archived: false,
  version: 1,
  createdAt: '',
  updatedAt: '',
});

describe('fields on the map', () => {
  const fields = [field('a', 'thomsen', [hole]), field('b', null), field('c', 'jensen')];

  it('filters by customer: all, without a customer, one customer', () => {
    expect(ofCustomer(fields, { kind: 'all' }).map((f) => f.id)).toEqual(['a', 'b', 'c']);
    expect(ofCustomer(fields, { kind: 'none' }).map((f) => f.id)).toEqual(['b']);
    expect(ofCustomer(fields, { kind: 'customer', customerId: 'thomsen' }).map((f) => f.id)).toEqual(['a']);
  });

  it('draws each outline and hole as a closed line in the field colour', () => {
    const lines = fieldLines(fields.slice(0, 1));
    expect(lines.map((line) => line.id)).toEqual(['a', 'a:hole:0']);
    expect(lines[0]?.positions).toEqual([...square, square[0]]);
    expect(lines[1]?.positions).toEqual([...hole, hole[0]]);
    expect(lines.every((line) => line.color === '#2e7d32')).toBe(true);
  });

  it('snaps to the other fields (each hole a polygon apart: terra-draw takes no inner rings) and the tracks, not to the field edited', () => {
    const shapes = shapesAround(fields, [track('t', square.slice(0, 2)), track('dot', square.slice(0, 1))], 'b');
    expect(shapes.map((shape) => shape.type)).toEqual(['Polygon', 'Polygon', 'Polygon', 'LineString']);
    expect(shapes.slice(0, 3).map((shape) => shape.type === 'Polygon' && shape.coordinates)).toEqual([
      [closedRing(square)],
      [closedRing(hole)],
      [closedRing(square)],
    ]);
  });

  it("draws a field's new track against its outline, each hole apart (terra-draw takes no inner rings), and its tracks so far", () => {
    const ownTrack = { id: 'ft', name: 'Vorgewende', color: '#000000', length: 70, directionEnabled: true };
    const withTracks = {
      ...field('a', null, [hole]),
      tracks: [
        { ...ownTrack, shape: square.slice(0, 2) },
        { ...ownTrack, id: 'dot', shape: square.slice(0, 1) },
      ],
    };
    const shapes = fieldTrackContext(withTracks);
    expect(shapes.map((shape) => shape.type)).toEqual(['Polygon', 'Polygon', 'LineString']);
    const [outline, holeShape, line] = shapes;
    expect(outline?.type === 'Polygon' && outline.coordinates).toEqual([closedRing(square)]);
    expect(holeShape?.type === 'Polygon' && holeShape.coordinates).toEqual([closedRing(hole)]);
    expect(line?.type === 'LineString' && line.coordinates).toEqual(square.slice(0, 2).map((v) => [v.lng, v.lat]));
  });

  it('shows a field with its own tracks: outline, holes, then each track in its colour', () => {
    const ownTrack = { id: 'ft', name: 'Vorgewende', color: '#ff0000', length: 70, directionEnabled: false };
    const lines = fieldWithTracksLines({ ...field('a', null, [hole]), tracks: [{ ...ownTrack, shape: square }] });
    expect(lines.map((line) => line.id)).toEqual(['a', 'a:hole:0', 'a:track:ft']);
    expect(lines[2]).toEqual({ id: 'a:track:ft', positions: square, color: '#ff0000' });
  });
});
