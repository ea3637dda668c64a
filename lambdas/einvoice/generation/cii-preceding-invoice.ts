import type { TEInvoiceDocument } from '../../../schemas/einvoice/document';
import { escapeXml } from './cii-creditor';

/**
 * The preceding invoice (BG-3: BT-25 number, BT-26 date) of a cancellation bill or credit note in CII. The
 * library takes it from the UBL-shaped input (cac:BillingReference) but reads its id one level too high, so
 * its CII has none; UBL has it. In CII it is ram:InvoiceReferencedDocument of the header settlement, right
 * after the monetary summation (CII D16B order), its date a qdt:DateTimeString in format 102 (YYYYMMDD).
 */

const SUMMATION_END = '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>';

const referencedDocument = ({ number, issueDate }: { number: string; issueDate: string }): string =>
  [
    '<ram:InvoiceReferencedDocument>',
    `<ram:IssuerAssignedID>${escapeXml(number)}</ram:IssuerAssignedID>`,
    ...(issueDate
      ? [
          '<ram:FormattedIssueDateTime>',
          `<qdt:DateTimeString format="102">${issueDate.replaceAll('-', '')}</qdt:DateTimeString>`,
          '</ram:FormattedIssueDateTime>',
        ]
      : []),
    '</ram:InvoiceReferencedDocument>',
  ].join('');

/** The CII text with the preceding invoice of the document, when it names one; else as it is. */
export const withPrecedingInvoice = (cii: string, document: TEInvoiceDocument): string => {
  const preceding = document.precedingInvoice;
  if (!preceding?.number.trim() || cii.includes('<ram:InvoiceReferencedDocument>')) return cii;
  const at = cii.indexOf(SUMMATION_END);
  if (at < 0) throw new Error('CII without a header monetary summation');
  const end = at + SUMMATION_END.length;
  return `${cii.slice(0, end)}${referencedDocument(preceding)}${cii.slice(end)}`;
};
