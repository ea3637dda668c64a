import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../lib/constructs/service-function';
import { type ServiceDefinition, services } from '../../lib/services';
import { importGraphOf } from './import-graph';

/**
 * IAM grants Query only on the indexes a service's registry entry names (`access.indexes`), and the
 * embedded runtime has no IAM: a query on an undeclared index would fail on AWS alone. So the indexes are
 * read from the code: the ElectroDB access patterns each service's handler can reach, and the index
 * each pattern is defined on.
 */
const lambdas = join(repositoryRoot, 'lambdas');
const graph = importGraphOf(lambdas);
const source = (file: string) => readFileSync(join(lambdas, file), 'utf8');

/** entity.accessPattern -> index, from the entity definitions (`byUser: { index: 'gsi1', ... }`). */
const indexOfPattern = (() => {
  const entitiesFolder = join(lambdas, 'platform/db/entities');
  const found = new Map<string, string>();
  for (const name of readdirSync(entitiesFolder).filter((file) => /(?<!\.test)\.ts$/.test(file))) {
    const text = readFileSync(join(entitiesFolder, name), 'utf8');
    for (const match of text.matchAll(/(\w+):\s*\{\s*index:\s*'(\w+)'/g)) found.set(match[1]!, match[2]!);
  }
  return found;
})();

/** Every module a handler can load, its lazy imports included. */
const reachableFrom = (entry: string): Set<string> => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const imports = graph.get(file);
    for (const next of [...(imports?.staticImports ?? []), ...(imports?.lazyImports ?? [])]) visit(next);
  };
  visit(entry);
  return seen;
};

/**
 * The indexes a service queries. A pattern name defined on an index by one entity and on the table by
 * another (`byEmployee`) counts as the index: the check errs towards declaring one index too many.
 */
const queriedIndexes = (service: ServiceDefinition): string[] => {
  const indexes = new Set<string>();
  for (const file of reachableFrom(relative(lambdas, join(repositoryRoot, service.entry)))) {
    for (const match of source(file).matchAll(/\.query\s*\.\s*(\w+)\s*\(/g)) {
      const index = indexOfPattern.get(match[1]!);
      if (index) indexes.add(index);
    }
  }
  return [...indexes].sort();
};

describe('index grants follow the code', () => {
  it('finds the access patterns on secondary indexes', () => {
    expect(indexOfPattern.get('byUser')).toBe('gsi1');
    expect(indexOfPattern.get('byToken')).toBe('gsi2');
  });

  it.each((services as readonly ServiceDefinition[]).map((service) => [service.name, service] as const))(
    '%s declares exactly the indexes its handler queries',
    (_, service) => {
      expect(queriedIndexes(service)).toEqual([...(service.access.indexes ?? [])].sort());
    },
  );
});
