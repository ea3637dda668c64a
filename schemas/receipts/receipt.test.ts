import { describe, expect, it } from 'vitest';
import { receiptMessages, ZReceiptInput } from './receipt';

const input = (date: string) => ({ operatingUnitId: 'unit-1', customerId: 'customer-1', date, positions: [] });

describe('ZReceiptInput', () => {
  it('takes a receipt date from 2000 to 2099 and names a typo outside at the date', () => {
    expect(ZReceiptInput.safeParse(input('2026-11-24')).success).toBe(true);
    const typo = ZReceiptInput.safeParse(input('1926-11-24'));
    expect(typo.success).toBe(false);
    expect(typo.error?.issues).toEqual([
      expect.objectContaining({ path: ['date'], message: receiptMessages.dateRange }),
    ]);
  });
});

describe("a position's unit price", () => {
  const withPrice = (unitPrice: string) =>
    ZReceiptInput.safeParse({ ...input('2026-11-24'), positions: [{ name: 'Diesel', unitPrice }] });

  it('keeps the precision typed: fuel in 3 decimals, a derived price in 5, German comma or point', () => {
    expect(withPrice('1.629').data?.positions[0]?.unitPrice).toBe('1.629');
    expect(withPrice('1,629').data?.positions[0]?.unitPrice).toBe('1.629');
    expect(withPrice('0.08251').data?.positions[0]?.unitPrice).toBe('0.08251');
  });

  it('names more than 5 decimals at the field', () => {
    const refused = withPrice('1.6290001');
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['positions', 0, 'unitPrice'], message: receiptMessages.unitPriceDecimals }),
    ]);
  });
});
