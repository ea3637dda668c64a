import * as z from 'zod';
import { boundedArray, INPUT_LIMITS, idField } from '../input-bounds';
import { ZDecimal } from '../masterdata/common';
import { ZDay } from '../masterdata/price-agreement';
import { ZOrderStatus } from '../order-enums';
import { cropProtectionUnits } from '../planning/crop-protection';
import type { References } from '../references';
import { ZUnit } from '../units';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';

/**
 * The crop-protection import (application.md §2, issue 15 point 7): the office uploads a farm program's
 * export of applications for one customer, sees each line matched to an order, a field and an article
 * (or why not), and takes the matched ones over as resource usages of the orders.
 */

const access = { kind: 'company', permission: 'orders:write' } as const;

/** The file as text: 2 MB holds tens of thousands of applications; the page decodes its encoding. */
export const CROP_PROTECTION_FILE_MAX_CHARS = 2_000_000;
/** Lines one import takes over: a season's export of one farm. */
export const CROP_PROTECTION_ROWS_MAX = 2000;

export const ZCropProtectionPreviewInput = z.object({
  customerId: idField('Bitte wähle einen Kunden aus.'),
  fileName: z.string().max(INPUT_LIMITS.nameLength).default(''),
  content: z
    .string()
    .min(1, 'Bitte wähle eine Datei aus.')
    .max(CROP_PROTECTION_FILE_MAX_CHARS, 'Die Datei darf höchstens 2 MB groß sein.'),
});
export type TCropProtectionPreviewInput = z.input<typeof ZCropProtectionPreviewInput>;

/** What a line of the file said; null fields were not in the file (or the line could not be read). */
const ZReadApplication = z.object({
  day: ZDay.nullable(),
  time: z.string().nullable(),
  fieldName: z.string().nullable(),
  areaHa: z.string().nullable(),
  crop: z.string().nullable(),
  product: z.string().nullable(),
  approvalNumber: z.string().nullable(),
  amount: z.string().nullable(),
  unit: z.enum(cropProtectionUnits).nullable(),
});

export const cropProtectionRowStatuses = ['MATCHED', 'UNMATCHED', 'DUPLICATE'] as const;

export const ZCropProtectionPreviewRow = z.object({
  line: z.number().int().positive(),
  read: ZReadApplication,
  status: z.enum(cropProtectionRowStatuses),
  /** Why the line is not matched (German), null when it is. */
  reason: z.string().nullable(),
  fieldId: z.string().nullable(),
  orderId: z.string().nullable(),
  resourceId: z.string().nullable(),
  /** The amount in the article's unit (converted from ml or g), and that unit. */
  amount: z.string().nullable(),
  unit: ZUnit.nullable(),
});
export type TCropProtectionPreviewRow = z.infer<typeof ZCropProtectionPreviewRow>;

/** The customer's orders and the articles a row may be changed to by hand. */
export const ZCropProtectionPreview = z.object({
  rows: z.array(ZCropProtectionPreviewRow),
  orders: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      plannedStartDateTime: z.string(),
      status: ZOrderStatus,
    }),
  ),
  resources: z.array(z.object({ id: z.string(), name: z.string(), unit: ZUnit })),
});
export type TCropProtectionPreview = z.infer<typeof ZCropProtectionPreview>;

export const ZCropProtectionImportRow = z.object({
  line: z.number().int().positive().max(10_000_000),
  orderId: idField('Bitte wähle einen Auftrag aus.'),
  resourceId: idField('Bitte wähle einen Artikel aus.'),
  resourceVariantId: idField().nullable().default(null),
  amount: ZDecimal,
  day: ZDay,
});

export const ZCropProtectionImportInput = z.object({
  customerId: idField('Bitte wähle einen Kunden aus.'),
  rows: boundedArray(ZCropProtectionImportRow, CROP_PROTECTION_ROWS_MAX).min(
    1,
    'Bitte wähle mindestens eine Zeile aus.',
  ),
});
export type TCropProtectionImportInput = z.input<typeof ZCropProtectionImportInput>;

export const ZCropProtectionImportResult = z.object({
  /** Usages added, lines skipped as already imported, orders changed. */
  added: z.number().int(),
  duplicates: z.number().int(),
  orders: z.number().int(),
});
export type TCropProtectionImportResult = z.infer<typeof ZCropProtectionImportResult>;

/** Ids in the bodies that name records of the company (schemas/references.ts). */
export const cropProtectionReferences = {
  preview: { customerId: 'customer' },
  save: { customerId: 'customer', 'rows.*.resourceId': 'resource' },
} satisfies Record<string, References>;

export const previewCropProtectionImport = defineEndpoint({
  method: 'POST',
  path: '/orders/crop-protection-imports/preview',
  access,
  query: ZCompanyQuery,
  body: ZCropProtectionPreviewInput,
  response: ZCropProtectionPreview,
});

export const saveCropProtectionImport = defineEndpoint({
  method: 'POST',
  path: '/orders/crop-protection-imports',
  access,
  query: ZCompanyQuery,
  body: ZCropProtectionImportInput,
  response: ZCropProtectionImportResult,
  successStatus: 201,
});

export const cropProtectionEndpoints = { previewCropProtectionImport, saveCropProtectionImport };
