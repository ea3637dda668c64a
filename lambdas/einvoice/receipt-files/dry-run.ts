import type { TReceipt } from '../../../schemas/receipts/receipt';
import { receiptEInvoiceProblems } from '../../../schemas/receipts/receipt-einvoice';
import type { createLogger } from '../../platform/logger';
import type { TReceiptFileProblem } from '../../platform/receipt-dry-run';
import type { ReceiptContext } from './receipt-context';
import { receiptFieldOf } from './receipt-field-paths';
import { type ReceiptRenderers, renderReceiptFiles } from './receipt-files';

export type DryRunDeps = {
  context: ReceiptContext;
  renderers: ReceiptRenderers;
  logger: Pick<ReturnType<typeof createLogger>, 'warn'>;
};

/**
 * The dry run the receipts service asks for before it numbers a receipt (lambdas/platform/receipt-dry-run.ts):
 * the receipt as it would be finalized is checked by the e-invoice rules and then rendered by the same
 * renderers that store its files later, keeping nothing. [] means every file could be made.
 */
export const dryRunReceiptFiles =
  ({ context, renderers, logger }: DryRunDeps) =>
  async (candidate: TReceipt): Promise<TReceiptFileProblem[]> => {
    const sources = { receipt: candidate, ...(await context(candidate)) };
    const problems = receiptEInvoiceProblems(candidate, sources.unit, sources.company, sources);
    if (problems.length > 0) {
      return problems.map(({ code, path }) => ({ code, path: receiptFieldOf(path, candidate) }));
    }
    try {
      await renderReceiptFiles(renderers, sources);
      return [];
    } catch (error) {
      // A refusal no rule of ours foresaw (the generator's own schema, the PDF): named, and no number taken.
      logger.warn('receipt files refused in the dry run', {
        receiptId: candidate.id,
        errorName: error instanceof Error ? error.name : typeof error,
        error: error instanceof Error ? error.message.slice(0, 300) : '',
      });
      return [{ code: 'RCPT_400_40_0001', path: '' }];
    }
  };
