import * as z from 'zod';
import { accountingErrors } from './error-catalogue/accounting';
import { bankErrors } from './error-catalogue/bank';
import { boardErrors } from './error-catalogue/board';
import { campaignErrors } from './error-catalogue/campaigns';
import { cropProtectionErrors } from './error-catalogue/crop-protection';
import { einvoiceErrors } from './error-catalogue/einvoice';
import { gatewayErrors } from './error-catalogue/gateway';
import { mailErrors } from './error-catalogue/mail';
import { orderErrors } from './error-catalogue/orders';
import { platformErrors } from './error-catalogue/platform';
import { progressErrors } from './error-catalogue/progress';
import { receiptErrors } from './error-catalogue/receipts';
import { rentalErrors } from './error-catalogue/rentals';
import { structuresErrors } from './error-catalogue/structures';
import { tollErrors } from './error-catalogue/tolls';
import { trackingErrors } from './error-catalogue/tracking';
import { workErrors } from './error-catalogue/work';

/**
 * The one error model (DESIGN §2 rule 4). Every error that crosses the API carries a catalogue code;
 * the HTTP status and the German text come from this table, nowhere else.
 *
 * Codes follow the spec's format prefix_status_area_number (services.md §8: a service prefix, the HTTP
 * status, a two-digit area and a four-digit number; the structures service also uses the shorter
 * prefix_status and prefix_status_area). Prefixes, one per service:
 * - FCPA_  structures service: the spec's own codes and texts (application.md §8, services.md §8)
 * - ACC_   accounting export (DATEV connection, CSV and batch exports, transfers)
 * - EINV_  e-invoice (XRechnung, ZUGFeRD)
 * - BANK_  bank connection (open banking, transaction matches)
 * - GW_    machine-connectivity gateway (CLAAS, John Deere)
 * - MAIL_  mail service, including the inbound receipt inbox
 * - RCPT_  receipt gateway (incoming-receipt uploads)
 * - LW_    the platform's own codes (validation, sign-in, tenancy, conflicts) for cases the spec does not word
 * Areas 01 (sign-in and company access) and 02 (request validation) mean the same in every service; the
 * others are described at the top of each file in `error-catalogue/`. The spec gives causes without codes
 * for every service but the structures service, so those codes and texts are ours.
 */
export const errorCatalogue = {
  ...structuresErrors,
  ...accountingErrors,
  ...einvoiceErrors,
  ...bankErrors,
  ...gatewayErrors,
  ...mailErrors,
  ...receiptErrors,
  ...platformErrors,
  ...workErrors,
  ...orderErrors,
  ...trackingErrors,
  ...cropProtectionErrors,
  ...campaignErrors,
  ...rentalErrors,
  ...tollErrors,
  ...progressErrors,
  ...boardErrors,
} as const satisfies Record<string, { status: number; message: string }>;

/** The spec's code format: prefix, HTTP status, then optionally a two-digit area and a four-digit number. */
export const ERROR_CODE_PATTERN = /^[A-Z]+_[1-5]\d{2}(_\d{2}(_\d{4})?)?$/;

export type ErrorCode = keyof typeof errorCatalogue;

export const UNKNOWN_ERROR_MESSAGE = 'Unbekannter Fehler.';

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorCatalogue, code);

/** The German text for a code; 'Unbekannter Fehler.' for codes the catalogue does not know. */
export const messageForCode = (code: string): string =>
  isErrorCode(code) ? errorCatalogue[code].message : UNKNOWN_ERROR_MESSAGE;

export const statusForCode = (code: ErrorCode): number => errorCatalogue[code].status;

/** One field problem, with a German message and the dotted path of the field. */
export const ZFieldIssue = z.object({ path: z.string(), message: z.string() });
export type TFieldIssue = z.infer<typeof ZFieldIssue>;

/** The wire shape of every API error. */
export const ZApiError = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(ZFieldIssue).optional(),
  requestId: z.string().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** A failure the caller can act on: carries a catalogue code, optionally field issues. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: TFieldIssue[] | undefined;

  constructor(code: ErrorCode, options: { issues?: TFieldIssue[]; cause?: unknown; detail?: string } = {}) {
    super(options.detail ?? code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.issues = options.issues;
  }

  get status(): number {
    return statusForCode(this.code);
  }

  toJSON(): TApiError {
    return { code: this.code, message: messageForCode(this.code), ...(this.issues ? { issues: this.issues } : {}) };
  }
}
