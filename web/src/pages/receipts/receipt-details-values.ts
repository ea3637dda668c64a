import { shiftDay } from '../../../../schemas/kernel/calendar';
import { formatGermanMoney, formatGermanPercent } from '../../../../schemas/kernel/german-format';
import { directDebitOf, paymentTermsText } from '../../../../schemas/receipts/payment-terms';
import type { TReceipt } from '../../../../schemas/receipts/receipt';
import { receiptTexts } from '../../i18n/de/receipts';

/**
 * What a receipt's details page shows, free of React: the lines of its totals (as the PDF prints them)
 * and which actions its state allows. The figures are the server's (schemas/kernel/vat.ts), never
 * computed here.
 */

const t = receiptTexts;

/** Summe netto, one 'zzgl. 19 % USt.' line per rate group (none under reverse charge), Gesamtbetrag. */
export const totalsRows = (
  receipt: Pick<TReceipt, 'totals' | 'reverseCharge' | 'currency'>,
): { label: string; value: string; strong?: boolean }[] => {
  const money = (value: string) => formatGermanMoney(value, receipt.currency);
  const taxRows = receipt.reverseCharge
    ? []
    : receipt.totals.vatGroups
        .filter((group) => group.vatPercentPoints > 0)
        .map((group) => ({
          label: t.totals.tax(formatGermanPercent(group.vatPercentPoints)),
          value: money(group.tax),
        }));
  return [
    { label: t.totals.net, value: money(receipt.totals.net) },
    ...taxRows,
    { label: t.totals.gross, value: money(receipt.totals.gross), strong: true },
  ];
};

/** The payment terms as the PDF prints them, once the receipt has a due day (a finalized invoice). */
export const paymentText = (
  receipt: Pick<TReceipt, 'date' | 'dueDate' | 'paymentTerms' | 'totals' | 'currency'> &
    Partial<Pick<TReceipt, 'recipient'>>,
): string | null => {
  if (!receipt.dueDate || !receipt.date) return null;
  const { skonto } = receipt.paymentTerms;
  return paymentTermsText(
    {
      dueDay: receipt.dueDate,
      ...(skonto ? { skonto: { untilDay: shiftDay(receipt.date, skonto.days), percent: skonto.percent } } : {}),
      directDebit: directDebitOf(receipt),
    },
    receipt.totals.gross,
    receipt.currency,
  );
};

/** What may be done with a receipt in its state; the role's rights are checked by the page links and the server. */
export const receiptActions = (
  receipt: Pick<TReceipt, 'type' | 'status' | 'archived' | 'acceptedAt'> & {
    payment: Pick<TReceipt['payment'], 'status'>;
    documents: { xmlKey: string | null } | null;
  },
) => {
  const draft = receipt.status === 'DRAFT';
  const finalized = receipt.status === 'FINALIZED';
  const openBill = receipt.type === 'BILL' && finalized && receipt.payment.status !== 'CANCELLED';
  return {
    edit: draft,
    remove: draft,
    finalize: draft,
    send: finalized,
    downloadXml: finalized && receipt.documents?.xmlKey != null,
    archive: finalized && !receipt.archived,
    unarchive: receipt.archived,
    recordPayment: openBill && receipt.payment.status !== 'PAID',
    cancel: openBill,
    reminders: receipt.type === 'BILL' && finalized,
    acceptOffer: receipt.type === 'OFFER' && finalized && receipt.acceptedAt === null,
  };
};
export type ReceiptActions = ReturnType<typeof receiptActions>;
