import * as z from 'zod';
import { eInvoiceReceiptTypes } from '../einvoice/rules';
import { idField } from '../input-bounds';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';
import { uploadedFile, ZBinaryFile } from './uploads';

/**
 * The e-invoice service's generating routes (services.md §7 'E-invoice service', §3 'Zugferd create
 * request'): an outgoing receipt as XRechnung XML or as a Factur-X PDF. The body names the company as the
 * spec's request does; it must be the one the call works on (`?companyId=`, else the caller's default).
 */

export const xmlSyntaxes = ['UBL', 'CII'] as const;

const ZReceiptReference = {
  receiptType: z.enum(eInvoiceReceiptTypes, { error: 'Bitte wähle eine Belegart aus.' }),
  receiptId: idField(),
  companyId: idField(),
  operatingUnitId: idField(),
};

export const ZXRechnungCreate = z.object({
  ...ZReceiptReference,
  format: z.enum(xmlSyntaxes, { error: 'Bitte wähle UBL oder CII.' }),
});
export type TXRechnungCreate = z.infer<typeof ZXRechnungCreate>;

export const ZXRechnungFile = z.object({ fileName: z.string(), xml: z.string() });

export const createXRechnung = defineEndpoint({
  method: 'POST',
  path: '/invoices/xrechnung/create',
  access: { kind: 'company', permission: 'receipts:read' },
  query: ZCompanyQuery,
  body: ZXRechnungCreate,
  response: ZXRechnungFile,
});

/** Multipart: the receipt's PDF (≤ 10 MB, fonts embedded) and which receipt it shows. */
export const ZZugferdCreate = z.object({ ...ZReceiptReference, pdf: uploadedFile(['application/pdf']) });

export const createZugferd = defineEndpoint({
  method: 'POST',
  path: '/invoices/zugferd/create',
  access: { kind: 'company', permission: 'receipts:read' },
  query: ZCompanyQuery,
  bodyFormat: 'multipart',
  body: ZZugferdCreate,
  response: ZBinaryFile,
  responseFormat: 'binary',
});

export const einvoiceEndpoints = { createXRechnung, createZugferd } as const;
