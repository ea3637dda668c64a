import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { resolveSpecifier, specifiersOf } from './import-graph';

/**
 * Rules over what modules name, checked on the whole repository (test/infra/test-helpers.test.ts,
 * domain-purity.test.ts). They run on edges so a test can also feed them a few made-up ones: a rule that
 * lets everything pass would pass on a clean tree too.
 */

/** One import of one module: paths relative to the repository; `to` undefined for a package or a non-source file. */
export type Edge = { from: string; specifier: string; to: string | undefined };

/** Folders whose modules are read: every place that imports (tests, bench, entry points) and is imported. */
const FOLDERS = ['bin', 'lambdas', 'lib', 'schemas', 'test', 'web/src', 'mobile/capacitor.config.ts'];
const SKIPPED = new Set(['node_modules', 'dist', 'cdk.out', 'artifacts']);

const modulesUnder = (path: string): string[] => {
  if (!statSync(path).isDirectory()) return /\.tsx?$/.test(path) ? [path] : [];
  return readdirSync(path)
    .filter((name) => !SKIPPED.has(name) && !name.startsWith('.'))
    .flatMap((name) => modulesUnder(join(path, name)));
};

/** Every import of every module of the repository at `root`. */
export const repositoryEdges = (root: string): Edge[] =>
  FOLDERS.flatMap((folder) => modulesUnder(join(root, folder))).flatMap((file) =>
    specifiersOf(file, readFileSync(file, 'utf8')).map((specifier) => {
      const target = specifier.startsWith('.') ? resolveSpecifier(file, specifier) : undefined;
      return { from: relative(root, file), specifier, to: target && relative(root, target) };
    }),
  );

/** A helper that only tests may load: test data (`*.fixtures.ts`) or fakes and builders (`*.test-kit.ts`). */
export const isTestHelper = (path: string): boolean => /\.(fixtures|test-kit)\.tsx?$/.test(path);

/** Code that never ships: tests, their helpers, and everything under test/. */
export const isTestCode = (path: string): boolean =>
  /\.test\.tsx?$/.test(path) || isTestHelper(path) || path.startsWith('test/');

/** Production modules that load a test helper: it would be bundled into a Lambda or the web app. */
export const productionImportsOfTestHelpers = (edges: readonly Edge[]): string[] =>
  edges
    .filter(({ from, to }) => !isTestCode(from) && to !== undefined && isTestHelper(to))
    .map(({ from, to }) => `${from} -> ${to}`);

/**
 * Modules among the production code that only test code imports: test helpers under a production name,
 * which the rule above cannot keep out of production. Modules nobody imports are entry points (handlers,
 * main.tsx) and pass.
 */
export const unnamedTestHelpers = (edges: readonly Edge[]): string[] => {
  const importers = new Map<string, string[]>();
  for (const { from, to } of edges) if (to !== undefined) importers.set(to, [...(importers.get(to) ?? []), from]);
  return [...importers]
    .filter(([path, from]) => !isTestCode(path) && from.every(isTestCode))
    .map(([path]) => path)
    .sort();
};
