import { describe, expect, it } from 'vitest';
import type { TPricing } from '../masterdata/pricing';
import {
  fixedPriceFromSurcharge,
  indexPriceAgreements,
  priceFor,
  pricingForVariant,
  resolvePrice,
  selectPriceAgreement,
  surchargedPrice,
  surchargePercentFromPrice,
} from './pricing';
import { agreement, fixed, resource, tiers, usage } from './pricing.fixtures';

describe('surcharge arithmetic', () => {
  it('rounds a surcharged price half-up to 3 decimals', () => {
    expect(surchargedPrice('10', '15')).toBe('11.5');
    expect(surchargedPrice('1.2345', '7.5')).toBe('1.327'); // 1.3270875
    expect(surchargedPrice('1.2345', '0')).toBe('1.235'); // a float would say 1.234
    expect(surchargedPrice('0.0005', '0')).toBe('0.001');
    expect(surchargedPrice('0', '50')).toBe('0');
  });

  it('keeps 5 decimals for a fixed price derived from a surcharge', () => {
    expect(fixedPriceFromSurcharge('1.2345', '7.5')).toBe('1.32709');
    expect(fixedPriceFromSurcharge('10', '15')).toBe('11.5');
  });

  it('derives the surcharge percent to 2 decimals, null for cost 0', () => {
    expect(surchargePercentFromPrice('3', '3.333')).toBe('11.1');
    expect(surchargePercentFromPrice('3', '4')).toBe('33.33');
    expect(surchargePercentFromPrice('3', '3.00015')).toBe('0.01'); // exactly 0.005
    expect(surchargePercentFromPrice('10', '9')).toBe('-10');
    expect(surchargePercentFromPrice('0', '5')).toBeNull();
  });
});

describe('priceFor', () => {
  const staffel: [string, string][] = [
    ['0', '10'],
    ['100', '8'],
    ['500', '5'],
  ];

  it('multiplies a simple price without float artefacts and rounds the total to cents', () => {
    expect(priceFor(fixed('0.1'), '3')).toEqual({ unitPrice: '0.1', total: '0.3' });
    expect(priceFor(fixed('1.005'), '1')).toEqual({ unitPrice: '1.005', total: '1.01' });
    expect(priceFor(fixed('0.1'), '-3')).toEqual({ unitPrice: '0.1', total: '-0.3' });
  });

  it('charges each unit at its bracket for TIERED', () => {
    expect(priceFor(tiers('TIERED', staffel), '150')).toEqual({ unitPrice: '9.33333', total: '1400' });
    expect(priceFor(tiers('TIERED', staffel), '600')).toEqual({ unitPrice: '7.83333', total: '4700' });
    expect(priceFor(tiers('TIERED', staffel), '100')).toEqual({ unitPrice: '10', total: '1000' });
    expect(priceFor(tiers('TIERED', staffel), '0')).toEqual({ unitPrice: '10', total: '0' });
  });

  it('charges the whole amount at the reached tier for VOLUME', () => {
    expect(priceFor(tiers('VOLUME', staffel), '150')).toEqual({ unitPrice: '8', total: '1200' });
    expect(priceFor(tiers('VOLUME', staffel), '99.5')).toEqual({ unitPrice: '10', total: '995' });
    expect(priceFor(tiers('VOLUME', staffel), '500')).toEqual({ unitPrice: '5', total: '2500' });
    expect(priceFor(tiers('VOLUME', staffel), '0')).toEqual({ unitPrice: '10', total: '0' });
  });

  it('prices a SURCHARGE from cost and percent and ignores pricePerUnit', () => {
    const surcharge: TPricing = {
      ...tiers('TIERED', staffel),
      calculationType: 'SURCHARGE',
      costPerUnit: '10',
      surchargePercent: '15',
    };
    expect(priceFor(surcharge, '2')).toEqual({ unitPrice: '11.5', total: '23' });
    // The bill multiplies the rounded unit price it prints: 1.327 * 3, not 1.3270875 * 3.
    expect(priceFor({ ...surcharge, costPerUnit: '1.2345', surchargePercent: '7.5' }, '3').total).toBe('3.98');
  });
});

describe('pricingForVariant', () => {
  it('uses the own pricing, else the parent variant, else the article', () => {
    expect(pricingForVariant(resource, null)).toEqual(fixed('1.5'));
    expect(pricingForVariant(resource, 'rot')).toEqual(fixed('1.2'));
    expect(pricingForVariant(resource, 'rot-eigen')).toEqual(fixed('1.1'));
    expect(pricingForVariant(resource, 'rot-erbt')).toEqual(fixed('1.2'));
    expect(pricingForVariant(resource, 'gruen')).toEqual(fixed('1.5'));
    expect(pricingForVariant(resource, 'gruen-erbt')).toEqual(fixed('1.5'));
    expect(pricingForVariant(resource, 'unbekannt')).toEqual(fixed('1.5'));
    expect(pricingForVariant({ ...resource, variantsType: 'SIMPLE' }, 'rot')).toEqual(fixed('1.5'));
  });
});

