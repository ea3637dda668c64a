import type { TLatLng } from '../../../../schemas/validation';

/**
 * Arrows along the tracks that have a direction (services.md §3 'directionEnabled'): where to drive a
 * track, on the driver's map and the office's maps alike. Pure: tracks in, arrows out.
 */

/** An arrow on a track: where it stands and where it points (degrees clockwise from north). */
export type DirectionArrow = { position: TLatLng; bearing: number };

/** What an arrow needs of a track (a map track, a field's track, a driving map's track). */
export type DirectedTrack = { shape: readonly TLatLng[]; directionEnabled: boolean };

/** Bearing from one position to the next, on the plane of a field (its few hundred metres are flat). */
const bearingOf = (from: TLatLng, to: TLatLng): number => {
  const east = (to.lng - from.lng) * Math.cos((((from.lat + to.lat) / 2) * Math.PI) / 180);
  const north = to.lat - from.lat;
  return ((Math.atan2(east, north) * 180) / Math.PI + 360) % 360;
};

const midpoint = (from: TLatLng, to: TLatLng): TLatLng => ({
  lat: (from.lat + to.lat) / 2,
  lng: (from.lng + to.lng) / 2,
});

/**
 * One arrow in the middle of each segment, at most `perTrack` spread over a long track (more would cover
 * it), so one sees which way to drive it.
 */
export const directionArrows = (tracks: readonly DirectedTrack[], perTrack = 12): DirectionArrow[] =>
  tracks
    .filter((track) => track.directionEnabled)
    .flatMap((track) => {
      const segments = track.shape.slice(1).map((to, index) => ({ from: track.shape[index] ?? to, to }));
      const step = Math.max(1, Math.ceil(segments.length / perTrack));
      return segments
        .filter((_, index) => index % step === 0)
        .filter(({ from, to }) => from.lat !== to.lat || from.lng !== to.lng)
        .map(({ from, to }) => ({ position: midpoint(from, to), bearing: bearingOf(from, to) }));
    });
