import * as z from 'zod';
import { boundedArray, INPUT_LIMITS, idField } from '../input-bounds';
import { ZTrack, ZTrackBatchChange, ZTrackChange, ZTrackInput } from '../map-tracks';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';

/**
 * The map structures of the structures service (services.md §7): GET list (query archived), POST, GET and
 * PATCH by id, POST and PATCH batch with the batch wrapper ({tracks: [...]}). Archiving is a change
 * (`archived: true`); an archived structure is never restored (§4).
 */

const read = { kind: 'company', permission: 'structures:read' } as const;
const write = { kind: 'company', permission: 'structures:write' } as const;

/** archived: 'false' (default) lists the active structures, 'true' the archived ones, 'all' both. */
export const ZStructureListQuery = ZCompanyQuery.extend({
  archived: z.enum(['true', 'false', 'all']).default('false'),
});

const ZTrackParams = z.object({ trackId: idField() });
const ZTracks = z.object({ tracks: z.array(ZTrack) });

export const listTracks = defineEndpoint({
  method: 'GET',
  path: '/structures/tracks',
  access: read,
  query: ZStructureListQuery,
  response: z.object({ items: z.array(ZTrack) }),
});
export const createTrack = defineEndpoint({
  method: 'POST',
  path: '/structures/tracks',
  access: write,
  query: ZCompanyQuery,
  body: ZTrackInput,
  response: ZTrack,
  successStatus: 201,
});
export const getTrack = defineEndpoint({
  method: 'GET',
  path: '/structures/tracks/{trackId}',
  access: read,
  params: ZTrackParams,
  query: ZCompanyQuery,
  response: ZTrack,
});
export const updateTrack = defineEndpoint({
  method: 'PATCH',
  path: '/structures/tracks/{trackId}',
  access: write,
  params: ZTrackParams,
  query: ZCompanyQuery,
  body: ZTrackChange,
  response: ZTrack,
});
export const createTracks = defineEndpoint({
  method: 'POST',
  path: '/structures/tracks/batch',
  access: write,
  query: ZCompanyQuery,
  body: z.object({ tracks: boundedArray(ZTrackInput, INPUT_LIMITS.batchLength) }),
  response: ZTracks,
  successStatus: 201,
});
export const updateTracks = defineEndpoint({
  method: 'PATCH',
  path: '/structures/tracks/batch',
  access: write,
  query: ZCompanyQuery,
  body: z.object({ tracks: boundedArray(ZTrackBatchChange, INPUT_LIMITS.batchLength) }),
  response: ZTracks,
});

export const mapStructureEndpoints = { listTracks, createTrack, getTrack, updateTrack, createTracks, updateTracks };
