import { type TIncomingBill, ZIncomingBill } from '../../../schemas/einvoice/incoming-bill';
import { detectFormat } from './detect-format';
import { readCii } from './read-cii';
import { readUbl } from './read-ubl';

/** Any EN 16931 e-invoice XML (XRechnung UBL or CII, Peppol BIS, Factur-X's CII) as an incoming bill. */
export const readEInvoice = (xml: string): TIncomingBill => {
  const detected = detectFormat(xml);
  const bill =
    detected.kind === 'CrossIndustryInvoice' ? readCii(detected.root) : readUbl(detected.root, detected.kind);
  // The readers build the shape by hand: the schema is the one place that says what an incoming bill is.
  return ZIncomingBill.parse(bill);
};
