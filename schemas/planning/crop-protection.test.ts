import { describe, expect, it } from 'vitest';
import { decodeCropProtectionFile, readDay, readDecimal, readUnit } from './crop-protection';

describe('crop-protection cells', () => {
  it('reads German and plain decimals, days and units', () => {
    expect(readDecimal('1.234,5', ';')).toBe('1234.5');
    expect(readDecimal('0,75', ';')).toBe('0.75');
    expect(readDecimal('1.500', ';')).toBe('1500');
    expect(readDecimal('1.5', ',')).toBe('1.5');
    expect(readDecimal('2,50', ',')).toBe('2.5');
    expect(readDecimal('abc', ';')).toBeUndefined();
    expect(readDecimal('', ';')).toBeUndefined();
    expect(readDay('1.5.26')).toBe('2026-05-01');
    expect(readDay('2026-05-12 08:30')).toBe('2026-05-12');
    expect(readDay('31.02.2026')).toBeUndefined();
    expect(readUnit('L/ha')).toBe('l');
    expect(readUnit('kg / ha')).toBe('kg');
    expect(readUnit('Stk.')).toBeUndefined();
  });

  it('decodes UTF-8 without BOM as UTF-8 and other bytes as Windows-1252', () => {
    expect(decodeCropProtectionFile(new TextEncoder().encode('Fläche'))).toBe('Fläche');
    expect(decodeCropProtectionFile(new Uint8Array([0x46, 0x6c, 0xe4, 0x63, 0x68, 0x65]))).toBe('Fläche');
  });
});
