import * as z from 'zod';
import { MAX_QUERY_SPAN_DEGREES } from '../geo/field-index';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';

/**
 * The field-geometry service (services.md §3 'Field-geometry service', §7 'GET /geo/fields (minLat,
 * maxLat, minLng, maxLng) returns a list of fields'): the company's fields within a map box, read from the
 * spatial index (schemas/geo/field-index.ts), as the map asks for them while panning.
 */

const LAT_MESSAGE = 'Breitengrad muss zwischen -90 und 90 liegen.';
const LNG_MESSAGE = 'Längengrad muss zwischen -180 und 180 liegen.';

/** A box edge from the query string: a number within the globe (a missing or empty edge is none). */
const edge = (limit: number, message: string) =>
  z
    .string({ error: message })
    .max(32, message)
    .trim()
    .refine((text) => text !== '' && Number.isFinite(Number(text)), { message, abort: true })
    .transform(Number)
    // Aborting: a box with an edge off the globe is not also judged by its size.
    .pipe(z.number().min(-limit, { message, abort: true }).max(limit, { message, abort: true }));

export const ZFieldBoxQuery = ZCompanyQuery.extend({
  minLat: edge(90, LAT_MESSAGE),
  maxLat: edge(90, LAT_MESSAGE),
  minLng: edge(180, LNG_MESSAGE),
  maxLng: edge(180, LNG_MESSAGE),
})
  .refine((box) => box.minLat <= box.maxLat, {
    path: ['minLat'],
    message: 'Bitte gib einen Ausschnitt an, dessen Südrand nicht nördlich seines Nordrands liegt.',
  })
  .refine((box) => box.minLng <= box.maxLng, {
    path: ['minLng'],
    message: 'Bitte gib einen Ausschnitt an, dessen Westrand nicht östlich seines Ostrands liegt.',
  })
  .refine(
    (box) => box.maxLat - box.minLat <= MAX_QUERY_SPAN_DEGREES && box.maxLng - box.minLng <= MAX_QUERY_SPAN_DEGREES,
    {
      path: ['maxLat'],
      message: `Der Kartenausschnitt ist zu groß (höchstens ${MAX_QUERY_SPAN_DEGREES}° × ${MAX_QUERY_SPAN_DEGREES}°). Bitte zoome näher heran.`,
    },
  );
export type TFieldBoxQuery = z.infer<typeof ZFieldBoxQuery>;

/** services.md §3 'Field-geometry service' Field: the outline as [lng, lat] pairs (GeoJSON order, as the map takes it). */
export const ZGeoField = z.object({
  id: z.string(),
  name: z.string(),
  coordinates: z.array(z.tuple([z.number(), z.number()])),
  usage: z.string().nullable(),
});
export type TGeoField = z.infer<typeof ZGeoField>;

/**
 * The company's fields whose bounding box meets the map box (edges included), each once. The office reads
 * them with the role guard geo:fields; a farmer names the contractor in companyId and reads only their own
 * (lambdas/geo/field-reader.ts decides, as one path serves both).
 */
export const listFieldsInBox = defineEndpoint({
  method: 'GET',
  path: '/geo/fields',
  access: { kind: 'signedIn' },
  query: ZFieldBoxQuery,
  response: z.object({ items: z.array(ZGeoField) }),
});

export const geoEndpoints = { listFieldsInBox };
