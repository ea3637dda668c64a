import { useRef, useState } from 'react';
import type { GeoJSONStoreGeometries } from 'terra-draw';
import { formatDecimal, type Position } from '../../../../schemas/kernel/coordinates';
import { ZLatLng } from '../../../../schemas/validation';

/** 6 decimal places of a degree are 0.11 m: as precise as a position is shown (schemas/kernel/coordinates.ts). */
const DECIMAL_PLACES = 6;
const roundedDegrees = (value: number) => Math.round(value * 10 ** DECIMAL_PLACES) / 10 ** DECIMAL_PLACES;

export const pointAt = ({ lat, lng }: Position): GeoJSONStoreGeometries => ({ type: 'Point', coordinates: [lng, lat] });

/**
 * Where a point drawn on the map is, rounded to what a position shows: a tap does not fill a form with
 * fifteen decimals nobody can check. Null for any other shape (or none).
 */
export const positionOfPoint = (geometry: GeoJSONStoreGeometries | null): Position | null => {
  if (geometry?.type !== 'Point') return null;
  const [lng, lat] = geometry.coordinates;
  if (lng === undefined || lat === undefined) return null;
  return { lat: roundedDegrees(lat), lng: roundedDegrees(lng) };
};

/** Whether two positions are one place within what a position shows (a field only passed through is no move). */
export const samePlace = (a: Position | null, b: Position) => a !== null && formatDecimal(a) === formatDecimal(b);

/**
 * One point placed on a MapEditor in point mode (markers, loading points): a tap or a drag reports the
 * position (`onPlaced`), and `moveTo` puts the point where typed coordinates say. The editor reads its
 * shape only when it loads, so a move draws it anew around the point (`editorKey` changes), but only when
 * the place differs from the point on the map now.
 */
export const usePointOnMap = (known: Position | null, onPlaced: (position: Position) => void) => {
  const [start, setStart] = useState(() => ({ shape: known ? pointAt(known) : null, key: 0 }));
  const onMapRef = useRef<Position | null>(known);
  const onChange = (geometry: GeoJSONStoreGeometries | null) => {
    const position = positionOfPoint(geometry);
    // The editor reports its starting point when it loads: that is no placing, and a field typed into
    // meanwhile keeps what was typed.
    if (!position || samePlace(onMapRef.current, position)) return;
    onMapRef.current = position;
    onPlaced(position);
  };
  const moveTo = (position: Position) => {
    if (samePlace(onMapRef.current, position)) return;
    onMapRef.current = position;
    setStart((current) => ({ shape: pointAt(position), key: current.key + 1 }));
  };
  return { editorKey: start.key, initial: start.shape, onChange, moveTo };
};

/** The position two number fields hold, when both are numbers within the earth's bounds (else none yet). */
export const positionOfNumbers = (lat: unknown, lng: unknown): Position | null => {
  const checked = ZLatLng.safeParse({ lat, lng });
  return checked.success ? checked.data : null;
};

export type PointOnMap = ReturnType<typeof usePointOnMap>;
