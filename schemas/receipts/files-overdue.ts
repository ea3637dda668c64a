import type { TReceipt } from './receipt';

/** A finalized receipt's files normally follow within seconds; a minute without them means they failed. */
export const FILES_EXPECTED_MS = 60_000;

/** The files of a finalized receipt are overdue: the page flags it and reading it asks for them again. */
export const filesOverdue = (receipt: Pick<TReceipt, 'status' | 'documents' | 'finalizedAt'>, now: Date): boolean =>
  receipt.status === 'FINALIZED' &&
  receipt.documents === null &&
  receipt.finalizedAt !== null &&
  now.getTime() - Date.parse(receipt.finalizedAt) > FILES_EXPECTED_MS;
