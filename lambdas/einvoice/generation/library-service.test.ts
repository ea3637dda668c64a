import { invoiceSchema } from '@e-invoice-eu/core';
import Ajv2019 from 'ajv/dist/2019';
import { describe, expect, it } from 'vitest';
import { harvestBill } from '../../../schemas/einvoice/document.fixtures';
import { toLibraryInvoice } from './library-invoice';
import { libraryRefusalOf, PRICE_PATTERN, relaxPriceAmount } from './library-service';

/** The harvest bill with a diesel price of 1.629 €/l on its first line. */
const dieselInput = () => {
  const input = toLibraryInvoice(harvestBill());
  const [first] = input['ubl:Invoice']['cac:InvoiceLine'];
  if (!first) throw new Error('The harvest bill has lines.');
  first['cac:Price']['cbc:PriceAmount'] = '1.629';
  return input;
};

const compile = (schema: typeof invoiceSchema) => new Ajv2019({ strict: true, allErrors: true }).compile(schema);

describe("the library's schema, patched for prices (issue 24 point 1)", () => {
  it('refuses a price with 3 decimals as the library ships it', () => {
    const validate = compile(structuredClone(invoiceSchema));
    expect(validate(dieselInput())).toBe(false);
    expect(JSON.stringify(validate.errors)).toContain('cbc:PriceAmount');
  });

  it('takes it with the price amount relaxed, and so does the format check', () => {
    const schema = structuredClone(invoiceSchema);
    relaxPriceAmount(schema);
    expect(compile(schema)(dieselInput())).toBe(true);
    expect(libraryRefusalOf(dieselInput(), 'XRECHNUNG-CII')).toBeUndefined();
  });

  it('relaxes the price only: amounts keep 2 decimals', () => {
    const input = dieselInput();
    input['ubl:Invoice']['cac:LegalMonetaryTotal']['cbc:PayableAmount'] = '2885.555';
    expect(libraryRefusalOf(input, 'XRECHNUNG-UBL')).toMatch(/PayableAmount must match pattern/);
    expect(new RegExp(PRICE_PATTERN).test('1.4258125')).toBe(true);
    expect(new RegExp(PRICE_PATTERN).test('1,629')).toBe(false);
  });
});
