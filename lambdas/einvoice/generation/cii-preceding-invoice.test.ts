import { describe, expect, it } from 'vitest';
import { cancellationBill, harvestBill } from '../../../schemas/einvoice/document.fixtures';
import { withPrecedingInvoice } from './cii-preceding-invoice';

const cii =
  '<ram:ApplicableHeaderTradeSettlement><ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:DuePayableAmount>1</ram:DuePayableAmount></ram:SpecifiedTradeSettlementHeaderMonetarySummation></ram:ApplicableHeaderTradeSettlement>';

describe('withPrecedingInvoice', () => {
  it("puts the cancelled bill's number and date after the header summation (BT-25, BT-26)", () => {
    expect(withPrecedingInvoice(cii, cancellationBill())).toBe(
      '<ram:ApplicableHeaderTradeSettlement><ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:DuePayableAmount>1</ram:DuePayableAmount></ram:SpecifiedTradeSettlementHeaderMonetarySummation>' +
        '<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>RE-2026-0042</ram:IssuerAssignedID><ram:FormattedIssueDateTime><qdt:DateTimeString format="102">20260814</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>' +
        '</ram:ApplicableHeaderTradeSettlement>',
    );
  });

  it('leaves a bill without preceding invoice alone, and a CII that has one', () => {
    expect(withPrecedingInvoice(cii, harvestBill())).toBe(cii);
    const once = withPrecedingInvoice(cii, cancellationBill());
    expect(withPrecedingInvoice(once, cancellationBill())).toBe(once);
  });

  it('escapes the number', () => {
    const document = { ...cancellationBill(), precedingInvoice: { number: 'RE<1>&2', issueDate: '' } };
    expect(withPrecedingInvoice(cii, document)).toContain(
      '<ram:IssuerAssignedID>RE&lt;1&gt;&amp;2</ram:IssuerAssignedID>',
    );
  });
});
