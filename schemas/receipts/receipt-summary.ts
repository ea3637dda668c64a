import type { TReceipt, TReceiptSummary } from './receipt';

/** A receipt as a list row (ZReceiptSummary): the head and the totals, the recipient by name. */
export const receiptSummaryOf = (receipt: TReceipt): TReceiptSummary => ({
  id: receipt.id,
  type: receipt.type,
  status: receipt.status,
  number: receipt.number,
  date: receipt.date,
  customerId: receipt.customerId,
  operatingUnitId: receipt.operatingUnitId,
  subject: receipt.subject,
  totals: receipt.totals,
  dueDate: receipt.dueDate,
  payment: receipt.payment,
  sentAt: receipt.sentAt,
  archived: receipt.archived,
  version: receipt.version,
  updatedAt: receipt.updatedAt,
  recipientName: receipt.recipient?.name ?? '',
});
