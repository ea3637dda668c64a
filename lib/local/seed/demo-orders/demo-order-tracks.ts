import type { TrackPoint } from '../../../../lambdas/tracking/domain/chunks';
import type { RunTiming } from './demo-order-runs';
import { variation } from './demo-order-runs';

/**
 * GPS tracks of the demo runs: a driver going up and down a field in lanes (a serpentine), the way a
 * tractor works a field, with a few metres of GPS noise. The field is a rectangle of the order's area,
 * turned a little, some hundred metres east of the customer's farm; the lane spacing follows from the
 * area and a working speed of about 6 to 9 km/h, so the track fills the whole run.
 */

const METRES_PER_DEGREE = 111_320;
/** Seconds between two recorded points. */
export const POINT_INTERVAL_SECONDS = 10;

export type LatLng = { lat: number; lng: number };

/** Coordinates as the tracking service stores them: 7 decimals (about a centimetre). */
const rounded = (value: number) => Math.round(value * 1e7) / 1e7;

type Field = { centre: LatLng; lengthM: number; widthM: number; angle: number };

/** The field of an order: near the farm, sized to its area (fields without area count as 5 ha). */
export const fieldOf = (orderKey: string, farm: LatLng, areaHa: number): Field => {
  const next = variation(`${orderKey}#field`);
  const area = Math.max(5, areaHa) * 10_000;
  const ratio = 1.4 + next() * 1.2;
  const widthM = Math.sqrt(area / ratio);
  return {
    // East of the farm (inland on the west coast), a little north or south.
    centre: { lat: farm.lat + (next() - 0.5) * 0.012, lng: farm.lng + 0.008 + next() * 0.014 },
    lengthM: area / widthM,
    widthM,
    angle: (next() - 0.5) * 0.6,
  };
};

/** A point `along` metres down the field's length and `across` metres over its width, from its corner. */
const onField = (field: Field, along: number, across: number): LatLng => {
  const x = along - field.lengthM / 2;
  const y = across - field.widthM / 2;
  const north = x * Math.cos(field.angle) - y * Math.sin(field.angle);
  const east = x * Math.sin(field.angle) + y * Math.cos(field.angle);
  return {
    lat: field.centre.lat + north / METRES_PER_DEGREE,
    lng: field.centre.lng + east / (METRES_PER_DEGREE * Math.cos((field.centre.lat * Math.PI) / 180)),
  };
};

/**
 * The points of every run of an order on its field: the runs together work the field once, lane by lane,
 * each run going on where the one before stopped; one point every POINT_INTERVAL_SECONDS.
 */
export const tracksOf = (orderKey: string, field: Field, runs: readonly RunTiming[]): TrackPoint[][] => {
  const next = variation(`${orderKey}#track`);
  const seconds = runs.map((run) => (Date.parse(run.end) - Date.parse(run.start)) / 1000);
  const totalSeconds = seconds.reduce((sum, run) => sum + run, 0);
  const speed = (6 + next() * 3) / 3.6;
  const path = speed * totalSeconds;
  const lanes = Math.max(1, Math.round(path / field.lengthM));
  const spacing = field.widthM / lanes;
  let done = 0;
  return runs.map((run, index) => {
    const count = Math.floor((seconds[index] ?? 0) / POINT_INTERVAL_SECONDS) + 1;
    const points = Array.from({ length: count }, (_, i) => {
      const distance = Math.min(path, (done + i * POINT_INTERVAL_SECONDS) * speed);
      const lane = Math.min(lanes - 1, Math.floor(distance / field.lengthM));
      const inLane = distance - lane * field.lengthM;
      const along = lane % 2 === 0 ? inLane : field.lengthM - inLane;
      const noise = () => (next() - 0.5) * 3;
      const at = onField(field, along + noise(), (lane + 0.5) * spacing + noise());
      return {
        lat: rounded(at.lat),
        lng: rounded(at.lng),
        time: new Date(Date.parse(run.start) + i * POINT_INTERVAL_SECONDS * 1000).toISOString(),
      };
    });
    done += seconds[index] ?? 0;
    return points;
  });
};
