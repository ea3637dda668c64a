import type { TReceipt } from './receipt';

/**
 * What the server keeps of a receipt just made (a draft from orders, a reminder ...): unpaid, not
 * referenced by another, no files, not sent, not finalized, in the lists, version 1. Its due date is the
 * caller's: it follows from the receipt's date and payment terms.
 */
export const newReceiptState = (
  now: Date,
): Pick<
  TReceipt,
  | 'status'
  | 'number'
  | 'payment'
  | 'cancelledByReceiptId'
  | 'acceptedAt'
  | 'documents'
  | 'sentAt'
  | 'sentTo'
  | 'finalizedAt'
  | 'finalizedBy'
  | 'archived'
  | 'version'
  | 'createdAt'
  | 'updatedAt'
> => ({
  status: 'DRAFT',
  number: null,
  payment: { status: 'OPEN', paidAmount: '0', paidOn: null },
  cancelledByReceiptId: null,
  acceptedAt: null,
  documents: null,
  sentAt: null,
  sentTo: [],
  finalizedAt: null,
  finalizedBy: null,
  archived: false,
  version: 1,
  createdAt: now.toISOString(),
  updatedAt: now.toISOString(),
});
