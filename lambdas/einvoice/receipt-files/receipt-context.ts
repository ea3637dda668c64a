import type { TReceipt } from '../../../schemas/receipts/receipt';
import { customerEInvoiceFormat, dynamoReceiptIssuers, type ReceiptIssuers } from '../../platform/receipt-issuers';
import type { ObjectStorage } from '../../platform/storage';
import type { TReceiptFileSources } from './receipt-files';

/**
 * What a receipt is printed and e-invoiced with besides itself: the company, the issuing operating unit as
 * STORED (answers conceal its bank data), the customer's e-invoice format and the logo (the unit's, else
 * the company's) as a data URL.
 */
export type ReceiptContext = (receipt: TReceipt) => Promise<Omit<TReceiptFileSources, 'receipt'>>;

const LOGO_TYPES = new Set(['image/png', 'image/jpeg']);

/** The stored logo as a data URL; its type was checked against its bytes when it was confirmed. */
export const logoDataUrl = async (storage: ObjectStorage, key: string | undefined): Promise<string | undefined> => {
  if (!key) return undefined;
  const [info, bytes] = await Promise.all([storage.head(key), storage.get(key)]);
  if (!info?.contentType || !LOGO_TYPES.has(info.contentType) || !bytes) return undefined;
  return `data:${info.contentType};base64,${Buffer.from(bytes).toString('base64')}`;
};

export const dynamoReceiptContext =
  (storage: ObjectStorage, issuers: ReceiptIssuers = dynamoReceiptIssuers()): ReceiptContext =>
  async (receipt) => {
    const [{ company, unit }, eInvoiceFormat] = await Promise.all([
      issuers(receipt),
      customerEInvoiceFormat(receipt.companyId, receipt.customerId),
    ]);
    return { company, unit, eInvoiceFormat, logo: await logoDataUrl(storage, unit.logoKey ?? company.logoKey) };
  };
