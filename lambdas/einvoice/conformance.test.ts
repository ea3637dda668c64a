import { beforeAll, describe, expect, it } from 'vitest';
import { conformanceCases, harvestBill } from '../../schemas/einvoice/document.fixtures';
import {
  describeAsserts,
  loadRules,
  type TValidation,
  validateEInvoice,
  validateSchemas,
} from '../../test/support/einvoice-oracle';
import { embeddedInvoiceXml } from './generation/factur-x-pdf';
import { generateFacturX, generateXml } from './generation/generate';
import { samplePdf } from './generation/sample-pdf.fixtures';

/**
 * Issue 14 point 6: every kind of receipt we write passes the official rules (XSD, EN 16931, XRechnung
 * 3.0) with no fatal or error assert, as UBL, as CII and inside Factur-X. Warnings and information are
 * printed, not failed. The rules load once for the file (about 1 s); each validation takes 50-300 ms.
 */

beforeAll(() => loadRules());

const expectValid = (validation: TValidation) => {
  const notes = validation.asserts.filter((assert) => !validation.failures.includes(assert));
  if (notes.length > 0) console.info(describeAsserts(notes));
  expect(describeAsserts(validation.failures)).toBe('');
};

describe.each(Object.entries(conformanceCases))('%s', (_name, documentOf) => {
  it.each(['UBL', 'CII'] as const)('as XRechnung %s passes the official rules', async (syntax) => {
    const validation = await validateEInvoice(await generateXml(documentOf(), syntax));
    expect(validation.syntax).toBe(syntax === 'UBL' ? 'ubl' : 'cii');
    expectValid(validation);
  });

  it('as Factur-X carries XML that passes the official rules', async () => {
    const xml = await embeddedInvoiceXml(await generateFacturX(documentOf(), await samplePdf()));
    expect(xml).toBeDefined();
    expectValid(await validateEInvoice(xml ?? ''));
  });
});

describe('the oracle', () => {
  it('fails an invoice that breaks the rules', async () => {
    const xml = await generateXml(harvestBill(), 'UBL');
    const withoutBuyerReference = xml.replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, '');
    const { failures } = await validateEInvoice(withoutBuyerReference);
    expect(failures.map((failure) => failure.id)).toContain('BR-DE-15');
  });

  it('names the invoice of an XSD error when it validates several in one run', async () => {
    const ubl = await generateXml(harvestBill(), 'UBL');
    const cii = await generateXml(harvestBill(), 'CII');
    const broken = ubl.replace('<cbc:IssueDate>', '<cbc:Unknown/><cbc:IssueDate>');
    const asserts = await validateSchemas([ubl, cii, broken, ubl]);
    expect(asserts.map((found) => found.length > 0)).toEqual([false, false, true, false]);
  });

  it('fails an invoice that breaks the schema', async () => {
    const xml = await generateXml(harvestBill(), 'CII');
    const { failures } = await validateEInvoice(
      xml.replace('<ram:ApplicableHeaderTradeDelivery>', '<ram:Unknown/><ram:ApplicableHeaderTradeDelivery>'),
    );
    expect(failures.map((failure) => failure.source)).toContain('XSD');
  });
});
