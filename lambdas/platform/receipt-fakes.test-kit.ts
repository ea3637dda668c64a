import type { TReceipt } from '../../schemas/receipts/receipt';
import type { ReceiptRecords } from './receipt-records';
import type { ObjectStorage, PutOptions } from './storage';

/**
 * In-memory stand-ins of the receipt records and the documents bucket for the tests of the services that
 * store, download and send a receipt's files (test-only).
 */

export const memoryReceiptRecords = (initial: readonly TReceipt[]) => {
  const receipts = new Map(initial.map((receipt) => [receipt.id, receipt]));
  const writes: TReceipt[] = [];
  /** The history entries written with the changes: who and what. */
  const changes: { change: string; userName: string }[] = [];
  const records: ReceiptRecords = {
    read: async ({ companyId, type, receiptId }) => {
      const receipt = receipts.get(receiptId);
      return receipt?.companyId === companyId && receipt.type === type ? receipt : undefined;
    },
    writeFinalizedChange: async (changed, readVersion, entry) => {
      const stored = receipts.get(changed.id);
      if (stored?.version !== readVersion || stored.status !== 'FINALIZED') return false;
      receipts.set(changed.id, changed);
      writes.push(changed);
      changes.push({ change: entry.change, userName: entry.userName });
      return true;
    },
  };
  return { records, receipts, writes, changes };
};

export type TStoredObject = { bytes: Uint8Array; contentType: string; options?: PutOptions };

export const memoryStorage = (initial: Record<string, TStoredObject> = {}) => {
  const objects = new Map(Object.entries(initial));
  const storage: ObjectStorage = {
    put: async (key, body, contentType, options) => {
      const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
      objects.set(key, { bytes, contentType, options });
    },
    get: async (key) => objects.get(key)?.bytes,
    head: async (key) => {
      const object = objects.get(key);
      return object && { contentType: object.contentType, size: object.bytes.byteLength };
    },
    delete: async (key) => {
      objects.delete(key);
    },
    uploadUrl: async () => {
      throw new Error('no uploads here');
    },
    downloadUrl: async (key, now) => ({
      url: `https://files.test/${key}?signed`,
      expiresAt: new Date(now.getTime() + 15 * 60 * 1000),
    }),
  };
  return { storage, objects };
};
