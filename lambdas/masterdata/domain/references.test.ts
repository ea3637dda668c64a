import { describe, expect, it } from 'vitest';
import { employeeLoginIssues, priceAgreementIssues } from './references';

const resource = {
  variants: [{ id: 'v1', name: 'LG', pricing: null, subVariants: [{ id: 's1', name: 'S 220', pricing: null }] }],
};
const agreement = (resourceVariantId: string | null) => ({
  priceTarget: {
    resourceId: 'r1',
    overrides: [
      {
        resourceVariantId,
        pricing: {
          calculationType: 'FIXED' as const,
          costPerUnit: null,
          surchargePercent: null,
          pricePerUnit: { type: 'SIMPLE' as const, price: '1' },
        },
      },
    ],
  },
});

describe('references of master data', () => {
  it('accepts variants and sub variants of the chosen article only', () => {
    expect(priceAgreementIssues(agreement(null), resource)).toEqual([]);
    expect(priceAgreementIssues(agreement('s1'), resource)).toEqual([]);
    expect(priceAgreementIssues(agreement('other'), resource)).toEqual([
      {
        path: 'priceTarget.overrides.0.resourceVariantId',
        message: 'Diese Variante gehört nicht zum gewählten Artikel.',
      },
    ]);
    expect(priceAgreementIssues(agreement(null), undefined)[0]?.path).toBe('priceTarget.resourceId');
  });

  it('links only a login of the company (one login, one employee: unique-values.test.ts)', () => {
    expect(employeeLoginIssues({ appUserId: null }, { isStaffMember: false })).toEqual([]);
    expect(employeeLoginIssues({ appUserId: 'u' }, { isStaffMember: false })[0]?.message).toBe(
      'Dieser Zugang gehört nicht zu deiner Firma.',
    );
    expect(employeeLoginIssues({ appUserId: 'u' }, { isStaffMember: true })).toEqual([]);
  });
});
