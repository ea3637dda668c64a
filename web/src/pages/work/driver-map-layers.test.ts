import { describe, expect, it } from 'vitest';
import type { TDrivingMap } from '../../../../schemas/orders/driving-map';
import { DRIVER_MAP_COLORS, driverMapLines, driverMapPoints, fieldAreas } from './driver-map-layers';

const square = [
  { lat: 54.0, lng: 9.0 },
  { lat: 54.0, lng: 9.1 },
  { lat: 54.1, lng: 9.1 },
  { lat: 54.1, lng: 9.0 },
];
const map: TDrivingMap = {
  orderId: 'o1',
  fields: [
    {
      id: 'f1',
      name: 'Grasland Ost',
      outline: square,
      holes: [square.map(({ lat, lng }) => ({ lat: lat / 2 + 27, lng: lng / 2 + 4.5 }))],
      areaHa: 3.2,
    },
  ],
  tracks: [
    {
      id: 'north',
      name: 'Nach Norden',
      shape: [
        { lat: 54.0, lng: 9.0 },
        { lat: 54.1, lng: 9.0 },
      ],
      directionEnabled: true,
    },
    { id: 'free', name: 'Frei', shape: square, directionEnabled: false },
  ],
  markers: [{ id: 'm1', lat: 54.05, lng: 9.05, label: '', type: 'other' }],
  loadingPoints: [{ id: 'lp1', lat: 54.2, lng: 9.2, name: 'Silo', isLoadingPoint: true, isUnloadingPoint: false }],
  ownTracks: [square.slice(0, 2)],
};
const names = { marker: 'Markierung', loadingPoint: 'Ladestelle' };

describe("the driver map's layers", () => {
  it('fills each field with its outline closed and its holes cut out', () => {
    const areas = fieldAreas(map);
    expect(areas.coordinates).toHaveLength(1);
    const [outline, hole] = areas.coordinates[0] ?? [];
    expect(outline?.[0]).toEqual([9.0, 54.0]);
    expect(outline?.at(-1)).toEqual(outline?.[0]);
    expect(outline).toHaveLength(5);
    expect(hole).toHaveLength(5);
  });

  it('draws field outlines, tracks and the own track each in its colour', () => {
    expect(driverMapLines(map).map(({ id, color, positions }) => [id, color, positions.length])).toEqual([
      ['field-f1', DRIVER_MAP_COLORS.field, 5],
      ['track-north', DRIVER_MAP_COLORS.track, 2],
      ['track-free', DRIVER_MAP_COLORS.track, 4],
      ['own-0', DRIVER_MAP_COLORS.ownTrack, 2],
    ]);
  });

  it('names the field in its middle, and markers and loading points by label or kind', () => {
    expect(driverMapPoints(map, names).map(({ label, className, position }) => [label, className, position])).toEqual([
      ['Grasland Ost', 'driver-map-field', { lat: 54.05, lng: 9.05 }],
      ['Markierung', 'driver-map-marker', { lat: 54.05, lng: 9.05 }],
      ['Silo', 'driver-map-loading-point', { lat: 54.2, lng: 9.2 }],
    ]);
  });
});
