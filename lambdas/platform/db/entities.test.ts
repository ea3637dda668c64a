import { describe, expect, it } from 'vitest';
import { runInServiceScope } from '../service-scope';
import { db } from './entities';

const scope = (environment: Record<string, string>) => ({ serviceName: `entities-test-${Math.random()}`, environment });

describe('the table Service of a function (issue 26)', () => {
  it('holds only the entities its registry entry owns or reads', () => {
    const entities = runInServiceScope(
      scope({ TABLE_NAME: 'lohnwerk-test', TABLE_ENTITIES: 'order,orderLink,machine' }),
      () => db(),
    );
    expect(Object.keys(entities).sort()).toEqual(['machine', 'order', 'orderLink']);
  });

  it('holds every entity in a tool’s scope that declares none (the demo seed, the benchmarks)', () => {
    const entities = runInServiceScope(scope({ TABLE_NAME: 'lohnwerk-test' }), () => db());
    expect(Object.keys(entities)).toEqual(expect.arrayContaining(['order', 'receipt', 'company', 'machine']));
  });
});
