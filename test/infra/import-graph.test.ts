import { describe, expect, it } from 'vitest';
import { importsOf, specifiersOf, staticCycles } from './import-graph';

describe('importsOf', () => {
  it('separates static from lazy imports and skips type-only ones and packages', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "export { d } from './d';",
      "export type { E } from './e';",
      "export * from './f';",
      "import './side-effect.css';",
      "import React from 'react';",
      "const lazyPage = () => import('./page');",
    ].join('\n');
    expect(importsOf('x.ts', text)).toEqual({
      staticImports: ['./a', './c', './d', './f', './side-effect.css'],
      lazyImports: ['./page'],
    });
  });
});

describe('specifiersOf', () => {
  it('lists every module a text names: packages, type-only imports and lazy ones too', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export * from './c';",
      "import 'node:fs';",
      "type D = import('./d').D;",
      "const lazyPage = () => import('@aws-sdk/client-s3');",
    ].join('\n');
    expect(specifiersOf('x.ts', text)).toEqual(['./a', '../b', './c', 'node:fs', './d', '@aws-sdk/client-s3']);
  });
});

describe('staticCycles', () => {
  it('finds a cycle through several modules and a module importing itself', () => {
    const edges = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(staticCycles(edges)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('finds none in a tree', () => {
    expect(
      staticCycles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });
});
