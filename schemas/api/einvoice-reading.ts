import * as z from 'zod';
import { ZIncomingBill } from '../einvoice/incoming-bill';
import { tooLongMessage } from '../input-bounds';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';
import { UPLOAD_MAX_BYTES, uploadedFile } from './uploads';

/** S3's own limit for a key. */
const STORAGE_KEY_MAX = 1024;

/**
 * The e-invoice's file in the documents bucket (services.md §3 keeps the name `firebaseStoragePath`): a
 * key in the caller's company's receipt folders ('companies/<id>/receipts/…', '…/incoming-receipts/…');
 * any other key is refused before the bucket is asked (lambdas/platform/storage-keys.ts).
 */
const ZStoredEInvoice = z.object({
  firebaseStoragePath: z
    .string()
    .min(1, 'Bitte gib den Speicherpfad der E-Rechnung an.')
    .max(STORAGE_KEY_MAX, tooLongMessage(STORAGE_KEY_MAX)),
});

/** The XML itself, at most as large as an upload (services.md §9: 10 MB). */
const ZInlineEInvoice = z.object({
  xml: z
    .string()
    .min(1, 'Bitte füge den Inhalt der E-Rechnung ein.')
    .max(UPLOAD_MAX_BYTES, 'Die E-Rechnung ist zu groß. Möglich sind höchstens 10 MB.'),
});

const access = { kind: 'company', permission: 'receipts:read' } as const;

/** Reads a stored XRechnung (UBL or CII; a stored ZUGFeRD PDF too) into an incoming bill (services.md §7). */
export const readXRechnung = defineEndpoint({
  method: 'POST',
  path: '/invoices/xrechnung/read',
  access,
  query: ZCompanyQuery,
  body: ZStoredEInvoice,
  response: ZIncomingBill,
});

/** A readable German HTML page of an e-invoice, given as XML or as a stored file (services.md §7). */
export const visualizeXRechnung = defineEndpoint({
  method: 'POST',
  path: '/invoices/xrechnung/visualize',
  access,
  query: ZCompanyQuery,
  body: z.union([ZInlineEInvoice, ZStoredEInvoice]),
  response: z.object({ html: z.string() }),
});

/** Reads the invoice XML inside an uploaded ZUGFeRD / Factur-X PDF (multipart, part `pdf`, services.md §7). */
export const readZugferd = defineEndpoint({
  method: 'POST',
  path: '/invoices/zugferd/read',
  access,
  query: ZCompanyQuery,
  bodyFormat: 'multipart',
  body: z.object({ pdf: uploadedFile(['application/pdf']) }),
  response: ZIncomingBill,
});

export const einvoiceReadingEndpoints = { readXRechnung, visualizeXRechnung, readZugferd } as const;
