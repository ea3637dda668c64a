import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Five projects: unit (pure code beside its source), conformance (e-invoices against the official rules), infra (CDK template assertions), integration (HTTP
 * against the embedded runtime), e2e (Playwright on Debian chromium). scripts/test.mjs runs unit + conformance + infra,
 * then integration + e2e in ONE `vitest run`, so both share one runtime boot (test/support/runtime-setup.ts).
 * Within that run the e2e files start after the integration files (groupOrder; a group of order 0 with one
 * worker would run last). Every integration file works in a company of its own (test/support/tenants.ts),
 * but the e2e files still change the seeded demo company, which demo-orders.test.ts reads; the order goes
 * once the e2e files have companies of their own too. The runtime is not reset between. Each group runs
 * two files at a time, also on two cores: the tests mostly wait for the runtime and the browser, not for a core.
 */
const CONFORMANCE = 'lambdas/**/conformance.test.ts';

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
        },
      },
      // The official e-invoice rules (XSD + schematron via SaxonJS): offline but some 10-20 s of CPU, so
      // apart from the quick unit tests; `npm test` runs them with the unit tests.
      { extends: true, test: { name: 'conformance', include: [CONFORMANCE] } },
      { extends: true, test: { name: 'infra', include: ['test/infra/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/support/runtime-setup.ts'],
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
