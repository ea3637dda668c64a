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

describe('the bounds of a position and the exchange rate', () => {
  const parsed = (fields: object, position: object = {}) =>
    ZReceiptInput.safeParse({ ...input('2026-11-24'), ...fields, positions: [{ name: 'Mähen', ...position }] });
  const messages = (result: ReturnType<typeof parsed>) => result.error?.issues.map((issue) => issue.message);

  it('takes a discount of up to 100 %, no more: it would make a negative price', () => {
    expect(parsed({}, { discountPercent: '100' }).success).toBe(true);
    expect(messages(parsed({}, { discountPercent: '150' }))).toEqual([receiptMessages.discount]);
  });

  it('takes only an exchange rate above 0', () => {
    expect(parsed({ currency: 'CHF', vatExchangeRate: '1,0512' }).data?.vatExchangeRate).toBe('1.0512');
    expect(messages(parsed({ currency: 'CHF', vatExchangeRate: '0' }))).toEqual([receiptMessages.exchangeRatePositive]);
  });

  it('names a position name over 200 characters in plain German', () => {
    expect(messages(parsed({}, { name: 'x'.repeat(201) }))).toEqual(['Höchstens 200 Zeichen.']);
  });
});
