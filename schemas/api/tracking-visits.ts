import * as z from 'zod';
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

export const ZVisitsSearch = z
  .object({
    /** The area's outline, closed or not. */
    area: z
      .array(ZPosition, { error: areaMessage })
      .min(3, areaMessage)
      .max(VISITS.maxVertices, `Höchstens ${VISITS.maxVertices} Ecken.`),
    from: ZDay,
    to: ZDay,
  })
  .refine((search) => search.from <= search.to, {
    path: ['to'],
    message: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  })
  .refine((search) => search.from > search.to || dayCount(search.from, search.to) <= VISITS.maxDays, {
    path: ['to'],
    message: `Bitte wähle einen Zeitraum von höchstens ${VISITS.maxDays} Tagen.`,
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
