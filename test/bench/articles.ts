/**
 * The article list of 5,000 articles through the local gateway (issue: list of 5,000 articles, p50 and
 * p95), with two baselines measured in the same run: the same list right after a change (the cache must
 * read the table) and the app-meta route (gateway, token check and one read: the floor of any request).
 */
import { db } from '../../lambdas/platform/db/entities';
import { newRecord } from '../../lambdas/platform/records/record-domain';
import { recordKinds } from '../../schemas/masterdata/kinds';
import { percentile } from './measure';

type Row = { figure: string; value: string; target: string; ok: boolean };

const ARTICLES = 5000;
const WARMUP = 10;
const SAMPLES = 100;

const timed = async (url: string, headers: Record<string, string>, samples: number, warmup = 0) => {
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < warmup + samples; i++) {
    const started = performance.now();
    const body = (await (await fetch(url, { headers })).json()) as { items?: unknown[] };
    if (i >= warmup) times.push(performance.now() - started);
    count = body.items?.length ?? 0;
  }
  return { times, count };
};

const seedArticles = async (companyId: string) => {
  const now = new Date();
  const records = Array.from({ length: ARTICLES }, (_, index) => {
    const data = recordKinds.resource.input.parse({
      name: `Artikel ${String(index + 1).padStart(4, '0')}`,
      articleNumber: String(100000 + index),
      unit: index % 3 === 0 ? 'l' : 'Stk.',
      tagIds: [`tag-${index % 7}`],
      pricing:
        index % 4 === 0
          ? { calculationType: 'SURCHARGE', costPerUnit: '1.25', surchargePercent: '12.5' }
          : {
              pricePerUnit: {
                type: 'TIERED',
                tiers: [
                  { from: '0', price: '2.4' },
                  { from: '100', price: '2.1' },
                ],
              },
            },
    }) as Record<string, unknown>;
    return newRecord(data, { id: `bench-article-${index}`, companyId, now, newId: () => `bench-${index}-v` });
  });
  for (let start = 0; start < records.length; start += 25) {
    const items = records
      .slice(start, start + 25)
      .map(({ id, companyId: company, version, archived, createdAt, updatedAt, ...data }) => ({
        recordId: id,
        companyId: company,
        data,
        archived,
        version,
        createdAt,
        updatedAt,
      }));
    await db().resource.put(items).go();
  }
};

export const articleListBench = async (
  apiUrl: string,
  headers: Record<string, string>,
  companyId: string,
): Promise<Row[]> => {
  await seedArticles(companyId);
  const list = `${apiUrl}/masterdata/resources`;
  const cached = await timed(list, headers, SAMPLES, WARMUP);
  const misses: number[] = [];
  for (let i = 0; i < 10; i++) {
    await db().collectionVersion.update({ companyId, collection: 'records:resource' }).add({ version: 1 }).go();
    misses.push(...(await timed(list, headers, 1)).times);
  }
  const floor = await timed(`${apiUrl}/identity/app-meta`, headers, SAMPLES, WARMUP);
  const p50 = percentile(cached.times, 50);
  const floorP50 = percentile(floor.times, 50);
  const missP50 = percentile(misses, 50);
  return [
    {
      figure: `article list p50 (${cached.count} articles)`,
      value: `${p50.toFixed(1)} ms`,
      target: '<= 100 ms',
      ok: p50 <= 100,
    },
    { figure: 'article list p95', value: `${percentile(cached.times, 95).toFixed(1)} ms`, target: '-', ok: true },
    { figure: 'article list p50 right after a change', value: `${missP50.toFixed(1)} ms`, target: '-', ok: true },
    { figure: 'gateway floor p50 (app meta)', value: `${floorP50.toFixed(1)} ms`, target: '-', ok: true },
    { figure: 'article list / floor (p50 ratio)', value: `${(p50 / floorP50).toFixed(1)}x`, target: '-', ok: true },
    { figure: 'article list after change / cached', value: `${(missP50 / p50).toFixed(1)}x`, target: '-', ok: true },
  ];
};
