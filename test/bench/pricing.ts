/**
 * Price resolution at billing scale: 10,000 usages against 500 price agreements (200 articles, 300
 * customers, 20 customer tags), generated from a fixed seed. Measures the indexed lookup (index built
 * inside every run) against the naive linear scan of all agreements per usage, and checks both agree.
 * `npx tsx test/bench/pricing.ts` prints the rows alone.
 */
import { pathToFileURL } from 'node:url';
import {
  indexPriceAgreements,
  parentVariantId,
  resolvePrice,
  selectPriceAgreement,
  type TPriceAgreementIndex,
  type TResolvedPrice,
} from '../../schemas/kernel/pricing';
import type { TPriceAgreement } from '../../schemas/masterdata/price-agreement';
import type { TPricing } from '../../schemas/masterdata/pricing';
import type { TResource } from '../../schemas/masterdata/resource';
import { percentile } from './measure';

export type Row = { figure: string; value: string; target: string; ok: boolean };

const ARTICLES = 200;
const CUSTOMERS = 300;
const TAGS = 20;
const AGREEMENTS = 500;
const USAGES = 10_000;
const RUNS = 5;
const TARGET_MS = 1000;

/** mulberry32: a tiny seeded PRNG, so every run prices the same data. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const SEED = 20240615;
let next = random(SEED);
const int = (max: number) => Math.floor(next() * max);
const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
const cents = (max: number) => (int(max * 100) / 100).toFixed(2);
const day = (offset: number) => new Date(Date.UTC(2024, 0, 1 + offset)).toISOString().slice(0, 10);

const pricing = (): TPricing => {
  const kind = int(4);
  const base = {
    calculationType: 'FIXED' as const,
    costPerUnit: cents(50),
    surchargePercent: null,
    pricePerUnit: { type: 'SIMPLE' as const, price: '0' },
  };
  if (kind === 0) return { ...base, calculationType: 'SURCHARGE', surchargePercent: String(int(40)) };
  if (kind === 1) return { ...base, pricePerUnit: { type: 'SIMPLE', price: cents(80) } };
  const tiers = [0, 50, 200, 1000].map((from, index) => ({ from: String(from), price: cents(80 - index * 15) }));
  return { ...base, pricePerUnit: { type: kind === 2 ? 'TIERED' : 'VOLUME', tiers } };
};

const meta = { companyId: 'bench', version: 1, createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '' };

/** The same world on every call: the generator restarts from the seed. */
const generate = () => {
  next = random(SEED);
  const resources = Array.from({ length: ARTICLES }, (_, index) => {
    const variants =
      index % 3 === 0
        ? ['a', 'b'].map((name) => ({
            id: `r${index}-${name}`,
            name,
            pricing: next() < 0.5 ? pricing() : null,
            subVariants: [{ id: `r${index}-${name}-1`, name: '1', pricing: null }],
          }))
        : [];
    return {
      ...meta,
      id: `r${index}`,
      variantsType: variants.length > 0 ? 'VARIANTS' : 'SIMPLE',
      variants,
      pricing: pricing(),
    } as unknown as TResource;
  });
  const tags = Array.from({ length: TAGS }, (_, index) => `t${index}`);
  const customers = Array.from({ length: CUSTOMERS }, (_, index) => ({
    id: `k${index}`,
    tagIds: [...new Set(Array.from({ length: int(4) }, () => pick(tags)))],
  }));
  const agreements = Array.from({ length: AGREEMENTS }, (_, index): TPriceAgreement => {
    const resource = pick(resources);
    const start = int(700);
    const overrides: TPriceAgreement['priceTarget']['overrides'] = [{ resourceVariantId: null, pricing: pricing() }];
    const variant = resource.variants[0];
    if (variant && next() < 0.5) overrides.push({ resourceVariantId: variant.id, pricing: pricing() });
    return {
      ...meta,
      id: `p${index}`,
      archived: next() < 0.05,
      name: `Vereinbarung ${index}`,
      note: '',
      start: day(start),
      end: next() < 0.3 ? null : day(start + int(365)),
      priceTarget: { resourceId: resource.id, overrides },
      customerTarget:
        next() < 0.5
          ? { type: 'CUSTOMERS', customerIds: Array.from({ length: 1 + int(3) }, () => pick(customers).id) }
          : { type: 'CUSTOMER_TAGS', customerTagIds: Array.from({ length: 1 + int(2) }, () => pick(tags)) },
    };
  });
  const usages = Array.from({ length: USAGES }, () => {
    const resource = pick(resources);
    const variant = resource.variants.length > 0 ? pick(resource.variants) : null;
    const resourceVariantId =
      variant && next() < 0.5 ? (variant.subVariants[0]?.id ?? variant.id) : (variant?.id ?? null);
    return { resource, resourceVariantId, customer: pick(customers), date: day(int(730)), amount: cents(1500) };
  });
  return { agreements, usages };
};

