import { describe, expect, it } from 'vitest';
import { directDebitBill, harvestBill } from '../../../schemas/einvoice/document.fixtures';
import { withCreditorReference } from './cii-creditor';

const cii = '<rsm:X><ram:ApplicableHeaderTradeSettlement><ram:PaymentReference>1</ram:PaymentReference>';

describe('withCreditorReference', () => {
  it("puts a direct debit's creditor id first into the header settlement", () => {
    expect(withCreditorReference(cii, directDebitBill())).toBe(
      '<rsm:X><ram:ApplicableHeaderTradeSettlement><ram:CreditorReferenceID>DE98ZZZ09999999999</ram:CreditorReferenceID><ram:PaymentReference>1</ram:PaymentReference>',
    );
  });

  it('leaves a transfer alone, and a CII that has one', () => {
    expect(withCreditorReference(cii, harvestBill())).toBe(cii);
    const once = withCreditorReference(cii, directDebitBill());
    expect(withCreditorReference(once, directDebitBill())).toBe(once);
  });
});
