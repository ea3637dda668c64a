import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { decimalText, dividingTo, normaliseDecimal, roundHalfUp } from './money';

describe('decimal texts', () => {
  it('stores one spelling of an amount', () => {
    expect(normaliseDecimal('012.500')).toBe('12.5');
    expect(normaliseDecimal('0.0')).toBe('0');
    expect(normaliseDecimal('-0.00')).toBe('0');
    expect(normaliseDecimal('-007.10')).toBe('-7.1');
  });

  it('writes calculated amounts in normal notation', () => {
    expect(decimalText(new Big('0.0000001'))).toBe('0.0000001');
    expect(decimalText(new Big('1e21'))).toBe('1000000000000000000000');
    expect(decimalText(new Big('-0'))).toBe('0');
  });
});

describe('commercial rounding', () => {
  it('rounds ties away from zero', () => {
    expect(decimalText(roundHalfUp(new Big('1.2345'), 3))).toBe('1.235');
    expect(decimalText(roundHalfUp(new Big('-1.2345'), 3))).toBe('-1.235');
    expect(decimalText(roundHalfUp(new Big('0.005'), 2))).toBe('0.01');
    expect(decimalText(roundHalfUp(new Big('2.675'), 2))).toBe('2.68'); // a float says 2.67
  });

  it('rounds a division to the constructor’s decimals without touching the global Big', () => {
    const Percent = dividingTo(2);
    expect(decimalText(new Percent(2).div(3))).toBe('0.67');
    expect(decimalText(new Percent(1).div(8))).toBe('0.13');
    expect(new Big(1).div(3).toFixed()).toBe('0.33333333333333333333');
  });
});
