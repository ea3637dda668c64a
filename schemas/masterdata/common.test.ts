import { describe, expect, it } from 'vitest';
import { ZVatPercentPoints } from './common';

describe('ZVatPercentPoints', () => {
  it('keeps hundredths, so no magnitude DynamoDB refuses reaches the store', () => {
    expect(ZVatPercentPoints.parse(10.7)).toBe(10.7);
    expect(ZVatPercentPoints.parse(1e-200)).toBe(0);
    expect(Object.is(ZVatPercentPoints.parse(-0), 0)).toBe(true);
    expect(ZVatPercentPoints.safeParse(100.5).success).toBe(false);
  });
});
