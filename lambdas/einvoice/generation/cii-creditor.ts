import type { TEInvoiceDocument } from '../../../schemas/einvoice/document';

/**
 * The SEPA creditor id (BT-90) in CII. XRechnung requires it for a direct debit (BR-DE-30); in CII it is
 * the first child of the header settlement (ram:CreditorReferenceID). The library writes it only from a
 * payee party, and a payee that is the seller itself is refused (BR-17, UBL-SR-19), so we add it to the
 * library's CII ourselves. UBL carries it as the seller's identification (schemeID SEPA) and needs nothing.
 */

const SETTLEMENT_START = '<ram:ApplicableHeaderTradeSettlement>';

export const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The CII text with the creditor id of a direct debit; other documents as they are. */
export const withCreditorReference = (cii: string, document: TEInvoiceDocument): string => {
  const creditorId = document.seller.creditorId;
  if (document.payment.means !== 'DIRECT_DEBIT' || !creditorId || cii.includes('<ram:CreditorReferenceID>')) {
    return cii;
  }
  const at = cii.indexOf(SETTLEMENT_START);
  if (at < 0) throw new Error('CII without a header trade settlement');
  const end = at + SETTLEMENT_START.length;
  return `${cii.slice(0, end)}<ram:CreditorReferenceID>${escapeXml(creditorId)}</ram:CreditorReferenceID>${cii.slice(end)}`;
};
