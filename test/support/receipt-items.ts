import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { type TReceipt, ZReceipt } from '../../schemas/receipts/receipt';
import { runtime, tableClient } from './api-client';

/**
 * A receipt item written as ElectroDB writes it (lambdas/platform/db/entities/receipts.ts): the head
 * fields as attributes, the rest as `content`. Until the receipts service finalizes receipts itself, the
 * tests of what follows finalizing (the files, the e-invoice routes) write the finalized receipt so.
 */
const receiptItemKey = (receipt: Pick<TReceipt, 'companyId' | 'type' | 'id'>) => ({
  pk: receipt.companyId,
  sk: `receipt#${receipt.type}#${receipt.id}`,
});

export const putReceiptItem = async (receipt: TReceipt) => {
  const { id, companyId, type, status, number, archived, version, createdAt, updatedAt, ...content } = receipt;
  await (await tableClient()).send(
    new PutCommand({
      TableName: runtime().tableName,
      Item: {
        ...receiptItemKey(receipt),
        __edb_e__: 'receipt',
        __edb_v__: '1',
        companyId,
        receiptId: id,
        type,
        status,
        ...(number === null ? {} : { number }),
        archived,
        version,
        createdAt,
        updatedAt,
        // As the service's client writes it: fields without a value are left out.
        content: JSON.parse(JSON.stringify(content)),
      },
    }),
  );
};

const ZStoredHead = z.object({
  version: z.number(),
  content: z.object({ documents: ZReceipt.shape.documents, sentAt: ZReceipt.shape.sentAt }),
});

/** The stored item's version and content (documents, sentAt ...). */
export const readReceiptItem = async (receipt: Pick<TReceipt, 'companyId' | 'type' | 'id'>) => {
  const { Item } = await (await tableClient()).send(
    new GetCommand({ TableName: runtime().tableName, Key: receiptItemKey(receipt), ConsistentRead: true }),
  );
  return Item && ZStoredHead.parse(Item);
};
