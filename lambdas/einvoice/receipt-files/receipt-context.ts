import type { TEInvoiceFormat } from '../../../schemas/customer-billing';
import { AppError } from '../../../schemas/errors';
import type { TReceipt } from '../../../schemas/receipts/receipt';
import { dynamoCompanyStore, dynamoOperatingUnitStore } from '../../platform/company-store';
import { db } from '../../platform/db/entities';
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

const customerFormat = async (companyId: string, customerId: string): Promise<TEInvoiceFormat> => {
  const { data } = await db()
    .customer.get({ companyId, customerId })
    .go({ attributes: ['eInvoiceFormat'] });
  return data?.eInvoiceFormat ?? 'ZUGFERD';
};

/** The seller's side of a receipt: its company and its issuing unit as stored. */
export type ReceiptIssuers = (receipt: TReceipt) => Promise<Pick<TReceiptFileSources, 'company' | 'unit'>>;

export const dynamoReceiptIssuers = (): ReceiptIssuers => {
  const companies = dynamoCompanyStore();
  const units = dynamoOperatingUnitStore();
  return async (receipt) => {
    const [company, unit] = await Promise.all([
      companies.get(receipt.companyId),
      units.get(receipt.companyId, receipt.operatingUnitId),
    ]);
    if (!company) throw new AppError('RCPT_404_20_0001', { detail: `company of receipt ${receipt.id}` });
    if (!unit) throw new AppError('RCPT_404_20_0002', { detail: `operating unit of receipt ${receipt.id}` });
    return { company, unit };
  };
};

export const dynamoReceiptContext =
  (storage: ObjectStorage, issuers = dynamoReceiptIssuers()): ReceiptContext =>
  async (receipt) => {
    const [{ company, unit }, eInvoiceFormat] = await Promise.all([
      issuers(receipt),
      customerFormat(receipt.companyId, receipt.customerId),
    ]);
    return { company, unit, eInvoiceFormat, logo: await logoDataUrl(storage, unit.logoKey ?? company.logoKey) };
  };
