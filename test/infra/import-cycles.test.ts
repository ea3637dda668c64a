import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraphOfFolders, resolveSpecifier, specifiersOf, staticCycles } from './import-graph';

/**
 * No module of the kernel, the services, the infrastructure or the web app is loaded in a cycle (issue 26
 * point 2): in a cycle, which module runs first depends on who imports first, and a constant read at load
 * time may still be undefined. The graph spans the folders together, so a cycle running from schemas/
 * through lambdas/ and back counts too. Type-only imports are erased at load time, but a circle through
 * them still ties two modules into one unit a reader must understand together: none of those either.
 */
describe('import graph of schemas/, lambdas/, lib/ and web/src', () => {
  const graph = importGraphOfFolders(join(import.meta.dirname, '../..'), ['schemas', 'lambdas', 'lib', 'web/src']);

  it('spans the folders', () => {
    const folders = new Set([...graph.keys()].map((file) => file.split('/')[0]));
    expect([...folders].sort()).toEqual(['lambdas', 'lib', 'schemas', 'web']);
  });

  it('has no static import cycle', () => {
    const edges = new Map([...graph].map(([file, imports]) => [file, imports.staticImports]));
    expect(staticCycles(edges)).toEqual([]);
  });

  it('has no cycle through type-only imports either (lazy import() calls aside)', () => {
    const root = join(import.meta.dirname, '../..');
    const edges = new Map(
      [...graph].map(([file, imports]) => {
        const path = join(root, file);
        const named = specifiersOf(path, readFileSync(path, 'utf8')).filter((specifier) => specifier.startsWith('.'));
        const resolved = named.flatMap((specifier) => {
          const target = resolveSpecifier(path, specifier);
          return target ? [relative(root, target)] : [];
        });
        const lazy = new Set(imports.lazyImports);
        return [file, resolved.filter((target) => graph.has(target) && !lazy.has(target))];
      }),
    );
    expect(staticCycles(edges)).toEqual([]);
  });
});
