import { describe, expect, it } from 'vitest';
import { isKeyOfCompany } from './company-keys';

describe('a company’s storage keys', () => {
  it('accepts plain keys under the company’s prefix', () => {
    expect(isKeyOfCompany('hansen', 'companies/hansen/receipts/r-1/Rechnung 42.xml')).toBe(true);
    expect(isKeyOfCompany('hansen', 'companies/hansen/logo/abc')).toBe(true);
  });

  it('refuses another company’s keys, look-alike prefixes, climbing and empty segments', () => {
    for (const key of [
      'companies/petersen/receipts/r-1.xml',
      'companies/hansen-nord/receipts/r-1.xml',
      'companies/hansen',
      'companies/hansen/',
      'companies/hansen/../petersen/r.xml',
      'companies/hansen/./r.xml',
      'companies/hansen//r.xml',
      'companies/hansen/a\\..\\b.xml',
      'companies/hansen/r\n.xml',
      '/companies/hansen/r.xml',
    ]) {
      expect(isKeyOfCompany('hansen', key), key).toBe(false);
    }
  });
});
