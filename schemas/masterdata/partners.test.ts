import { describe, expect, it } from 'vitest';
import { receiptDataMessages } from '../messages';
import { ZSupplier, ZSupplierInput } from './partners';

describe("a supplier's VAT id", () => {
  const vatIdIssues = (vatId: string, addressCountryCode?: string) =>
    (ZSupplierInput.safeParse({ name: 'Raiffeisen', vatId, addressCountryCode }).error?.issues ?? []).filter(
      (issue) => issue.path.join('.') === 'vatId',
    );

  it('is refused unless it has its state’s format and check digits, as a customer’s (issue 25)', () => {
    for (const invalid of ['NaN', 'DE134567890', 'DE12345678', 'XX123'])
      expect(
        vatIdIssues(invalid).map((issue) => issue.message),
        invalid,
      ).toEqual([receiptDataMessages.invalidVatId]);
  });

  it('is stored normalised, and must be of the address’s country', () => {
    expect(ZSupplierInput.parse({ name: 'Raiffeisen', vatId: 'de 134 567 896' }).vatId).toBe('DE134567896');
    expect(vatIdIssues('ATU12345675')).toHaveLength(1);
    expect(vatIdIssues('ATU12345675', 'AT')).toEqual([]);
    expect(ZSupplierInput.parse({ name: 'Raiffeisen' }).vatId).toBeUndefined();
  });

  it('kept before the rule reads as it was stored', () => {
    const stored = { id: 's1', companyId: 'c1', version: 1, archived: false, createdAt: 'x', updatedAt: 'x' };
    expect(ZSupplier.parse({ ...stored, name: 'Alt', vatId: 'NaN' }).vatId).toBe('NaN');
  });
});
