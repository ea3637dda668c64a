import { formatGermanDay } from '../kernel/calendar';
import { receiptTypeLabels, type TReceipt, type TReceiptType } from './receipt';
import type { TReceiptTypeSettings } from './settings';

/**
 * The subject and text of the mail a finalized receipt goes out with (issue 14 point 5): the type's texts
 * from the receipt settings, else ours ('Rechnung RE-2026-0042 von Hansen GmbH'). Receipts address the
 * customer formally, as their texts on the PDF do.
 */

/** 'unsere Rechnung', 'unseren Lieferschein', 'unser Angebot'. */
const ours: Record<TReceiptType, string> = {
  BILL: 'unsere',
  CANCELLATION_BILL: 'unsere',
  BILL_REMINDER: 'unsere',
  CREDIT_NOTE: 'unsere',
  DELIVERY_NOTE: 'unseren',
  OFFER: 'unser',
};

export const receiptMailTexts = (
  receipt: Pick<TReceipt, 'type' | 'number' | 'date'>,
  settings: Pick<TReceiptTypeSettings, 'mailSubject' | 'mailText'>,
  companyName: string,
): { subject: string; text: string } => {
  const named = `${receiptTypeLabels[receipt.type]} ${receipt.number ?? ''}`.trim();
  const dated = receipt.date ? ` vom ${formatGermanDay(receipt.date)}` : '';
  return {
    subject: settings.mailSubject || `${named} von ${companyName}`,
    text:
      settings.mailText ||
      `Guten Tag,\n\nanbei erhalten Sie ${ours[receipt.type]} ${named}${dated}.\n\nMit freundlichen Grüßen\n${companyName}`,
  };
};
