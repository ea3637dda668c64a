import { describe, expect, it } from 'vitest';
import { formatReceiptNumber, usesOwnNumberRange, ZReceiptSettings } from './settings';

describe('the number formats', () => {
  it('fill the year, the padded running number and the unit prefix', () => {
    const facts = { year: 2026, running: 7, unitPrefix: 'S-' };
    expect(formatReceiptNumber('RE-{JJJJ}-{NR:4}', facts)).toBe('RE-2026-0007');
    expect(formatReceiptNumber('{BETRIEB}{JJ}/{NR}', facts)).toBe('S-26/7');
  });

  it('keep a unit in the company range unless the format prints its prefix and it has one', () => {
    const plain = ZReceiptSettings.parse({ unitPrefixes: { schleswig: 'S-' } });
    expect(usesOwnNumberRange(plain, 'BILL', 'schleswig')).toBe(false);
    const withUnit = ZReceiptSettings.parse({
      unitPrefixes: { schleswig: 'S-', husum: '' },
      types: { BILL: { numberFormat: '{BETRIEB}RE-{JJJJ}-{NR:4}' } },
    });
    expect(usesOwnNumberRange(withUnit, 'BILL', 'schleswig')).toBe(true);
    expect(usesOwnNumberRange(withUnit, 'BILL', 'husum')).toBe(false);
    expect(usesOwnNumberRange(withUnit, 'BILL', 'unknown')).toBe(false);
    // The other types keep their defaults without {BETRIEB}.
    expect(usesOwnNumberRange(withUnit, 'CREDIT_NOTE', 'schleswig')).toBe(false);
  });
});
