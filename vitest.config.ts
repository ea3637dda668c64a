import { defineConfig } from 'vitest/config';

/**
 * Four projects, run by scripts/test.mjs in this order: unit (pure code beside its source), infra (CDK
 * template assertions), integration (HTTP against the embedded runtime), e2e (Playwright on Debian chromium).
 */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['schemas/**/*.test.ts', 'lambdas/**/*.test.ts', 'lib/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
        },
      },
      { extends: true, test: { name: 'infra', include: ['test/infra/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/support/runtime-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/runtime-setup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
