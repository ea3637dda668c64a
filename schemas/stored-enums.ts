/**
 * The value lists that stored items' attributes are typed with (the ElectroDB entities in
 * lambdas/platform/db/entities/). A leaf without imports: an entity file that names a status must not load
 * the request schemas, zod schemas and rules of the module that defines the status's meaning (issue 26
 * point 2); those modules re-export their lists from here.
 */

/** Where an order lies: in the lists, in the archive or in the trash (soft delete). */
export const orderShelves = ['ACTIVE', 'ARCHIVED', 'TRASHED'] as const;

/** Order requests' statuses (schemas/api/order-requests.ts). */
export const orderRequestStatuses = ['DRAFT', 'PENDING', 'ACCEPTED', 'REJECTED'] as const;

/** Outgoing receipts' types and statuses (schemas/receipts/receipt.ts). */
export const receiptTypes = [
  'BILL',
  'CANCELLATION_BILL',
  'BILL_REMINDER',
  'CREDIT_NOTE',
  'DELIVERY_NOTE',
  'OFFER',
] as const;

/** DRAFT: editable, no number. FINALIZED: numbered and frozen (GoBD). */
export const receiptStatuses = ['DRAFT', 'FINALIZED'] as const;

/** Why a person or machine is away (schemas/planning/board.ts). */
export const absenceReasons = ['URLAUB', 'KRANK', 'SCHULE', 'WERKSTATT', 'SONSTIGES'] as const;

/** Rental orders' statuses and price bases (schemas/planning/rental.ts). */
export const rentalStatuses = ['RESERVED', 'OUT', 'RETURNED', 'CANCELLED'] as const;
export const rentalPriceBases = ['DAY', 'HOUR'] as const;

/** Devices a push goes to (schemas/api/notifications.ts). */
export const pushPlatforms = ['android', 'ios', 'web'] as const;

/** How a customer pays its bills: by transfer, or by SEPA direct debit on a signed mandate. */
export const paymentMethods = ['TRANSFER', 'DIRECT_DEBIT'] as const;

/**
 * The e-invoice a customer gets: ZUGFeRD (a PDF with the XML inside, what farmers can open) by default,
 * XRechnung as UBL or CII (public buyers), or only the PDF.
 */
export const eInvoiceFormats = ['ZUGFERD', 'XRECHNUNG_UBL', 'XRECHNUNG_CII', 'PDF_ONLY'] as const;
