import { formatGermanDay } from '../kernel/calendar';
import { formatGermanMoney, formatGermanPercent, type TReceiptCurrency } from '../kernel/german-format';
import { skontoAmount } from '../kernel/vat';

/** The payment terms of a bill: due day, and optionally Skonto for payment by an earlier day. */
export type TPaymentTerms = {
  dueDay: string;
  skonto?: { untilDay: string; percent: string };
};

/**
 * The payment terms as a receipt prints them (ZReceiptPrint.paymentText): 'Zahlbar bis 17.11.2026 ohne
 * Abzug. Bei Zahlung bis 10.11.2026 2 % Skonto (8,69 €).' The Skonto amount is the receipt arithmetic's.
 */
export const paymentTermsText = (terms: TPaymentTerms, gross: string, currency: TReceiptCurrency): string => {
  const due = `Zahlbar bis ${formatGermanDay(terms.dueDay)} ohne Abzug.`;
  if (!terms.skonto) return due;
  const { untilDay, percent } = terms.skonto;
  const amount = formatGermanMoney(skontoAmount(gross, percent), currency);
  return `${due} Bei Zahlung bis ${formatGermanDay(untilDay)} ${formatGermanPercent(percent)} Skonto (${amount}).`;
};
