import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Edge, productionImportsOfTestHelpers, repositoryEdges, unnamedTestHelpers } from './module-rules';

/**
 * Test-only helpers are named `*.fixtures.ts` / `*.test-kit.ts` or live under test/, and production code
 * never imports them (issue 26 point 5): then no Lambda bundle or web build can reach them.
 */
const edge = (from: string, to: string): Edge => ({ from, specifier: `./${to}`, to });

describe('test helpers (import graph)', () => {
  it('tells a production import of a helper from the imports tests make', () => {
    const edges = [
      edge('lambdas/platform/mail.ts', 'lambdas/platform/mail-fakes.test-kit.ts'),
      edge('web/src/pages/work/page.tsx', 'web/src/pages/work/stop-wizard.fixtures.ts'),
      edge('lambdas/mail/mail-routes.test.ts', 'lambdas/platform/mail-fakes.test-kit.ts'),
      edge('schemas/kernel/pricing.fixtures.ts', 'schemas/refusal-of.test-kit.ts'),
      edge('test/support/api-client.ts', 'lambdas/receipts/receipt.test-kit.ts'),
    ];
    expect(productionImportsOfTestHelpers(edges)).toEqual([
      'lambdas/platform/mail.ts -> lambdas/platform/mail-fakes.test-kit.ts',
      'web/src/pages/work/page.tsx -> web/src/pages/work/stop-wizard.fixtures.ts',
    ]);
  });

  it('finds a helper under a production name: imported by tests only', () => {
    const edges = [
      edge('lambdas/platform/mail.test.ts', 'lambdas/platform/fakes.ts'),
      edge('test/integration/mail.test.ts', 'lambdas/platform/fakes.ts'),
      edge('lambdas/platform/mail.test.ts', 'lambdas/platform/mail.ts'),
      edge('lambdas/mail/handler.ts', 'lambdas/platform/mail.ts'),
    ];
    expect(unnamedTestHelpers(edges)).toEqual(['lambdas/platform/fakes.ts']);
  });

  const edges = repositoryEdges(join(import.meta.dirname, '../..'));

  it('no production module imports a *.fixtures.ts or *.test-kit.ts module', () => {
    expect(productionImportsOfTestHelpers(edges)).toEqual([]);
  });

  it('every module that only tests import is named as a test helper (or lives under test/)', () => {
    expect(unnamedTestHelpers(edges)).toEqual([]);
  });
});
