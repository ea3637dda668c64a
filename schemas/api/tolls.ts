import * as z from 'zod';
import { idField } from '../input-bounds';
import { ZTollImport, ZTollRowError, ZUnassignedTrip } from '../planning/toll';
import { ZLogoUploadAnswer } from './company';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';

/**
 * The toll import (issue 15, 'Maut' page; office roles): the browser uploads the operator's trip list straight
 * to storage with a presigned URL, then asks for its import. A 100,000-row list is about 12 MB: beyond the
 * API's body limit, so it never travels through the API (the import reads it from storage).
 */

/** A toll list of 100,000 rows is about 12 MB; 30 MB leaves room for wide exports. */
export const TOLL_FILE_MAX_BYTES = 30 * 1024 * 1024;
/** How many unassigned trips an answer carries; the import keeps them all, the page shows the first ones. */
export const UNASSIGNED_TRIPS_SHOWN = 1000;
/** How many unreadable lines an import keeps (the first ones: a wholly broken file repeats its reason). */
export const ROW_ERRORS_KEPT = 200;

export const tollImportMessages = {
  size: `Die Datei ist zu groß. Erlaubt sind höchstens ${TOLL_FILE_MAX_BYTES / 1024 / 1024} MB.`,
  empty: 'Die Datei ist leer.',
  orderUnknown: 'Dieser Auftrag wurde nicht gefunden.',
  orderWithoutMachine: 'Dieser Auftrag hat keine Maschine. Bitte wähle einen Auftrag mit Maschine.',
} as const;

const UPLOAD_KEY_MAX = 300;

export const ZTollUploadRequest = z.object({
  size: z.number().int().positive(tollImportMessages.empty).max(TOLL_FILE_MAX_BYTES, tollImportMessages.size),
});
/** Where and how the browser PUTs the file (the same answer as a logo upload's). */
export const ZTollUploadAnswer = ZLogoUploadAnswer;

export const ZTollImportRequest = z.object({
  key: z.string().min(1).max(UPLOAD_KEY_MAX),
  fileName: z.string().trim().min(1).max(200),
});

/** An import with what the office still has to do: the open trips (the first ones) and the unreadable lines. */
export const ZTollImportDetails = z.object({
  import: ZTollImport,
  unassignedTrips: z.array(ZUnassignedTrip),
  rowErrors: z.array(ZTollRowError),
});
export type TTollImportDetails = z.infer<typeof ZTollImportDetails>;

export const ZTollTripAssignment = z.object({
  tripId: z.string().min(1).max(200),
  orderId: idField(tollImportMessages.orderUnknown),
});

const read = { kind: 'company', permission: 'orders:read' } as const;
const write = { kind: 'company', permission: 'orders:write' } as const;
const ZImportParams = z.object({ importId: idField() });

export const requestTollUpload = defineEndpoint({
  method: 'POST',
  path: '/orders/toll-imports/upload',
  access: write,
  query: ZCompanyQuery,
  body: ZTollUploadRequest,
  response: ZTollUploadAnswer,
  successStatus: 201,
});

/** Reads the uploaded list, puts the trips onto their orders and keeps the import with its open trips. */
export const importTolls = defineEndpoint({
  method: 'POST',
  path: '/orders/toll-imports',
  access: write,
  query: ZCompanyQuery,
  body: ZTollImportRequest,
  response: ZTollImportDetails,
  successStatus: 201,
});

/** The company's imports, latest first. */
export const listTollImports = defineEndpoint({
  method: 'GET',
  path: '/orders/toll-imports',
  access: read,
  query: ZCompanyQuery,
  response: z.object({ items: z.array(ZTollImport) }),
});

export const getTollImport = defineEndpoint({
  method: 'GET',
  path: '/orders/toll-imports/{importId}',
  access: read,
  params: ZImportParams,
  query: ZCompanyQuery,
  response: ZTollImportDetails,
});

/** The office puts an open trip onto an order by hand; it leaves the open trips. */
export const assignTollTrip = defineEndpoint({
  method: 'POST',
  path: '/orders/toll-imports/{importId}/assignments',
  access: write,
  params: ZImportParams,
  query: ZCompanyQuery,
  body: ZTollTripAssignment,
  response: ZTollImportDetails,
});

export const tollEndpoints = { requestTollUpload, importTolls, listTollImports, getTollImport, assignTollTrip };
