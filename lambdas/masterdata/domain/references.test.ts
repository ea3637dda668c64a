import { describe, expect, it } from 'vitest';
import { employeeLoginIssues, priceAgreementIssues, serviceVariantIssues } from './references';

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

  it('accepts a driver query variant only of the article it is restricted to', () => {
    const query = (resourceId: string, resourceVariantId: string | null) => ({
      restriction: { type: 'RESOURCE' as const, resourceId, resourceVariantId },
    });
    const articles = [{ id: 'r1', ...resource }];
    const service = {
      driverQueries: [query('r1', 'v1'), query('r1', null), query('r1', 'other'), query('gone', 'v1')],
    };
    expect(serviceVariantIssues(service, articles)).toEqual([
      {
        path: 'driverQueries.2.restriction.resourceVariantId',
        message: 'Diese Variante gehört nicht zum gewählten Artikel.',
      },
    ]);
  });

  it('links only a login of the company (one login, one employee: unique-values.test.ts)', () => {
    expect(employeeLoginIssues({ appUserId: null }, { isStaffMember: false })).toEqual([]);
    expect(employeeLoginIssues({ appUserId: 'u' }, { isStaffMember: false })[0]?.message).toBe(
      'Dieser Zugang gehört nicht zu deiner Firma.',
    );
    expect(employeeLoginIssues({ appUserId: 'u' }, { isStaffMember: true })).toEqual([]);
  });
});
