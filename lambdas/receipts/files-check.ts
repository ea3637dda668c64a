import { AppError, isErrorCode, messageForCode } from '../../schemas/errors';
import type { ReceiptDryRun } from '../platform/receipt-dry-run';
import type { BeforeFinalize } from './receipt-routes';

/**
 * No number without its files (issue 24 point 1): the receipt, as it would be finalized, goes through a
 * dry run of the very code that later renders and stores its PDF and e-invoice. Whatever keeps the files
 * from being made refuses the finalizing with a 400 naming each field in German; a number is taken only
 * when the dry run made every file.
 */
export const filesCheck =
  (dryRun: ReceiptDryRun): BeforeFinalize =>
  async (candidate) => {
    const problems = await dryRun(candidate).catch((error: unknown) => {
      // No number while it is unknown whether the files can be made: the user tries again later.
      throw new AppError('RCPT_502_10_0002', { detail: `receipt dry run: ${String(error)}` });
    });
    const [first] = problems;
    if (!first) return;
    throw new AppError(isErrorCode(first.code) ? first.code : 'RCPT_400_40_0001', {
      issues: problems.map(({ code, path }) => ({ path, message: messageForCode(code) })),
      detail: `receipt ${candidate.id}: its files could not be made (${problems.map(({ code }) => code).join(', ')})`,
    });
  };
