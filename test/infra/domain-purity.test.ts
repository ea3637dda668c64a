import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainViolations, isDomainModule } from './domain-rules';
import { type Edge, repositoryEdges } from './module-rules';

/**
 * Domain purity (DESIGN §2 rule 1) over the import graph, at every folder depth: one check for
 * lambdas/work/domain/ and lambdas/orders/board/domain/sub/ alike (biome's overrides needed a glob per depth
 * and left the nested domains unguarded).
 */
const edge = (from: string, specifier: string, to?: string): Edge => ({ from, specifier, to });

const cases: { edge: Edge; allowed: boolean }[] = [
  { edge: edge('lambdas/work/domain/a.ts', '../store', 'lambdas/work/store.ts'), allowed: false },
  { edge: edge('lambdas/work/domain/b.ts', '../../platform/clock', 'lambdas/platform/clock.ts'), allowed: false },
  { edge: edge('lambdas/work/domain/c.ts', '@aws-sdk/client-sqs'), allowed: false },
  { edge: edge('lambdas/work/domain/d.ts', 'node:crypto'), allowed: false },
  { edge: edge('lambdas/work/domain/e.ts', 'electrodb'), allowed: false },
  {
    edge: edge('lambdas/orders/board/domain/f.ts', '../../../platform/db/table', 'lambdas/platform/db/table.ts'),
    allowed: false,
  },
  { edge: edge('lambdas/orders/a/b/domain/deep/g.ts', 'fs'), allowed: false },
  {
    edge: edge('lambdas/orders/board/domain/h.ts', '../../../work/domain/x', 'lambdas/work/domain/x.ts'),
    allowed: false,
  },
  { edge: edge('lambdas/orders/domain/i.ts', './x.fixtures', 'lambdas/orders/domain/x.fixtures.ts'), allowed: false },
  { edge: edge('lambdas/orders/domain/j.ts', 'vitest'), allowed: false },
  {
    edge: edge('lambdas/work/domain/k.ts', '../../../schemas/kernel/calendar', 'schemas/kernel/calendar.ts'),
    allowed: true,
  },
  { edge: edge('lambdas/work/domain/l.ts', './own-orders', 'lambdas/work/domain/own-orders.ts'), allowed: true },
  {
    edge: edge('lambdas/orders/board/domain/m.ts', '../../domain/order', 'lambdas/orders/domain/order.ts'),
    allowed: true,
  },
  { edge: edge('lambdas/orders/domain/n.ts', 'big.js'), allowed: true },
  { edge: edge('lambdas/orders/domain/o.fixtures.ts', 'fast-check'), allowed: true },
  { edge: edge('lambdas/orders/domain/p.test.ts', '../store', 'lambdas/orders/store.ts'), allowed: true },
];

describe('domain purity (import graph)', () => {
  it.each(cases)('$edge.from importing $edge.specifier: allowed $allowed', ({ edge: one, allowed }) => {
    expect(domainViolations([one])).toEqual(allowed ? [] : [`${one.from} -> ${one.specifier}`]);
  });

  const edges = repositoryEdges(join(import.meta.dirname, '../..'));

  it('finds the domains at every depth', () => {
    const domains = new Set(
      edges
        .map(({ from }) => from)
        .filter(isDomainModule)
        .map((path) => path.split('/domain/')[0]),
    );
    expect([...domains]).toEqual(expect.arrayContaining(['lambdas/work', 'lambdas/orders', 'lambdas/orders/board']));
  });

  it('keeps every domain module to its domains, schemas and pure packages', () => {
    expect(domainViolations(edges)).toEqual([]);
  });
});
