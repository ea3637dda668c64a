/**
 * The article list of 5,000 articles through the local gateway (issue: list of 5,000 articles, p50 and
 * p95), with baselines measured in the same run: the same list right after one article changed (the cache
 * reads only the changed article, target <= 3x the cached read), the same list when the whole kind must be
 * read again (a version bump without a change entry), and the app-meta route (gateway, token check and
 * one read: the floor of any request).
 */
import { db } from '../../lambdas/platform/db/entities';
import { newRecord } from '../../lambdas/platform/records/record-domain';
import { recordToItem } from '../../lambdas/platform/records/record-store';
import { recordKinds } from '../../schemas/masterdata/kinds';
import { percentile } from './measure';

type Row = { figure: string; value: string; target: string; ok: boolean };

const ARTICLES = 5000;
const WARMUP = 10;
const SAMPLES = 100;
const CHANGES = 20;
/** The first list read after one article changed may cost at most this many cached reads (issue 9 point 9). */
const MAX_AFTER_CHANGE_RATIO = 3;

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

const articleInput = (index: number) =>
  recordKinds.resource.input.parse({
    name: `Artikel ${String(index + 1).padStart(4, '0')}`,
    articleNumber: String(100000 + index),
    unit: index % 3 === 0 ? 'l' : 'Stk.',
    tagIds: [tagId(index)],
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
  });

const articleId = (index: number) => `bench-article-${index}`;

/** The articles' tags exist as records: a change of an article checks the tags it names. */
const TAGS = 7;
const tagId = (index: number) => `tag-${index % TAGS}`;

const seedTags = async (companyId: string, now: Date) => {
  const tags = Array.from({ length: TAGS }, (_, index) =>
    newRecord(recordKinds.resourceTag.input.parse({ name: `Gruppe ${index + 1}` }), {
      id: tagId(index),
      companyId,
      now,
      newId: () => `bench-tag-${index}`,
    }),
  );
  await db().resourceTag.put(tags.map(recordToItem)).go();
};

const seedArticles = async (companyId: string) => {
  const now = new Date();
  await seedTags(companyId, now);
  const records = Array.from({ length: ARTICLES }, (_, index) => {
    return newRecord(articleInput(index), { id: articleId(index), companyId, now, newId: () => `bench-${index}-v` });
  });
  for (let start = 0; start < records.length; start += 25) {
    const items = records.slice(start, start + 25).map(recordToItem);
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
  // One article changed through the API (the change index names it), then the list read once.
  const afterChange: number[] = [];
  for (let index = 0; index < CHANGES; index++) {
    const input = articleInput(index);
    const changed = await fetch(`${list}/${articleId(index)}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ version: 1, data: { ...input, name: `${input.name} geändert` } }),
    });
    if (!changed.ok) throw new Error(`article change refused: ${changed.status} ${await changed.text()}`);
    afterChange.push(...(await timed(list, headers, 1)).times);
  }
  // A version bump without a change entry: the cache cannot tell what changed and reads the whole kind.
  const misses: number[] = [];
  for (let i = 0; i < 10; i++) {
    await db().collectionVersion.update({ companyId, collection: 'records:resource' }).add({ version: 1 }).go();
    misses.push(...(await timed(list, headers, 1)).times);
  }
  const floor = await timed(`${apiUrl}/identity/app-meta`, headers, SAMPLES, WARMUP);
  const p50 = percentile(cached.times, 50);
  const floorP50 = percentile(floor.times, 50);
  const missP50 = percentile(misses, 50);
  const afterChangeP50 = percentile(afterChange, 50);
  const afterChangeRatio = afterChangeP50 / p50;
  return [
    {
      figure: `article list p50 (${cached.count} articles)`,
      value: `${p50.toFixed(1)} ms`,
      target: '<= 100 ms',
      ok: p50 <= 100,
    },
    { figure: 'article list p95', value: `${percentile(cached.times, 95).toFixed(1)} ms`, target: '-', ok: true },
    {
      figure: 'article list p50 right after one article changed',
      value: `${afterChangeP50.toFixed(1)} ms`,
      target: '-',
      ok: true,
    },
    {
      figure: 'article list after one change / cached',
      value: `${afterChangeRatio.toFixed(1)}x`,
      target: `<= ${MAX_AFTER_CHANGE_RATIO}x`,
      ok: afterChangeRatio <= MAX_AFTER_CHANGE_RATIO,
    },
    {
      figure: 'article list p50 reading the whole kind again',
      value: `${missP50.toFixed(1)} ms`,
      target: '-',
      ok: true,
    },
    { figure: 'gateway floor p50 (app meta)', value: `${floorP50.toFixed(1)} ms`, target: '-', ok: true },
    { figure: 'article list / floor (p50 ratio)', value: `${(p50 / floorP50).toFixed(1)}x`, target: '-', ok: true },
    { figure: 'article list whole kind / cached', value: `${(missP50 / p50).toFixed(1)}x`, target: '-', ok: true },
  ];
};
