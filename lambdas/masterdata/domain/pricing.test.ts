import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TPriceAgreement } from '../../../schemas/masterdata/price-agreement';
import type { TPricing } from '../../../schemas/masterdata/pricing';
import type { TResource } from '../../../schemas/masterdata/resource';
import {
  fixedPriceFromSurcharge,
  indexPriceAgreements,
  priceFor,
  pricingForVariant,
  resolvePrice,
  selectPriceAgreement,
  surchargedPrice,
  surchargePercentFromPrice,
  type TPriceUsage,
} from './pricing';

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

const fixed = (price: string): TPricing => ({
  calculationType: 'FIXED',
  costPerUnit: null,
  surchargePercent: null,
  pricePerUnit: { type: 'SIMPLE', price },
});

const tiers = (type: 'TIERED' | 'VOLUME', list: [string, string][]): TPricing => ({
  ...fixed('0'),
  pricePerUnit: { type, tiers: list.map(([from, price]) => ({ from, price })) },
});

let sequence = 0;
const agreement = (fields: {
  resourceId?: string;
  start: string;
  end?: string | null;
  customers?: string[];
  tags?: string[];
  overrides?: { resourceVariantId: string | null; pricing: TPricing }[];
  archived?: boolean;
  createdAt?: string;
  id?: string;
}): TPriceAgreement => {
  sequence += 1;
  return {
    id: fields.id ?? `a${String(sequence).padStart(4, '0')}`,
    companyId: 'c',
    version: 1,
    archived: fields.archived ?? false,
    createdAt: fields.createdAt ?? '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    name: 'Vereinbarung',
    note: '',
    start: fields.start,
    end: fields.end ?? null,
    priceTarget: {
      resourceId: fields.resourceId ?? 'r1',
      overrides: fields.overrides ?? [{ resourceVariantId: null, pricing: fixed('1') }],
    },
    customerTarget: fields.tags
      ? { type: 'CUSTOMER_TAGS', customerTagIds: fields.tags }
      : { type: 'CUSTOMERS', customerIds: fields.customers ?? ['k1'] },
  } as TPriceAgreement;
};

const usage = (fields: Partial<TPriceUsage> = {}): TPriceUsage => ({
  resourceId: 'r1',
  resourceVariantId: null,
  customerId: 'k1',
  customerTagIds: [],
  date: '2024-06-15',
  ...fields,
});

// Diesel with variants: 'rot' (own price, sub 'rot-eigen' with own price, sub 'rot-erbt' without),
// 'grün' (no price, sub 'grün-erbt' without): inheritance ends at the article.
const resource = {
  id: 'r1',
  variantsType: 'VARIANTS',
  pricing: fixed('1.5'),
  variants: [
    {
      id: 'rot',
      name: 'rot',
      pricing: fixed('1.2'),
      subVariants: [
        { id: 'rot-eigen', name: 'eigen', pricing: fixed('1.1') },
        { id: 'rot-erbt', name: 'erbt', pricing: null },
      ],
    },
    { id: 'gruen', name: 'grün', pricing: null, subVariants: [{ id: 'gruen-erbt', name: 'erbt', pricing: null }] },
  ],
} as unknown as TResource;

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

/** Non-negative decimals with up to `decimals` digits, as the schema stores them. */
const decimal = (max: number, decimals: number) =>
  fc.integer({ min: 0, max: max * 10 ** decimals }).map((n) => new Big(n).div(10 ** decimals).toFixed());

const tierList = fc
  .uniqueArray(fc.integer({ min: 1, max: 1000 }), { maxLength: 5 })
  .chain((starts) =>
    fc.tuple(
      ...[0, ...starts.sort((a, b) => a - b)].map((from) =>
        decimal(100, 3).map((price) => ({ from: String(from), price })),
      ),
    ),
  );

const perUnit = (type: 'TIERED' | 'VOLUME', list: { from: string; price: string }[]): TPricing => ({
  ...fixed('0'),
  pricePerUnit: { type, tiers: list },
});

describe('pricing properties', () => {
  it('a tiered total never falls when the amount grows', () => {
    fc.assert(
      fc.property(tierList, decimal(2000, 3), decimal(2000, 3), (list, a, b) => {
        const [low, high] = new Big(a).lte(b) ? [a, b] : [b, a];
        const pricing = perUnit('TIERED', list);
        expect(new Big(priceFor(pricing, low).total).lte(priceFor(pricing, high).total)).toBe(true);
      }),
    );
  });

  it('one tier prices like a simple price', () => {
    fc.assert(
      fc.property(decimal(100, 3), decimal(2000, 3), (price, amount) => {
        expect(priceFor(perUnit('TIERED', [{ from: '0', price }]), amount)).toEqual(priceFor(fixed(price), amount));
      }),
    );
  });

  it('a volume unit price is the price of the highest tier reached', () => {
    fc.assert(
      fc.property(tierList, decimal(2000, 3), (list, amount) => {
        const reached = list.filter((tier) => new Big(tier.from).lte(amount)).at(-1) ?? list[0];
        const { unitPrice } = priceFor(perUnit('VOLUME', list), amount);
        expect(new Big(unitPrice).eq(reached?.price ?? 'NaN')).toBe(true);
      }),
    );
  });

  it('surcharged prices have at most 3 decimals and no float artefacts anywhere', () => {
    fc.assert(
      fc.property(decimal(10_000, 8), decimal(1000, 2), decimal(2000, 3), (cost, percent, amount) => {
        const price = surchargedPrice(cost, percent);
        expect(price).toMatch(/^\d+(\.\d{1,3})?$/);
        expect(fixedPriceFromSurcharge(cost, percent)).toMatch(/^\d+(\.\d{1,5})?$/);
        expect(surchargePercentFromPrice(cost, price) ?? '0').toMatch(DECIMAL_TEXT);
        const surcharge: TPricing = {
          ...fixed('0'),
          calculationType: 'SURCHARGE',
          costPerUnit: cost,
          surchargePercent: percent,
        };
        const { unitPrice, total } = priceFor(surcharge, amount);
        expect(unitPrice).toBe(price);
        expect(total).toMatch(/^\d+(\.\d{1,2})?$/);
      }),
    );
  });

  it('tiered and volume results are plain decimals (5 decimals for averages, cents for totals)', () => {
    fc.assert(
      fc.property(
        tierList,
        decimal(2000, 8),
        fc.constantFrom('TIERED', 'VOLUME') as fc.Arbitrary<'TIERED' | 'VOLUME'>,
        (list, amount, type) => {
          const { unitPrice, total } = priceFor(perUnit(type, list), amount);
          expect(unitPrice).toMatch(DECIMAL_TEXT);
          expect(total).toMatch(/^\d+(\.\d{1,2})?$/);
          if (type === 'TIERED') expect(unitPrice).toMatch(/^\d+(\.\d{1,5})?$/);
        },
      ),
    );
  });
});

