import type { TIncomingBillFormat } from '../../../schemas/einvoice/incoming-bill';
import { AppError } from '../../../schemas/errors';
import { parseBoundedXml, type XmlElement } from './xml-tree';

/** The document kinds EN 16931 allows: UBL's Invoice and CreditNote, CII's CrossIndustryInvoice. */
export type TEInvoiceKind = 'Invoice' | 'CreditNote' | 'CrossIndustryInvoice';

export type DetectedEInvoice = { format: TIncomingBillFormat; kind: TEInvoiceKind; root: XmlElement };

const formatOfRoot: Record<TEInvoiceKind, TIncomingBillFormat> = {
  Invoice: 'UBL',
  CreditNote: 'UBL',
  CrossIndustryInvoice: 'CII',
};

const isKind = (name: string): name is TEInvoiceKind => Object.hasOwn(formatOfRoot, name);

/**
 * Which syntax an XML text is, by its document element's local name (the prefix is the producer's
 * choice). Parsed within bounds (xml-tree.ts); anything else answers EINV_400_10_0003.
 */
export const detectFormat = (xml: string): DetectedEInvoice => {
  const { rootName, root } = parseBoundedXml(xml);
  if (!isKind(rootName)) throw new AppError('EINV_400_10_0003', { detail: `document element ${rootName}` });
  return { format: formatOfRoot[rootName], kind: rootName, root };
};
