import * as z from 'zod';
import { boundedArray, INPUT_LIMITS, idField } from '../input-bounds';
import { ZTrack, ZTrackBatchChange, ZTrackChange, ZTrackInput } from '../map-tracks';
import { ZCompanyQuery } from './customers';
import { defineEndpoint, type EndpointAccess } from './endpoint';
import { ZContractorQuery } from './order-requests';

/**
 * The map structures of the structures service (services.md §7): GET list (query archived), POST, GET and
 * PATCH by id, POST and PATCH batch with the batch wrapper ({tracks: [...]}). Archiving is a change
 * (`archived: true`); an archived structure is never restored (§4). Like the order requests, the spec's
 * paths are the customer's (a farmer names the contractor in companyId; services.md §6), and the office
 * works on the same structures under /structures/company with the role guard.
 */

/** archived: 'false' (default) lists the active structures, 'true' the archived ones, 'all' both. */
const ZArchivedFilter = z.enum(['true', 'false', 'all']).default('false');

const ZTrackParams = z.object({ trackId: idField() });
const ZTracks = z.object({ tracks: z.array(ZTrack) });

/** The six track endpoints under a base path, with the side's access and company query. */
const trackEndpoints = <
  Q extends z.ZodObject,
  L extends z.ZodObject,
  R extends EndpointAccess,
  W extends EndpointAccess,
>(
  base: `/structures/${string}`,
  queries: { query: Q; listQuery: L },
  access: { read: R; write: W },
) => {
  const { query, listQuery } = queries;
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      access: access.read,
      query: listQuery,
      response: z.object({ items: z.array(ZTrack) }),
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      access: access.write,
      query,
      body: ZTrackInput,
      response: ZTrack,
      successStatus: 201,
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/{trackId}`,
      access: access.read,
      params: ZTrackParams,
      query,
      response: ZTrack,
    }),
    update: defineEndpoint({
      method: 'PATCH',
      path: `${base}/{trackId}`,
      access: access.write,
      params: ZTrackParams,
      query,
      body: ZTrackChange,
      response: ZTrack,
    }),
    createBatch: defineEndpoint({
      method: 'POST',
      path: `${base}/batch`,
      access: access.write,
      query,
      body: z.object({ tracks: boundedArray(ZTrackInput, INPUT_LIMITS.batchLength) }),
      response: ZTracks,
      successStatus: 201,
    }),
    updateBatch: defineEndpoint({
      method: 'PATCH',
      path: `${base}/batch`,
      access: access.write,
      query,
      body: z.object({ tracks: boundedArray(ZTrackBatchChange, INPUT_LIMITS.batchLength) }),
      response: ZTracks,
    }),
  };
};

/** The office's tracks (Stammdaten > Karte): the role guard of schemas/permissions.ts. */
export const officeTrackEndpoints = trackEndpoints(
  '/structures/company/tracks',
  {
    query: ZCompanyQuery,
    listQuery: ZCompanyQuery.extend({ archived: ZArchivedFilter }),
  },
  {
    read: { kind: 'company', permission: 'structures:read' } as const,
    write: { kind: 'company', permission: 'structures:write' } as const,
  },
);

/** The farmer's tracks at a contractor (services.md §7 /tracks): checked by the customer's membership. */
export const customerTrackEndpoints = trackEndpoints(
  '/structures/tracks',
  {
    query: ZContractorQuery,
    listQuery: ZContractorQuery.extend({ archived: ZArchivedFilter }),
  },
  {
    read: { kind: 'signedIn' } as const,
    write: { kind: 'signedIn' } as const,
  },
);

export const mapStructureEndpoints = [...Object.values(officeTrackEndpoints), ...Object.values(customerTrackEndpoints)];
