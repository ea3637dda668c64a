import { formatGermanDay } from '../kernel/calendar';
import { formatGermanMoney, formatGermanPercent, type TReceiptCurrency } from '../kernel/german-format';
import { skontoAmount } from '../kernel/vat';

/** How a SEPA direct debit is collected: from the account of the mandate the customer signed. */
export type TDirectDebitTerms = { iban?: string; mandateReference?: string };

/**
 * The payment terms of a bill: due day, and optionally Skonto for payment by an earlier day; or, paid by
 * SEPA direct debit, the mandate's account, debited on the due day.
 */
export type TPaymentTerms = {
  dueDay: string;
  skonto?: { untilDay: string; percent: string };
  directDebit?: TDirectDebitTerms;
};

/** The direct-debit terms of a receipt paid by SEPA direct debit (its recipient's mandate), else undefined. */
export const directDebitOf = (receipt: {
  paymentTerms: { method: string };
  recipient?: { sepaMandate?: { reference: string; iban: string } } | null;
}): TDirectDebitTerms | undefined => {
  if (receipt.paymentTerms.method !== 'DIRECT_DEBIT') return undefined;
  const mandate = receipt.recipient?.sepaMandate;
  return { iban: mandate?.iban, mandateReference: mandate?.reference };
};

/** 'DE…3000': a customer's IBAN in a text shows its country and last 4 digits only (it goes out by mail). */
export const maskedIban = (iban: string): string => {
  const compact = iban.replaceAll(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 2)}…${compact.slice(-4)}`;
};

/**
 * A direct debit names the day, the account and the mandate (SEPA pre-notification): 'Der Betrag von
 * 1.234,56 € wird am 17.11.2026 per SEPA-Lastschrift von Ihrem Konto DE…1234 eingezogen (Mandatsreferenz
 * M-0001).' The full amount is debited, so no Skonto is offered.
 */
const directDebitText = (dueDay: string, debit: TDirectDebitTerms, gross: string, currency: TReceiptCurrency) => {
  const account = debit.iban ? ` von Ihrem Konto ${maskedIban(debit.iban)}` : '';
  const mandate = debit.mandateReference ? ` (Mandatsreferenz ${debit.mandateReference})` : '';
  const amount = formatGermanMoney(gross, currency);
  return `Der Betrag von ${amount} wird am ${formatGermanDay(dueDay)} per SEPA-Lastschrift${account} eingezogen${mandate}.`;
};

/**
 * The payment terms as a receipt prints them (ZReceiptPrint.paymentText) and its e-invoice states them
 * (BT-20): 'Zahlbar bis 17.11.2026 ohne Abzug. Bei Zahlung bis 10.11.2026 2 % Skonto (8,69 €).' The Skonto
 * amount is the receipt arithmetic's. A direct debit is worded as one (directDebitText).
 */
export const paymentTermsText = (terms: TPaymentTerms, gross: string, currency: TReceiptCurrency): string => {
  if (terms.directDebit) return directDebitText(terms.dueDay, terms.directDebit, gross, currency);
  const due = `Zahlbar bis ${formatGermanDay(terms.dueDay)} ohne Abzug.`;
  if (!terms.skonto) return due;
  const { untilDay, percent } = terms.skonto;
  const amount = formatGermanMoney(skontoAmount(gross, percent), currency);
  return `${due} Bei Zahlung bis ${formatGermanDay(untilDay)} ${formatGermanPercent(percent)} Skonto (${amount}).`;
};
