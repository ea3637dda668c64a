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
