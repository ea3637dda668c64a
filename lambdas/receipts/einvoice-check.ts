import type { TEInvoiceFormat } from '../../schemas/customer-billing';
import { AppError, messageForCode } from '../../schemas/errors';
import { isEInvoiceReceiptType, receiptEInvoiceProblems } from '../../schemas/receipts/receipt-einvoice';
import type { ReceiptIssuers } from '../platform/receipt-issuers';
import type { BeforeFinalize } from './receipt-routes';

export type EInvoiceCheckDeps = {
  issuers: ReceiptIssuers;
  eInvoiceFormat: (companyId: string, customerId: string) => Promise<TEInvoiceFormat>;
};

/**
 * An invoice (bill, cancellation bill, credit note) is finalized only when its e-invoice in the customer's
 * format passes the §5 rules: once finalized it can never change (GoBD), so a missing Leitweg-ID or IBAN
 * must be named now, in German, with every problem as an issue.
 */
export const eInvoiceCheck =
  ({ issuers, eInvoiceFormat }: EInvoiceCheckDeps): BeforeFinalize =>
  async (receipt) => {
    if (!isEInvoiceReceiptType(receipt.type)) return;
    const [{ company, unit }, format] = await Promise.all([
      issuers(receipt),
      eInvoiceFormat(receipt.companyId, receipt.customerId),
    ]);
    const problems = receiptEInvoiceProblems(receipt, unit, company, { eInvoiceFormat: format });
    const [first] = problems;
    if (!first) return;
    throw new AppError(first.code, {
      issues: problems.map(({ code, path }) => ({ path, message: messageForCode(code) })),
      detail: `receipt ${receipt.id} would be no valid e-invoice`,
    });
  };