// A small world so that matches, ties and misses are all frequent.
const day = fc
  .integer({ min: 0, max: 30 })
  .map((offset) => new Date(Date.UTC(2024, 0, 1 + offset)).toISOString().slice(0, 10));
const variantId = fc.constantFrom(null, 'rot', 'rot-erbt', 'gruen');
const agreementArb = fc
  .record({
    resourceId: fc.constantFrom('r1', 'r1', 'r1', 'r2'),
    start: day,
    length: fc.option(fc.integer({ min: 0, max: 30 }), { freq: 2 }),
    specific: fc.boolean(),
    customers: fc.subarray(['k1', 'k2', 'k3'], { minLength: 1 }),
    tags: fc.subarray(['t1', 't2', 't3'], { minLength: 1 }),
    variants: fc.uniqueArray(variantId, { minLength: 1, maxLength: 3 }),
    archived: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    createdAt: fc.constantFrom('2024-01-01T00:00:00.000Z', '2024-02-01T00:00:00.000Z'),
  })
  .map((raw) => {
    const end =
      raw.length === null ? null : new Date(Date.parse(raw.start) + raw.length * 86_400_000).toISOString().slice(0, 10);
    return agreement({
      ...raw,
      end,
      customers: raw.customers,
      tags: raw.specific ? undefined : raw.tags,
      overrides: raw.variants.map((resourceVariantId) => ({ resourceVariantId, pricing: fixed('1') })),
    });
  });
const usageArb = fc
  .record({
    resourceId: fc.constantFrom('r1', 'r1', 'r1', 'r2'),
    resourceVariantId: variantId,
    customerId: fc.constantFrom('k1', 'k2', 'k4'),
    customerTagIds: fc.subarray(['t1', 't2', 't3']),
    date: day,
  })
  .map((raw): TPriceUsage => ({ ...raw, parentVariantId: raw.resourceVariantId === 'rot-erbt' ? 'rot' : null }));

/** The rules of application.md, spelled out independently of the implementation. */
const applies = (candidate: TPriceAgreement, at: TPriceUsage): boolean => {
  const target = candidate.customerTarget;
  const covered = candidate.priceTarget.overrides.some((override) =>
    [at.resourceVariantId, at.parentVariantId ?? null, null].includes(override.resourceVariantId),
  );
  return (
    !candidate.archived &&
    candidate.priceTarget.resourceId === at.resourceId &&
    candidate.start <= at.date &&
    (candidate.end === null || at.date <= candidate.end) &&
    (target.type === 'CUSTOMERS'
      ? target.customerIds.includes(at.customerId)
      : target.customerTagIds.some((tag) => at.customerTagIds.includes(tag))) &&
    covered
  );
};

describe('price agreement properties', () => {
  const world = fc.tuple(fc.array(agreementArb, { minLength: 4, maxLength: 16 }), usageArb);

  it('chooses an applicable agreement, a specific one when any applies, with the latest start of its class', () => {
    fc.assert(
      fc.property(world, ([agreements, at]) => {
        const chosen = selectPriceAgreement(agreements, at)?.agreement ?? null;
        const applicable = agreements.filter((candidate) => applies(candidate, at));
        expect(chosen === null).toBe(applicable.length === 0);
        if (!chosen) return;
        expect(applicable).toContain(chosen);
        expect(chosen.start <= at.date && (chosen.end === null || at.date <= chosen.end)).toBe(true);
        const specific = applicable.filter((candidate) => candidate.customerTarget.type === 'CUSTOMERS');
        if (specific.length > 0) expect(chosen.customerTarget.type).toBe('CUSTOMERS');
        const sameClass = applicable.filter(
          (candidate) => candidate.customerTarget.type === chosen.customerTarget.type,
        );
        expect(sameClass.every((candidate) => candidate.start <= chosen.start)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('the index chooses exactly what the linear scan chooses, in any order', () => {
    fc.assert(
      fc.property(world, ([agreements, at]) => {
        const linear = selectPriceAgreement(agreements, at);
        expect(selectPriceAgreement(indexPriceAgreements([...agreements].reverse()), at)).toEqual(linear);
        expect(selectPriceAgreement([...agreements].reverse(), at)).toEqual(linear);
      }),
      { numRuns: 300 },
    );
  });
});
