import type { TReceipt } from '../../../schemas/receipts/receipt';
import { withPresumedSupply } from '../../../schemas/receipts/time-of-supply';
import type { Clock } from '../../platform/clock';
import type { createLogger } from '../../platform/logger';
import { changeFinalizedReceipt, type ReceiptRecords, type TReceiptKey } from '../../platform/receipt-records';
import type { ObjectStorage } from '../../platform/storage';
import type { ReceiptContext } from './receipt-context';
import { type ReceiptRenderers, renderReceiptFiles, retentionEnd } from './receipt-files';

export type ReceiptFileDeps = {
  records: ReceiptRecords;
  context: ReceiptContext;
  storage: ObjectStorage;
  renderers: ReceiptRenderers;
  clock: Clock;
  logger: Pick<ReturnType<typeof createLogger>, 'warn'>;
};

/** What became of a finalized receipt's message: its files stored now, or nothing to do (a replay). */
export type TStoreOutcome = 'stored' | 'unchanged';

/**
 * Renders and stores the files of a just finalized receipt and records them on it (issue 14 point 3). The
 * files are put under Object Lock until the end of their retention (GoBD); the record changes only while
 * the receipt is FINALIZED without files, so a replayed message changes nothing. A receipt changed between
 * read and write (a payment, a sending) is read again and its files recorded on the new version.
 */
const needsFiles = (receipt: TReceipt | undefined): receipt is TReceipt =>
  receipt?.status === 'FINALIZED' && !receipt.documents;

export const storeReceiptFiles =
  ({ records, context, storage, renderers, clock, logger }: ReceiptFileDeps) =>
  async (key: TReceiptKey): Promise<TStoreOutcome> => {
    const current = await records.read(key);
    if (!needsFiles(current)) return 'unchanged';
    // A receipt numbered before every invoice had to state its time of supply still gets its e-invoice.
    const sources = { receipt: withPresumedSupply(current), ...(await context(current)) };
    const { files, documents, eInvoiceProblems } = await renderReceiptFiles(renderers, sources);
    if (eInvoiceProblems.length > 0) {
      logger.warn('receipt without its e-invoice', {
        receiptId: current.id,
        codes: eInvoiceProblems.map((problem) => problem.code),
      });
    }
    const retainUntil = retentionEnd(current, clock.now());
    for (const file of files) await storage.put(file.key, file.bytes, file.contentType, { retainUntil });
    const updatedAt = clock.now().toISOString();
    const recorded = await changeFinalizedReceipt(
      records,
      key,
      (receipt) => (receipt.documents ? undefined : { ...receipt, documents, updatedAt }),
      'Dateien erstellt',
      current,
    );
    return recorded ? 'stored' : 'unchanged';
  };
