import { statSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Five projects: unit (pure code beside its source), conformance (e-invoices against the official rules), infra
 * (CDK template assertions), integration (HTTP against the embedded runtime), e2e (Playwright on Debian chromium). scripts/test.mjs runs unit + conformance + infra,
 * then integration + e2e in ONE `vitest run`, so both share one runtime boot (test/support/runtime-setup.ts).
 * Each integration and e2e file works in a company of its own (test/support/tenants.ts), and the few that
 * check the seeded demo company only read it, so files pass in any order; the runtime is not reset between
 * files; the longest start first (LongestFirst below).
 */
const CONFORMANCE = 'lambdas/**/conformance.test.ts';
/*
 * Every project's files share their worker's modules (isolate: false): most of the unit run's time was
 * importing the same schemas and libraries again for every file (248 s against 115 s on two cores), and each
 * integration or e2e file imported the tenant factory again (about 2 s). No file mocks a module; what a file
 * changes of the process (environment, a library's settings) it sets back or sets for itself before use
 * (lambdas/platform/receipt-pdf/render.ts applyReceiptFonts, test/integration/receipt-workflows.test.ts).
 */

/**
 * The order in which the files start, for load only: every integration and e2e file works in a company of
 * its own and passes in any order (`npx vitest run --sequence.shuffle` runs them shuffled). Four workers
 * share the two cores, so the run ends when the last worker ends: within a project the longest files start
 * first and the short ones fill the gaps after them. The projects follow each other (e2e before
 * integration, whose longest files are shorter): a worker is kept for the next file only when that file is
 * of its project, and a new one imports everything again (mixed, the unit run took 30 workers instead of 3).
 * A file's seconds come from vitest's timings of an earlier run on this machine (kept under
 * node_modules/.vite); a fresh clone has none, so the files that took longest in a measured run are named
 * here, and every other file counts by its size.
 */
const MEASURED_SECONDS: Readonly<Record<string, number>> = {
  'test/e2e/every-page-general.test.ts': 126,
  'test/e2e/role-matrix.test.ts': 87,
  'test/e2e/every-page-masterdata.test.ts': 72,
  'test/integration/fuzz/fuzz.test.ts': 69,
  'test/integration/npm-start.test.ts': 56,
  'test/e2e/masterdata.test.ts': 46,
  'test/integration/every-route-access.test.ts': 41,
};

/** Bytes of test source per second of run, for files without a measurement (about 10 s for 20 KB). */
const BYTES_PER_SECOND = 2_000;

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { root, sequence } = this.ctx.config;
    if (sequence.shuffle) return shuffled(files, sequence.seed);
    const seconds = (spec: TestSpecification): number => {
      const measured = this.ctx.cache.getTestSpecificationResult(spec)?.duration;
      if (measured !== undefined) return measured / 1000;
      return MEASURED_SECONDS[spec.moduleId.slice(root.length + 1)] ?? statSync(spec.moduleId).size / BYTES_PER_SECOND;
    };
    const weight = new Map(files.map((spec) => [spec, seconds(spec)]));
    return [...files].sort(
      (a, b) => a.project.name.localeCompare(b.project.name) || (weight.get(b) ?? 0) - (weight.get(a) ?? 0),
    );
  }
}

/** The files in an order drawn from the seed (vitest prints it, so a failing order can be run again). */
const shuffled = <T>(items: readonly T[], seed: number): T[] => {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  return items
    .map((item) => ({ item, key: next() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
};

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll waits for what a page or the runtime shows next; its default second is too short on two
    // busy cores (a reload, a live change). It still returns as soon as the expectation holds.
    expect: { poll: { timeout: 10_000 } },
    sequence: { sequencer: LongestFirst },
    // Four files at a time on two cores: the integration and e2e files wait for the runtime and the browser
    // more than for a core (two workers kept the cores 57 % busy: 684 s; three: 599 s; with the browser in a
    // process of its own, three 408 s and four 361 s, the cores 83 % busy). One number for all
    // projects, as vitest runs projects of one order together only with the same count; scripts/test.mjs
    // runs the unit, conformance and infra files, which only compute, with two.
    maxWorkers: 4,
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
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/runtime-setup.ts', 'test/e2e/browser-server.ts'],
          setupFiles: ['test/e2e/test-hooks.ts'],
          isolate: false,
        },
      },
    ],
  },
});
