import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import type { TEInvoiceLine } from '../../../schemas/einvoice/document';
import { lineNet } from '../../../schemas/kernel/vat';
import { invoiceLine, netPriceOf } from './library-lines';

const line = (fields: Partial<TEInvoiceLine>): TEInvoiceLine => ({
  id: '1',
  name: 'Diesel',
  quantity: '1',
  unitCode: 'LTR',
  unitPrice: '1',
  vatCategory: 'S',
  vatPercentPoints: 19,
  ...fields,
});

/** PEPPOL-EN16931-R120: quantity × net price, rounded to cents, is the line's net. */
const holdsR120 = (entry: TEInvoiceLine) => {
  const net = lineNet(entry);
  return new Big(entry.quantity).times(netPriceOf(entry, net)).round(2, Big.roundHalfUp).eq(net);
};

describe('netPriceOf (BT-146)', () => {
  it('keeps the price as typed, with 3 or 4 decimals', () => {
    expect(netPriceOf(line({ unitPrice: '1.629', quantity: '1234.5' }), '2010.85')).toBe('1.629');
    expect(netPriceOf(line({ unitPrice: '0.0875' }), '0.09')).toBe('0.0875');
  });

  it('prices a discount at the exact net price when it is short', () => {
    expect(netPriceOf(line({ unitPrice: '85.5', quantity: '3.5', discountPercent: '10' }), '269.33')).toBe('76.95');
  });

  it('rounds a long discounted net price to the fewest decimals that keep quantity × price at the net', () => {
    // 1.6295 less 12.5 % = 1.4258125: 37 × 1.4258 = 52.75 and 37 × 1.42581 = 52.75, but the net is 52.76.
    const discounted = line({ unitPrice: '1.6295', quantity: '37', discountPercent: '12.5' });
    expect(lineNet(discounted)).toBe('52.76');
    expect(netPriceOf(discounted, '52.76')).toBe('1.425813');
    // One unit: the price at the unit price's 4 decimals gives the net already.
    expect(netPriceOf({ ...discounted, quantity: '1' }, lineNet({ ...discounted, quantity: '1' }))).toBe('1.4258');
  });

  it('keeps R120 for every quantity and discount tried', () => {
    for (const quantity of ['1', '3.5', '37', '1234.5', '0.125'])
      for (const discountPercent of ['3', '12.5', '33.33'])
        for (const unitPrice of ['1.629', '85.5', '0.0875', '12.3456']) {
          const entry = line({ quantity, discountPercent, unitPrice });
          expect(holdsR120(entry), `${quantity} × ${unitPrice} − ${discountPercent} %`).toBe(true);
        }
  });
});

describe('invoiceLine', () => {
  it("writes a line's service day as its period (BG-26)", () => {
    expect(invoiceLine(line({ serviceDate: '2026-08-05' }), '1', 'EUR')['cac:InvoicePeriod']).toEqual({
      'cbc:StartDate': '2026-08-05',
      'cbc:EndDate': '2026-08-05',
    });
    expect(invoiceLine(line({}), '1', 'EUR')['cac:InvoicePeriod']).toBeUndefined();
  });
});
