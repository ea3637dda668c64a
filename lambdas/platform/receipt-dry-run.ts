import { InvokeCommand } from '@aws-sdk/client-lambda';
import * as z from 'zod';
import { type TReceipt, ZReceipt } from '../../schemas/receipts/receipt';
import { functionName } from './config';
import { lambdaClient } from './sdk-clients/lambda';

/**
 * The dry run of a receipt's files (issue 24 point 1): before the receipts service takes a number, the
 * e-invoice service renders the PDF and the e-invoice of the receipt as it would be finalized, with the
 * same code that later stores them, and keeps nothing. A receipt is thus refused with a German message at
 * the field, or finalized and its files made; never numbered without files. The receipts service calls
 * it by Lambda Invoke (lib/services.ts `invokes`): only the e-invoice function carries the generator.
 */

export const ZReceiptDryRunEvent = z.object({ kind: z.literal('receiptDryRun'), receipt: ZReceipt });
export type TReceiptDryRunEvent = z.infer<typeof ZReceiptDryRunEvent>;

/** One thing that keeps the files from being made: a catalogue code and the receipt field at fault. */
export const ZReceiptFileProblem = z.object({ code: z.string().max(40), path: z.string().max(200) });
export type TReceiptFileProblem = z.infer<typeof ZReceiptFileProblem>;

export const ZReceiptDryRunAnswer = z.object({ problems: z.array(ZReceiptFileProblem).max(1000) });
export type TReceiptDryRunAnswer = z.infer<typeof ZReceiptDryRunAnswer>;

/** The port the receipts service uses: [] when the files can be made. */
export type ReceiptDryRun = (receipt: TReceipt) => Promise<TReceiptFileProblem[]>;

const decoder = new TextDecoder();

/** The dry run on the e-invoice function. A failed call is thrown: no number is taken while it is unknown. */
export const lambdaReceiptDryRun =
  (service = 'einvoice'): ReceiptDryRun =>
  async (receipt) => {
    const event: TReceiptDryRunEvent = { kind: 'receiptDryRun', receipt };
    const answer = await lambdaClient().send(
      new InvokeCommand({ FunctionName: functionName(service), Payload: JSON.stringify(event) }),
    );
    const text = answer.Payload ? decoder.decode(answer.Payload) : '';
    if (answer.FunctionError) throw new Error(`receipt dry run failed: ${answer.FunctionError}`);
    return ZReceiptDryRunAnswer.parse(JSON.parse(text)).problems;
  };
