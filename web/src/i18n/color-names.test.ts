import { describe, expect, it } from 'vitest';
import { colorName } from './color-names';

describe('colorName', () => {
  it('names palette colours and the nearest palette colour for other codes', () => {
    expect(colorName('#2e7d32')).toBe('Grün');
    expect(colorName('#EF6C00')).toBe('Orange');
    expect(colorName('#f57f17')).toBe('Orange');
    expect(colorName('#ff0000')).toBe('Rot');
  });

  it('never shows something that is no colour code', () => {
    expect(colorName('blau')).toBe('Unbekannte Farbe');
  });
});
