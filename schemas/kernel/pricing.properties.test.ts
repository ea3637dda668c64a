import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TPriceAgreement } from '../masterdata/price-agreement';
import type { TPricing } from '../masterdata/pricing';
import { shiftDay } from './calendar';
import {
  fixedPriceFromSurcharge,
  indexPriceAgreements,
  priceFor,
  selectPriceAgreement,
  surchargedPrice,
  surchargePercentFromPrice,
  type TPriceUsage,
} from './pricing';
import { agreement, DECIMAL_TEXT, fixed } from './pricing.fixtures';

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
const day = fc.integer({ min: 0, max: 30 }).map((offset) => shiftDay('2024-01-01', offset));
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
    const end = raw.length === null ? null : shiftDay(raw.start, raw.length);
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
