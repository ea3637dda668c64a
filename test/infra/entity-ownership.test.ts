import { execSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { aggregateModules } from '../../lib/entity-ownership';
import type { ServiceDefinition } from '../../lib/service-definition';
import { services } from '../../lib/services';
import { type EntityUse, entityUsesOf } from './entity-access';
import { importGraphOf } from './import-graph';

/**
 * Issue 26: each entity of the table has one owning service, and the code keeps to lib/services.ts. The
 * type checker finds every use of an entity (lambdas/platform/db/entities.ts) in lambdas/; the import
 * graph tells which modules each service's function loads.
 */
const root = join(import.meta.dirname, '../..');
const registry: readonly ServiceDefinition[] = services;
const lambdaFiles = execSync("git ls-files -co --exclude-standard 'lambdas/*.ts'", { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file.endsWith('.ts') && !/\.(test|fixtures|test-kit)\.ts$/.test(file));

let uses: Map<string, EntityUse[]>;
beforeAll(() => {
  uses = entityUsesOf(root, lambdaFiles);
}, 120_000);

const graph = importGraphOf(join(root, 'lambdas'));
const reachable = (entry: string): Set<string> => {
  const reached = new Set<string>();
  const pending = [entry.replace(/^lambdas\//, '')];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    const imports = graph.get(file);
    pending.push(...(imports?.staticImports ?? []), ...(imports?.lazyImports ?? []));
  }
  return new Set([...reached].map((file) => `lambdas/${file}`));
};

/** Entity names as the checker reports them (plain strings). */
const modulesOf = new Map<string, readonly string[]>(Object.entries(aggregateModules));
const throughAggregate = (entity: string, file: string) => (modulesOf.get(entity) ?? []).includes(file);
const ownsOf = (service: ServiceDefinition): ReadonlySet<string> => new Set(service.access.owns ?? []);

const ownerOf = new Map<string, ServiceDefinition>();
for (const service of registry) for (const entity of service.access.owns ?? []) ownerOf.set(entity, service);

describe('entity ownership (lib/services.ts owns and reads)', () => {
  it('gives every entity the code uses exactly one owner', () => {
    const owners = registry.flatMap((service) => service.access.owns ?? []);
    expect(owners.filter((entity, index) => owners.indexOf(entity) !== index)).toEqual([]);
    const used = new Set([...uses.values()].flat().map((use) => use.entity));
    expect([...used].filter((entity) => !ownerOf.has(entity))).toEqual([]);
  });

  it('writes an entity only in its owner’s folder or through its aggregate modules', () => {
    const misplaced = [...uses].flatMap(([file, fileUses]) =>
      fileUses
        .filter(({ entity, write }) => {
          if (!write) return false;
          const owner = ownerOf.get(entity);
          const ownerFolder = owner ? `${dirname(owner.entry)}/` : '(none)';
          return !file.startsWith(ownerFolder) && !throughAggregate(entity, file);
        })
        .map(({ entity, line }) => `${file}:${line} writes ${entity}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('lets each function touch only the entities it declares, and declare none it does not touch', () => {
    const wrong = registry.flatMap((service) => {
      const used = new Set(
        [...reachable(service.entry)].flatMap((file) => (uses.get(file) ?? []).map((u) => u.entity)),
      );
      const declared = new Set<string>([...(service.access.owns ?? []), ...(service.access.reads ?? [])]);
      return [
        ...[...used].filter((entity) => !declared.has(entity)).map((entity) => `${service.name} touches ${entity}`),
        ...(service.access.reads ?? [])
          .filter((entity) => !used.has(entity))
          .map((entity) => `${service.name} reads ${entity} but never touches it`),
      ];
    });
    expect(wrong).toEqual([]);
  });

  it('keeps a writing function from writing another owner’s items but through that owner’s aggregate modules', () => {
    const foreign = registry
      .filter((service) => service.access.table === 'readWrite')
      .flatMap((service) =>
        [...reachable(service.entry)].flatMap((file) =>
          (uses.get(file) ?? [])
            .filter(({ entity, write }) => write && !ownsOf(service).has(entity) && !throughAggregate(entity, file))
            .map(({ entity, line }) => `${service.name}: ${file}:${line} writes ${entity}`),
        ),
      );
    expect(foreign).toEqual([]);
  });
});
