import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The relative imports of one module: static ones run at load time, lazy `import()` calls only when called. */
export type ModuleImports = { staticImports: string[]; lazyImports: string[] };

/**
 * Relative specifiers of one source text. Type-only imports and exports (`import type`, `export type`)
 * are erased by the compiler (verbatimModuleSyntax), so they cannot form a cycle at load time.
 */
export const importsOf = (fileName: string, text: string): ModuleImports => {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const staticImports: string[] = [];
  const lazyImports: string[] = [];
  const relativeText = (node: ts.Node | undefined): string | undefined =>
    node && ts.isStringLiteral(node) && node.text.startsWith('.') ? node.text : undefined;
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      const specifier = relativeText(statement.moduleSpecifier);
      if (specifier) staticImports.push(specifier);
    }
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const specifier = relativeText(statement.moduleSpecifier);
      if (specifier) staticImports.push(specifier);
    }
  }
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const specifier = relativeText(node.arguments[0]);
      if (specifier) lazyImports.push(specifier);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { staticImports, lazyImports };
};

/**
 * Every module specifier of one source text, packages and type-only imports included: what a module names
 * at all, for rules on what it may depend on (a type import still ties a domain to the module it names).
 */
export const specifiersOf = (fileName: string, text: string): string[] => {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    const named =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier
        ? node.moduleSpecifier
        : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword
          ? node.arguments[0]
          : ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)
            ? node.argument.literal
            : undefined;
    if (named && ts.isStringLiteral(named)) specifiers.push(named.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
};

const sourceFilesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFilesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier loads, as the bundler resolves it; undefined for non-source files (css). */
export const resolveSpecifier = (fromFile: string, specifier: string): string | undefined => {
  const base = resolve(dirname(fromFile), specifier);
  return candidates
    .map((suffix) => base + suffix)
    .find((path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile());
};

/** Module graph of a source folder, keyed by path relative to the folder; imports leaving it are dropped. */
export type ImportGraph = Map<string, { staticImports: string[]; lazyImports: string[] }>;

export const importGraphOf = (folder: string): ImportGraph => importGraphOfFolders(folder, ['.']);

/**
 * Module graph of several source folders under one root, keyed by path relative to the root: imports
 * between the folders stay (a cycle may run from schemas/ through lambdas/ and back), imports leaving
 * all of them are dropped.
 */
export const importGraphOfFolders = (root: string, folders: readonly string[]): ImportGraph => {
  const graph: ImportGraph = new Map();
  const roots = folders.map((folder) => resolve(root, folder));
  const inside = (path: string | undefined): string[] =>
    path && roots.some((folder) => !relative(folder, path).startsWith('..')) ? [relative(root, path)] : [];
  for (const file of roots.flatMap(sourceFilesUnder)) {
    const { staticImports, lazyImports } = importsOf(file, readFileSync(file, 'utf8'));
    graph.set(relative(root, file), {
      staticImports: staticImports.flatMap((specifier) => inside(resolveSpecifier(file, specifier))),
      lazyImports: lazyImports.flatMap((specifier) => inside(resolveSpecifier(file, specifier))),
    });
  }
  return graph;
};

/**
 * The cycles of static imports: strongly connected components (Tarjan) with more than one module, or a
 * module importing itself. Each is listed as its sorted module names.
 */
export const staticCycles = (edges: ReadonlyMap<string, readonly string[]>): string[][] => {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfLoop = (edges.get(node) ?? []).includes(node);
    if (component.length > 1 || selfLoop) cycles.push(component.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) connect(node);
  return cycles;
};
