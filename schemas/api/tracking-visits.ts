import * as z from 'zod';
import { germanDaysSpan, germanWallClock } from '../kernel/calendar';
import { ZDay } from '../masterdata/price-agreement';
import { ZLatLng } from '../validation';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';

/**
 * 'Wer war wann hier?' (issue 13 point 5): the office draws any area and names a period, and learns whose
 * tracks passed through it, for which order, and how long they stayed inside.
 */
export const VISITS = {
  /** Enough for any area drawn by hand; a field's exported outline is simplified before. */
  maxVertices: 500,
  /** At most two months of trackings are read for one search. */
  maxDays: 62,
} as const;

const areaMessage = 'Bitte zeichne eine Fläche mit mindestens drei Ecken.';

/** A GeoJSON position [lng, lat] within the bounds of §9. */
export const ZPosition = z.tuple([ZLatLng.shape.lng, ZLatLng.shape.lat]);

const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/** A German wall clock 'HH:MM'; null: the whole day (from its start, up to its end). */
const ZClock = z
  .string()
  .max(5, 'Bitte gib eine gültige Uhrzeit ein (HH:MM).')
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Bitte gib eine gültige Uhrzeit ein (HH:MM).')
  .nullable()
  .default(null);

/**
 * The moments a search covers: from `from` at `fromTime` (else its midnight) up to `to` at `toTime`
 * (else the midnight after it), German time, as UTC ISO strings to compare stored moments with.
 */
export const periodOfSearch = (search: {
  from: string;
  to: string;
  fromTime: string | null;
  toTime: string | null;
}): { start: string; end: string } => {
  const days = germanDaysSpan(search.from, search.to);
  return {
    start: search.fromTime === null ? days.start : germanWallClock(search.from, search.fromTime),
    end: search.toTime === null ? days.end : germanWallClock(search.to, search.toTime),
  };
};

/** On one day, the end time comes after the start time (a missing time is the day's start or end). */
const periodStartsFirst = (search: { fromTime: string | null; toTime: string | null }) =>
  search.fromTime === null || search.toTime === null || search.fromTime < search.toTime;

export const ZVisitsSearch = z
  .object({
    /** The area's outline, closed or not. */
    area: z
      .array(ZPosition, { error: areaMessage })
      .min(3, areaMessage)
      .max(VISITS.maxVertices, `Höchstens ${VISITS.maxVertices} Ecken.`),
    from: ZDay,
    to: ZDay,
    /** Optional times of day narrow the first and the last day (German time). */
    fromTime: ZClock,
    toTime: ZClock,
  })
  .refine((search) => search.from <= search.to, {
    path: ['to'],
    message: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  })
  .refine((search) => search.from > search.to || dayCount(search.from, search.to) <= VISITS.maxDays, {
    path: ['to'],
    message: `Bitte wähle einen Zeitraum von höchstens ${VISITS.maxDays} Tagen.`,
  })
  .refine((search) => search.from !== search.to || periodStartsFirst(search), {
    path: ['toTime'],
    message: 'Die Enduhrzeit muss nach der Startuhrzeit liegen.',
  });
export type TVisitsSearch = z.infer<typeof ZVisitsSearch>;

/** Who was inside for which order (null: internal work), how long, from the first to the last point inside. */
export const ZVisit = z.object({
  orderId: z.string().nullable(),
  employeeId: z.string(),
  insideSeconds: z.number(),
  firstInside: z.string(),
  lastInside: z.string(),
  trackingIds: z.array(z.string()),
});
export type TVisit = z.infer<typeof ZVisit>;

export const searchVisits = defineEndpoint({
  method: 'POST',
  path: '/tracking/visits',
  access: { kind: 'company', permission: 'tracking:read' },
  query: ZCompanyQuery,
  body: ZVisitsSearch,
  response: z.object({ items: z.array(ZVisit) }),
});
