import type { TEInvoiceFormat } from '../../schemas/customer-billing';
import { AppError } from '../../schemas/errors';
import type { TReceiptCompany, TReceiptUnit } from '../../schemas/receipts/issuer';
import type { TReceipt } from '../../schemas/receipts/receipt';
import { dynamoCompanyStore, dynamoOperatingUnitStore } from './company-store';
import { db } from './db/entities';

/**
 * The parties of a receipt as STORED (answers conceal a unit's bank data): its company and issuing
 * operating unit, and the customer's e-invoice format. The e-invoice service renders files with them; the
 * receipts service checks the e-invoice rules with them before finalizing.
 */

/** The customer's e-invoice format; a customer without one gets Factur-X (ZUGFeRD), the PDF with the XML inside. */
export const customerEInvoiceFormat = async (companyId: string, customerId: string): Promise<TEInvoiceFormat> => {
  const { data } = await db()
    .customer.get({ companyId, customerId })
    .go({ attributes: ['eInvoiceFormat'] });
  return data?.eInvoiceFormat ?? 'ZUGFERD';
};

/** The seller's side of a receipt: its company and its issuing unit as stored. */
export type ReceiptIssuers = (receipt: TReceipt) => Promise<{ company: TReceiptCompany; unit: TReceiptUnit }>;

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