describe('selectPriceAgreement', () => {
  it('takes the latest start among the agreements covering the day (both ends inclusive)', () => {
    const old = agreement({ start: '2024-01-01' });
    const newer = agreement({ start: '2024-06-01', end: '2024-06-15' });
    const future = agreement({ start: '2024-06-16' });
    expect(selectPriceAgreement([old, newer, future], usage())?.agreement).toBe(newer);
    expect(selectPriceAgreement([old, newer, future], usage({ date: '2024-06-16' }))?.agreement).toBe(future);
    expect(selectPriceAgreement([newer], usage({ date: '2024-05-31' }))).toBeNull();
  });

  it('prefers a specific-customer agreement to a newer tag agreement and ignores archived ones', () => {
    const specific = agreement({ start: '2024-01-01' });
    const tagged = agreement({ start: '2024-06-01', tags: ['t1'] });
    const archived = agreement({ start: '2024-06-02', archived: true });
    const list = [tagged, specific, archived];
    expect(selectPriceAgreement(list, usage({ customerTagIds: ['t1'] }))?.agreement).toBe(specific);
    expect(selectPriceAgreement(list, usage({ customerId: 'k2', customerTagIds: ['t1'] }))?.agreement).toBe(tagged);
    expect(selectPriceAgreement(list, usage({ customerId: 'k2', customerTagIds: ['t2'] }))).toBeNull();
    expect(selectPriceAgreement(list, usage({ resourceId: 'r2' }))).toBeNull();
  });

  it('breaks a tie on start by the later createdAt, then the greater id, whatever the order', () => {
    const early = agreement({ start: '2024-01-01', createdAt: '2024-01-01T08:00:00.000Z', id: 'z' });
    const late = agreement({ start: '2024-01-01', createdAt: '2024-01-02T08:00:00.000Z', id: 'a' });
    const twin = agreement({ start: '2024-01-01', createdAt: '2024-01-02T08:00:00.000Z', id: 'b' });
    for (const list of [
      [early, late, twin],
      [twin, late, early],
    ]) {
      expect(selectPriceAgreement(list, usage())?.agreement).toBe(twin);
      expect(selectPriceAgreement(indexPriceAgreements(list), usage())?.agreement).toBe(twin);
    }
  });

  it('takes the exact variant, then the parent variant, then the article-wide override', () => {
    const overrides = [
      { resourceVariantId: null, pricing: fixed('1') },
      { resourceVariantId: 'rot', pricing: fixed('2') },
      { resourceVariantId: 'rot-eigen', pricing: fixed('3') },
    ];
    const list = [agreement({ start: '2024-01-01', overrides })];
    const price = (resourceVariantId: string | null, parentVariantId: string | null = null) =>
      selectPriceAgreement(list, usage({ resourceVariantId, parentVariantId }))?.override.pricing;
    expect(price('rot-eigen', 'rot')).toEqual(fixed('3'));
    expect(price('rot-erbt', 'rot')).toEqual(fixed('2'));
    expect(price('gruen')).toEqual(fixed('1'));
    expect(price(null)).toEqual(fixed('1'));
  });

  it('skips an agreement whose overrides do not cover the variant', () => {
    const older = agreement({ start: '2024-01-01' });
    const onlyRot = agreement({ start: '2024-06-01', overrides: [{ resourceVariantId: 'rot', pricing: fixed('2') }] });
    expect(selectPriceAgreement([older, onlyRot], usage({ resourceVariantId: 'gruen' }))?.agreement).toBe(older);
    expect(selectPriceAgreement([older, onlyRot], usage({ resourceVariantId: 'rot' }))?.agreement).toBe(onlyRot);
  });

  it('refuses a usage date that is not a day', () => {
    expect(() => selectPriceAgreement([], usage({ date: '2024-06-15T10:00:00Z' }))).toThrow(RangeError);
  });
});

describe('resolvePrice', () => {
  const base = { resource, customer: { id: 'k1', tagIds: [] }, date: '2024-06-15', amount: '10' };

  it('uses the variant pricing when no agreement applies', () => {
    const withCost = { ...resource, pricing: { ...fixed('1.5'), costPerUnit: '1' } };
    expect(resolvePrice({ ...base, resource: withCost, resourceVariantId: 'gruen', agreements: [] })).toEqual({
      unitPrice: '1.5',
      total: '15',
      pricing: { ...fixed('1.5'), costPerUnit: '1' },
      agreementId: null,
      priceBasedOnPriceAgreement: false,
      costPerUnit: '1',
    });
  });

  it('applies the parent variant override of an agreement to a sub variant, keeping the own cost', () => {
    const withCost = { ...resource, pricing: { ...fixed('1.5'), costPerUnit: '0.9' } };
    const deal = agreement({
      start: '2024-01-01',
      overrides: [{ resourceVariantId: 'gruen', pricing: fixed('1.25') }],
    });
    const resolved = resolvePrice({
      ...base,
      resource: withCost,
      resourceVariantId: 'gruen-erbt',
      agreements: indexPriceAgreements([deal]),
    });
    expect(resolved).toMatchObject({ unitPrice: '1.25', total: '12.5', agreementId: deal.id, costPerUnit: '0.9' });
    expect(resolved.priceBasedOnPriceAgreement).toBe(true);
  });
});

// ---- Properties ----
