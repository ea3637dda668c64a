import { createXRechnung, createZugferd } from '../../schemas/api/einvoice';
import type { TEInvoiceDocument } from '../../schemas/einvoice/document';
import { eInvoiceProblems, type TEInvoiceReceiptType, type TEInvoiceTarget } from '../../schemas/einvoice/rules';
import { AppError, messageForCode } from '../../schemas/errors';
import { type Route, route } from '../platform/http';
import type { CompanyAccess } from '../platform/tenancy';
import { eInvoiceFileName } from './generation/file-names';
import { generateFacturX, generateXml } from './generation/generate';

/** Which receipt a request names (services.md §7). */
export type TReceiptReference = {
  companyId: string;
  operatingUnitId: string;
  receiptType: TEInvoiceReceiptType;
  receiptId: string;
};

/**
 * Where the e-invoice service gets a receipt's content from: the receipts service maps its bill,
 * cancellation bill or credit note onto the neutral document (undefined when there is no such receipt).
 */
export type EInvoiceDocuments = {
  documentOf(reference: TReceiptReference): Promise<TEInvoiceDocument | undefined>;
};

/** The spec's requests name the company in the body: it must be the one the call was granted. */
const requireOwnCompany = (reference: TReceiptReference, company: CompanyAccess): void => {
  if (reference.companyId !== company.companyId) {
    throw new AppError('LW_403_01_0001', { detail: `body names company ${reference.companyId}` });
  }
};

/** The receipt's document, refused with the first of the §5 problems (and all of them as issues). */
const checkedDocument = async (
  documents: EInvoiceDocuments,
  reference: TReceiptReference,
  target: TEInvoiceTarget,
): Promise<TEInvoiceDocument> => {
  const document = await documents.documentOf(reference);
  if (!document) throw new AppError('EINV_404_20_0001', { detail: `receipt ${reference.receiptId}` });
  const problems = eInvoiceProblems(document, { target, receiptType: reference.receiptType });
  const [first] = problems;
  if (first) {
    const issues = problems.map(({ code, path }) => ({ path, message: messageForCode(code) }));
    throw new AppError(first.code, { issues, detail: `receipt ${reference.receiptId} is no valid e-invoice` });
  }
  return document;
};

/** A PDF the library cannot take (damaged, encrypted) is a tooling failure, not a bug of ours. */
const facturXOf = async (document: TEInvoiceDocument, pdf: Uint8Array): Promise<Uint8Array> => {
  try {
    return await generateFacturX(document, pdf);
  } catch (cause) {
    throw new AppError('EINV_500_30_0001', { cause, detail: 'Factur-X generation failed' });
  }
};

export const eInvoiceRoutes = ({ documents }: { documents: EInvoiceDocuments }): Route[] => [
  route(createXRechnung, async ({ body: { format, ...reference } }, { company }) => {
    requireOwnCompany(reference, company);
    const document = await checkedDocument(documents, reference, 'XRECHNUNG');
    return {
      fileName: eInvoiceFileName(reference.receiptType, document.number, 'xml'),
      xml: await generateXml(document, format),
    };
  }),
  route(createZugferd, async ({ body: { pdf, ...reference } }, { company }) => {
    requireOwnCompany(reference, company);
    const document = await checkedDocument(documents, reference, 'ZUGFERD');
    return {
      contentType: 'application/pdf',
      fileName: eInvoiceFileName(reference.receiptType, document.number, 'pdf'),
      bytes: await facturXOf(document, pdf.content),
    };
  }),
];
