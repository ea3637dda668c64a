import * as z from 'zod';
import { boundedArray, INPUT_LIMITS, idField } from '../input-bounds';
import {
  FIELD_BATCH_LENGTH,
  ZField,
  ZFieldBatchChange,
  ZFieldChange,
  ZFieldInput,
  ZFieldMarkerChange,
  ZFieldMarkerInput,
  ZFieldTrackChange,
  ZFieldTrackInput,
} from '../map-fields';
import { ZLoadingPointBatchChange, ZLoadingPointChange } from '../map-loading-points';
import { ZMapMarker, ZMarkerBatchChange, ZMarkerChange, ZMarkerInput } from '../map-markers';
import { ZTrack, ZTrackBatchChange, ZTrackChange, ZTrackInput } from '../map-tracks';
import { ZLoadingPoint, ZLoadingPointInput } from '../masterdata/partners';
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

/** The six endpoints of a kind of structure under a base path, with the side's access and company query. */
const structureEndpoints = <
  Item extends z.ZodType,
  Input extends z.ZodType,
  Change extends z.ZodType,
  Params extends z.ZodObject,
  BatchCreate extends z.ZodType,
  BatchUpdate extends z.ZodType,
  BatchResponse extends z.ZodType,
  Q extends z.ZodObject,
  L extends z.ZodObject,
  R extends EndpointAccess,
  W extends EndpointAccess,
>(
  base: `/structures/${string}`,
  /** What the kind brings: its schemas, the one path parameter of its id, its batch wrappers. */
  schemas: {
    item: Item;
    input: Input;
    change: Change;
    /** {trackId}, {fieldId}. */
    params: Params;
    /** {tracks: [...]}, {fields: [...]}: of inputs, of changes, of stored items. */
    batch: { create: BatchCreate; update: BatchUpdate; response: BatchResponse };
  },
  side: { query: Q; listQuery: L; read: R; write: W },
) => {
  const { query, listQuery } = side;
  const access = side;
  const { item, input, change, params, batch } = schemas;
  // The path parameter is the one key of the params schema ({trackId}, {fieldId}).
  const byId: `/structures/${string}` = `${base}/{${Object.keys(params.shape).join('')}}`;
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      access: access.read,
      query: listQuery,
      response: z.object({ items: z.array(item) }),
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      access: access.write,
      query,
      body: input,
      response: item,
      successStatus: 201,
    }),
    get: defineEndpoint({
      method: 'GET',
      path: byId,
      access: access.read,
      params: params,
      query,
      response: item,
    }),
    update: defineEndpoint({
      method: 'PATCH',
      path: byId,
      access: access.write,
      params: params,
      query,
      body: change,
      response: item,
    }),
    createBatch: defineEndpoint({
      method: 'POST',
      path: `${base}/batch`,
      access: access.write,
      query,
      body: batch.create,
      response: batch.response,
      successStatus: 201,
    }),
    updateBatch: defineEndpoint({
      method: 'PATCH',
      path: `${base}/batch`,
      access: access.write,
      query,
      body: batch.update,
      response: batch.response,
    }),
  };
};
/** The office's side (Stammdaten > Karte): the role guard of schemas/permissions.ts. */
const officeSide = {
  query: ZCompanyQuery,
  listQuery: ZCompanyQuery.extend({ archived: ZArchivedFilter }),
  read: { kind: 'company', permission: 'structures:read' } as const,
  write: { kind: 'company', permission: 'structures:write' } as const,
};

/** The farmer's side at a contractor (services.md §7): checked by the customer's membership. */
const customerSide = {
  query: ZContractorQuery,
  listQuery: ZContractorQuery.extend({ archived: ZArchivedFilter }),
  read: { kind: 'signedIn' } as const,
  write: { kind: 'signedIn' } as const,
};

const trackSchemas = {
  item: ZTrack,
  input: ZTrackInput,
  change: ZTrackChange,
  params: z.object({ trackId: idField() }),
  batch: {
    create: z.object({ tracks: boundedArray(ZTrackInput, INPUT_LIMITS.batchLength) }),
    update: z.object({ tracks: boundedArray(ZTrackBatchChange, INPUT_LIMITS.batchLength) }),
    response: z.object({ tracks: z.array(ZTrack) }),
  },
};

/** A field batch is bounded by the index writes each field adds to the transaction (FIELD_BATCH_LENGTH). */
const fieldSchemas = {
  item: ZField,
  input: ZFieldInput,
  change: ZFieldChange,
  params: z.object({ fieldId: idField() }),
  batch: {
    create: z.object({ fields: boundedArray(ZFieldInput, FIELD_BATCH_LENGTH) }),
    update: z.object({ fields: boundedArray(ZFieldBatchChange, FIELD_BATCH_LENGTH) }),
    response: z.object({ fields: z.array(ZField) }),
  },
};

const markerSchemas = {
  item: ZMapMarker,
  input: ZMarkerInput,
  change: ZMarkerChange,
  params: z.object({ markerId: idField() }),
  batch: {
    create: z.object({ markers: boundedArray(ZMarkerInput, INPUT_LIMITS.batchLength) }),
    update: z.object({ markers: boundedArray(ZMarkerBatchChange, INPUT_LIMITS.batchLength) }),
    response: z.object({ markers: z.array(ZMapMarker) }),
  },
};

