import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Five projects: unit (pure code beside its source), conformance (e-invoices against the official rules), infra (CDK template assertions), integration (HTTP
 * against the embedded runtime), e2e (Playwright on Debian chromium). scripts/test.mjs runs unit + conformance + infra,
 * then integration + e2e in ONE `vitest run`, so both share one runtime boot (test/support/runtime-setup.ts).
 * Each integration and e2e file works in a company of its own (test/support/tenants.ts), and the few that
 * check the seeded demo company only read it, so files pass in any order; the runtime is not reset between
 * files. The e2e group starts after the integration group only to spare the two cores (see below). Two files
 * at a time: the tests mostly wait for the runtime and the browser, not for a core.
 */
const CONFORMANCE = 'lambdas/**/conformance.test.ts';
/*
 * The unit, conformance and infra files share their worker's modules (isolate: false): most of their time was
 * importing the same schemas and libraries again for every file (248 s against 115 s on two cores). They
 * mock no module; what a file changes of the process (environment, a library's settings) it sets back or
 * sets for itself before use (lambdas/platform/receipt-pdf/render.ts applyReceiptFonts).
 */

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll waits for what a page or the runtime shows next; its default second is too short on two
    // busy cores (a reload, a live change). It still returns as soon as the expectation holds.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['schemas/**/*.test.ts', 'lambdas/**/*.test.ts', 'lib/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, CONFORMANCE],
          isolate: false,
        },
      },
      // The official e-invoice rules (XSD + schematron via SaxonJS): offline but some 10-20 s of CPU, so
      // apart from the quick unit tests; `npm test` runs them with the unit tests.
      { extends: true, test: { name: 'conformance', include: [CONFORMANCE], isolate: false } },
      { extends: true, test: { name: 'infra', include: ['test/infra/**/*.test.ts'], isolate: false } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/support/runtime-setup.ts'],
          // Integration before e2e: not for their data (every file works in a company of its own and passes in
          // any order, as runs with both mixed showed), but for load: mixed, the browser files and the HTTP
          // files' tenants competed for the two cores and the run took a quarter longer (856 s against 684 s).
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/runtime-setup.ts', 'test/e2e/browser-server.ts'],
          setupFiles: ['test/e2e/test-hooks.ts'],
          sequence: { groupOrder: 2 },
          maxWorkers: 2,
        },
      },
    ],
  },
});
