import * as z from 'zod';
import type { CoordinateRepresentation, Position } from '../../../../schemas/kernel/coordinates';
import type { TMapMarker } from '../../../../schemas/map-markers';
import { ZMarkerInput } from '../../../../schemas/map-markers';
import type { ChangeMarkerBody } from '../../api/map-markers';
import { de } from '../../i18n/de';
import { type MarkerType, markerLooks, markerPositionText, positionOfText } from './marker-map';

const t = de.markersPage;

/** What the marker form holds: the marker's fields and its position as typed (or set by a tap). */
export type MarkerFormValues = {
  label: string | null;
  type: MarkerType;
  customerId: string | null;
  color: string;
  preferredRepresentation: CoordinateRepresentation;
  position: string;
};

/** Long enough for any way of writing a position, short enough to bound what is parsed. */
const POSITION_TEXT_LENGTH = 120;

/**
 * The shared marker input (schemas/map-markers.ts) with the position as text: read in either German form
 * (schemas/kernel/coordinates.ts), the marker's own position when the text is the one shown for it.
 */
export const markerFormSchema = (known: Position | null) =>
  ZMarkerInput.omit({ lat: true, lng: true })
    .extend({
      position: z
        .string()
        .max(POSITION_TEXT_LENGTH, t.positionInvalid)
        .transform((text, context) => {
          const position = text.trim() === '' ? null : positionOfText(text, known);
          if (position) return position;
          context.addIssue({ code: 'custom', message: text.trim() === '' ? t.positionMissing : t.positionInvalid });
          return z.NEVER;
        }),
    })
    .transform(({ position, label, ...rest }) => ({ ...rest, label: label ?? null, ...position }));

export type MarkerFormOutput = z.output<ReturnType<typeof markerFormSchema>>;

/** A new marker starts as 'Sonstiges' in that type's colour, its position still to be set. */
export const newMarkerValues = (): MarkerFormValues => ({
  label: null,
  type: 'other',
  customerId: null,
  color: markerLooks.other.color,
  preferredRepresentation: 'decimal',
  position: '',
});

export const markerValuesOf = (marker: TMapMarker): MarkerFormValues => ({
  label: marker.label,
  type: marker.type,
  customerId: marker.customerId,
  color: marker.color,
  preferredRepresentation: marker.preferredRepresentation,
  position: markerPositionText(marker),
});

/**
 * A marker's change from what the form holds: only what differs, on the version it was loaded in. The
 * position goes along only when it moved, because moving needs the edit-structures permission (services.md
 * §5) and a renamed marker should not ask for it.
 */
export const markerChangeOf = (marker: TMapMarker, next: MarkerFormOutput): ChangeMarkerBody => {
  const moved = marker.lat !== next.lat || marker.lng !== next.lng;
  return {
    version: marker.version,
    ...(moved ? { lat: next.lat, lng: next.lng } : {}),
    ...(marker.label !== next.label ? { label: next.label } : {}),
    ...(marker.type !== next.type ? { type: next.type } : {}),
    ...(marker.color !== next.color ? { color: next.color } : {}),
    ...(marker.customerId !== next.customerId ? { customerId: next.customerId } : {}),
    ...(marker.preferredRepresentation !== next.preferredRepresentation
      ? { preferredRepresentation: next.preferredRepresentation }
      : {}),
  };
};