export const officeTrackEndpoints = structureEndpoints('/structures/company/tracks', trackSchemas, officeSide);
export const customerTrackEndpoints = structureEndpoints('/structures/tracks', trackSchemas, customerSide);
export const officeFieldEndpoints = structureEndpoints('/structures/company/fields', fieldSchemas, officeSide);
export const customerFieldEndpoints = structureEndpoints('/structures/fields', fieldSchemas, customerSide);

/**
 * The tracks and markers of a field, one at a time (services.md §7 'POST /fields/{fieldId}/tracks and
 * /fields/{fieldId}/markers; PATCH, DELETE /fields/{fieldId}/tracks/{trackId} and .../markers/{markerId}').
 * They live inside the field, so each answers the field as it is now (its new version and tracksLength).
 */
const fieldPartEndpoints = <Q extends z.ZodObject, W extends EndpointAccess>(
  fields: `/structures/${string}`,
  side: { query: Q; write: W },
) => {
  const { query, write: access } = side;
  const part = <I extends z.ZodType, C extends z.ZodType, P extends z.ZodObject>(
    kind: 'tracks' | 'markers',
    schemas: { input: I; change: C; params: P },
  ) => {
    const { input, change, params } = schemas;
    // The part's own path parameter: the key of its params besides fieldId ({trackId}, {markerId}).
    const partId = Object.keys(params.shape).filter((key) => key !== 'fieldId');
    const byId: `/structures/${string}` = `${fields}/{fieldId}/${kind}/{${partId.join('')}}`;
    return {
      create: defineEndpoint({
        method: 'POST',
        path: `${fields}/{fieldId}/${kind}`,
        access,
        params: z.object({ fieldId: idField() }),
        query,
        body: input,
        response: ZField,
        successStatus: 201,
      }),
      update: defineEndpoint({ method: 'PATCH', path: byId, access, params, query, body: change, response: ZField }),
      remove: defineEndpoint({ method: 'DELETE', path: byId, access, params, query, response: ZField }),
    };
  };
  return {
    tracks: part('tracks', {
      input: ZFieldTrackInput,
      change: ZFieldTrackChange,
      params: z.object({ fieldId: idField(), trackId: idField() }),
    }),
    markers: part('markers', {
      input: ZFieldMarkerInput,
      change: ZFieldMarkerChange,
      params: z.object({ fieldId: idField(), markerId: idField() }),
    }),
  };
};

export const officeFieldPartEndpoints = fieldPartEndpoints('/structures/company/fields', officeSide);
export const customerFieldPartEndpoints = fieldPartEndpoints('/structures/fields', customerSide);

export const officeMarkerEndpoints = structureEndpoints('/structures/company/markers', markerSchemas, officeSide);
export const customerMarkerEndpoints = structureEndpoints('/structures/markers', markerSchemas, customerSide);

const loadingPointSchemas = {
  item: ZLoadingPoint,
  input: ZLoadingPointInput,
  change: ZLoadingPointChange,
  params: z.object({ loadingPointId: idField() }),
  batch: {
    create: z.object({ loadingOrUnloadingPoints: boundedArray(ZLoadingPointInput, INPUT_LIMITS.batchLength) }),
    update: z.object({ loadingOrUnloadingPoints: boundedArray(ZLoadingPointBatchChange, INPUT_LIMITS.batchLength) }),
    response: z.object({ loadingOrUnloadingPoints: z.array(ZLoadingPoint) }),
  },
};

/**
 * Loading and unloading points, the farmer's side (services.md §7). The office keeps them on its pages
 * through the master-data records of the kind 'loadingPoint' (schemas/masterdata/kinds.ts, under
 * /structures/company/loading-or-unloading-points): one store, read and written by both.
 */
export const customerLoadingPointEndpoints = structureEndpoints(
  '/structures/loading-or-unloading-points',
  loadingPointSchemas,
  customerSide,
);

/**
 * The office's batches of loading points (services.md §7 'POST and PATCH batch'); its other four endpoints
 * are the record kind's, which the pages use (list, create, read, change with {version, data}, archive).
 */
const officeLoadingPointSide = structureEndpoints(
  '/structures/company/loading-or-unloading-points',
  loadingPointSchemas,
  officeSide,
);
export const officeLoadingPointBatchEndpoints = {
  createBatch: officeLoadingPointSide.createBatch,
  updateBatch: officeLoadingPointSide.updateBatch,
};

export const mapStructureEndpoints = [
  ...Object.values(officeTrackEndpoints),
  ...Object.values(customerTrackEndpoints),
  ...Object.values(officeFieldEndpoints),
  ...Object.values(customerFieldEndpoints),
  ...[officeFieldPartEndpoints, customerFieldPartEndpoints].flatMap(({ tracks, markers }) => [
    ...Object.values(tracks),
    ...Object.values(markers),
  ]),
  ...Object.values(officeMarkerEndpoints),
  ...Object.values(customerMarkerEndpoints),
  ...Object.values(customerLoadingPointEndpoints),
  ...Object.values(officeLoadingPointBatchEndpoints),
];
