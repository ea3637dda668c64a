import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ImportGraph, importGraphOf, staticCycles } from './import-graph';

/**
 * The web app's modules form no cycle at load time (issue 10: the page registry imported every page and
 * pages imported it back). Lazy `import()` calls load on demand and are counted apart: the registry may
 * load pages lazily, and pages import only the component-free page routes.
 */
describe('web/src import graph', () => {
  const graph = importGraphOf(join(import.meta.dirname, '../../web/src'));

  it('has no static import cycle', () => {
    const edges = new Map([...graph].map(([file, imports]) => [file, imports.staticImports]));
    expect(staticCycles(edges)).toEqual([]);
  });

  it('loads pages lazily from the registry, and no page loads the registry with its components', () => {
    const lazyEdges = [...graph.values()].reduce((count, imports) => count + imports.lazyImports.length, 0);
    expect(lazyEdges).toBeGreaterThan(20);
    const reachedFromPages = staticallyReachable(
      graph,
      [...graph.keys()].filter((file) => file.startsWith('pages/')),
    );
    expect(componentRegistry.filter((file) => reachedFromPages.has(file))).toEqual([]);
  });
});

/** The modules that attach components to the page routes (web/src/app/pages/). */
const componentRegistry = ['app/pages/registry.ts', 'app/pages/page-components.ts'];

const staticallyReachable = (graph: ImportGraph, from: readonly string[]): Set<string> => {
  const reached = new Set<string>();
  const pending = [...from];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    pending.push(...(graph.get(file)?.staticImports ?? []));
  }
  return reached;
};
