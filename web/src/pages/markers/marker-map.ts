import {
  type CoordinateRepresentation,
  formatDecimal,
  formatDegreesMinutesSeconds,
  formatPosition,
  type Position,
  parsePosition,
} from '../../../../schemas/kernel/coordinates';
import type { TMapMarker } from '../../../../schemas/map-markers';
import { markerTypes } from '../../../../schemas/map-structures';
import type { TLoadingPoint } from '../../../../schemas/masterdata/partners';
import type { MapPoint } from '../../components/map/map-view';
import { de } from '../../i18n/de';

/**
 * How markers and loading points look on the map (issue 13 point 3): each marker type a symbol of its own
 * (readable without telling colours apart) and a colour a new marker of the type starts with; loading
 * points of the master data as squares with the symbol of what they are for.
 */

export type MarkerType = (typeof markerTypes)[number];

const t = de.markersPage;

/** Symbol and starting colour per type; the colours are the palette's (so each has a German name). */
export const markerLooks: Record<MarkerType, { symbol: string; color: string }> = {
  order: { symbol: 'A', color: '#1565c0' },
  field: { symbol: 'F', color: '#2e7d32' },
  customer: { symbol: 'K', color: '#6a1b9a' },
  other: { symbol: '•', color: '#5d4037' },
  tracking: { symbol: 'O', color: '#00838f' },
  disabled: { symbol: '×', color: '#455a64' },
  'loading-point': { symbol: '↑', color: '#ef6c00' },
  'unloading-point': { symbol: '↓', color: '#c62828' },
  'loading-and-unloading-point': { symbol: '↕', color: '#ad1457' },
};

export const markerTypeLabel = (type: MarkerType) => t.types[type];

export const markerName = (marker: Pick<TMapMarker, 'label'>) => marker.label || t.unnamed;

/** The position as the marker prefers to show it. */
export const markerPositionText = (marker: Pick<TMapMarker, 'lat' | 'lng' | 'preferredRepresentation'>) =>
  formatPosition(marker, marker.preferredRepresentation);

/** The other representation: what 'switch' offers. */
export const otherRepresentation = (representation: CoordinateRepresentation): CoordinateRepresentation =>
  representation === 'decimal' ? 'degrees-minutes-seconds' : 'decimal';

/** A marker as a map point: its own colour, its type's symbol, its name and type for screen readers. */
export const markerPoint = (marker: TMapMarker): MapPoint => ({
  id: `marker:${marker.id}`,
  position: { lat: marker.lat, lng: marker.lng },
  label: `${markerName(marker)} (${markerTypeLabel(marker.type)})`,
  className: `marker-point--${marker.type}`,
  color: marker.color,
  symbol: markerLooks[marker.type].symbol,
});

/** What a loading point of the master data is for, as the marker type of the same meaning. */
export const loadingPointType = (point: Pick<TLoadingPoint, 'isLoadingPoint' | 'isUnloadingPoint'>): MarkerType =>
  point.isLoadingPoint && point.isUnloadingPoint
    ? 'loading-and-unloading-point'
    : point.isLoadingPoint
      ? 'loading-point'
      : 'unloading-point';

/** A loading point as a square map point in its own colour; the popup (if any) links to its details. */
export const loadingPointPoint = (point: TLoadingPoint, popup?: () => HTMLElement): MapPoint => ({
  id: `loading-point:${point.id}`,
  position: { lat: point.lat, lng: point.lng },
  label: `${point.name} (${markerTypeLabel(loadingPointType(point))})`,
  className: 'loading-point-marker',
  color: point.color,
  symbol: markerLooks[loadingPointType(point)].symbol,
  ...(popup ? { popup } : {}),
});

/** The legend: every marker type with its symbol and colour, then the loading points' square. */
export const legendEntries = (): { key: string; type: MarkerType; color: string; label: string; square: boolean }[] => [
  ...markerTypes.map((type) => ({
    key: type,
    type,
    color: markerLooks[type].color,
    label: t.types[type],
    square: false,
  })),
  {
    key: 'loading-point-record',
    type: 'loading-and-unloading-point',
    color: markerLooks.disabled.color,
    label: t.loadingPoint,
    square: true,
  },
];

/**
 * The position a text names. The text of a known position (the marker's own, as shown) stands for that
 * position exactly: shown rounded and read back it would move the marker by centimetres, a change of
 * geometry nobody made.
 */
export const positionOfText = (text: string, known: Position | null): Position | null => {
  const trimmed = text.trim();
  if (known && (trimmed === formatDecimal(known) || trimmed === formatDegreesMinutesSeconds(known))) return known;
  const parsed = parsePosition(trimmed);
  return parsed.ok ? parsed.position : null;
};