type TSource = readonly TPriceAgreement[] | TPriceAgreementIndex;

/**
 * p50 of RUNS timed batches each, after one untimed warm-up (JIT), plus the last results. The two
 * batches alternate so that a busy machine slows both alike and the ratio stays meaningful.
 */
const timePair = <T>(indexed: () => T, linear: () => T) => {
  const results = { indexed: indexed(), linear: linear() };
  const samples = { indexed: [] as number[], linear: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    for (const [name, batch] of [['indexed', indexed] as const, ['linear', linear] as const]) {
      const started = performance.now();
      results[name] = batch();
      samples[name].push(performance.now() - started);
    }
  }
  return {
    indexed: { p50: percentile(samples.indexed, 50), results: results.indexed },
    linear: { p50: percentile(samples.linear, 50), results: results.linear },
  };
};

export const pricingBench = async (): Promise<Row[]> => {
  const { agreements, usages } = generate();

  const resolveAll = (source: TSource): TResolvedPrice[] =>
    usages.map((usage) => resolvePrice({ ...usage, agreements: source }));

  // The choice of the agreement alone, without the decimal arithmetic that dominates resolvePrice.
  const choices = usages.map(({ resource, resourceVariantId, customer, date }) => ({
    resourceId: resource.id,
    resourceVariantId,
    parentVariantId: parentVariantId(resource, resourceVariantId),
    customerId: customer.id,
    customerTagIds: customer.tagIds,
    date,
  }));
  const chooseAll = (source: TSource) => choices.map((choice) => selectPriceAgreement(source, choice));

  const { indexed, linear } = timePair(
    () => resolveAll(indexPriceAgreements(agreements)),
    () => resolveAll(agreements),
  );
  const choice = timePair(
    () => chooseAll(indexPriceAgreements(agreements)),
    () => chooseAll(agreements),
  );
  const [indexedChoice, linearChoice] = [choice.indexed, choice.linear];
  const same =
    JSON.stringify(indexed.results) === JSON.stringify(linear.results) &&
    indexedChoice.results.every((match, index) => match?.agreement.id === linearChoice.results[index]?.agreement.id);
  const byAgreement = indexed.results.filter((result) => result.priceBasedOnPriceAgreement).length;
  return [
    {
      figure: `pricing p50: ${USAGES.toLocaleString('en')} usages, ${AGREEMENTS} agreements (indexed)`,
      value: `${indexed.p50.toFixed(1)} ms`,
      target: `< ${TARGET_MS / 1000} s`,
      ok: indexed.p50 < TARGET_MS,
    },
    {
      figure: 'pricing p50: naive linear scan (baseline)',
      value: `${linear.p50.toFixed(1)} ms`,
      target: '-',
      ok: true,
    },
    {
      figure: 'pricing: linear / indexed',
      value: `${(linear.p50 / indexed.p50).toFixed(1)}x`,
      target: '-',
      ok: true,
    },
    {
      figure: 'pricing p50: choice of the agreement alone (indexed)',
      value: `${indexedChoice.p50.toFixed(1)} ms`,
      target: '-',
      ok: true,
    },
    {
      figure: 'pricing: choice alone, linear / indexed',
      value: `${(linearChoice.p50 / indexedChoice.p50).toFixed(1)}x`,
      target: '-',
      ok: true,
    },
    {
      figure: 'pricing: usages priced by an agreement (both agree)',
      value: String(byAgreement),
      target: 'same result',
      ok: same,
    },
  ];
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const row of await pricingBench())
    console.log(`${row.figure}: ${row.value} (${row.target}) ${row.ok ? 'ok' : 'NO'}`);
}
