import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import direction of DESIGN §2 and §6 is kept by biome's noRestrictedImports (biome.json). This
 * lints one small file per case with the project's own biome.json in a scratch folder (one biome run,
 * well under a second), so a loosened pattern shows up here and not in a review.
 */
type Case = { file: string; imports: string; allowed: boolean };

const cases: Case[] = [
  // web/ never imports lambdas/ or lib/.
  { file: 'web/src/pages/masterdata/a.tsx', imports: '../../../../lambdas/masterdata/domain/pricing', allowed: false },
  { file: 'web/src/pages/b.ts', imports: '../../../lib/services', allowed: false },
  { file: 'web/src/pages/masterdata/c.tsx', imports: '../../../../schemas/kernel/pricing', allowed: true },
  { file: 'web/src/pages/d.ts', imports: '@cloudscape-design/components/box', allowed: true },
  // schemas/ imports only schemas/ and zod, date-fns, @date-fns/tz, big.js.
  { file: 'schemas/a.ts', imports: '../lambdas/platform/clock', allowed: false },
  { file: 'schemas/kernel/b.ts', imports: '../../web/src/pages/format', allowed: false },
  { file: 'schemas/kernel/c.ts', imports: 'node:crypto', allowed: false },
  { file: 'schemas/api/d.ts', imports: 'react', allowed: false },
  { file: 'schemas/kernel/e.ts', imports: '../masterdata/pricing', allowed: true },
  { file: 'schemas/kernel/f.ts', imports: '@date-fns/tz', allowed: true },
  { file: 'schemas/g.ts', imports: 'big.js', allowed: true },
  // A domain's purity (schemas and itself, no I/O) is checked over the import graph: domain-purity.test.ts.
  // A service never imports another service (the shape of work/work-store.ts today), only lambdas/platform; nor lib/, web/.
  { file: 'lambdas/orders/store.ts', imports: '../structures/company-store', allowed: false },
  { file: 'lambdas/orders/routes.ts', imports: '../masterdata', allowed: false },
  { file: 'lambdas/orders/deep/a.ts', imports: '../../identity/domain/claims', allowed: false },
  { file: 'lambdas/platform/db/a.ts', imports: '../../work/store', allowed: false },
  { file: 'lambdas/orders/e.ts', imports: '../../lib/services', allowed: false },
  { file: 'lambdas/platform/db/f.ts', imports: '../../../web/src/pages/format', allowed: false },
  { file: 'lambdas/orders/b.ts', imports: '../platform/http', allowed: true },
  { file: 'lambdas/orders/c.ts', imports: '../../schemas/errors', allowed: true },
  { file: 'lambdas/orders/deep/d.ts', imports: '../store', allowed: true },
  { file: 'lambdas/platform/db/e.ts', imports: '../../platform/clock', allowed: true },
];

const root = process.cwd();
const scratch = mkdtempSync(join(tmpdir(), 'import-direction-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The files biome reports a restricted import in. */
const flaggedFiles = (): Set<string> => {
  copyFileSync(join(root, 'biome.json'), join(scratch, 'biome.json'));
  for (const { file, imports } of cases) {
    mkdirSync(join(scratch, dirname(file)), { recursive: true });
    writeFileSync(join(scratch, file), `import { value } from '${imports}';\n\nexport const copy = value;\n`);
  }
  // biome exits with 1 when it finds errors: the JSON report is on stdout either way.
  const { stdout } = spawnSync(
    join(root, 'node_modules/.bin/biome'),
    ['lint', '--reporter=json', '--vcs-enabled=false', '--only=style/noRestrictedImports', '.'],
    { cwd: scratch, encoding: 'utf8' },
  );
  const report: { diagnostics: { category: string; location: { path: string } }[] } = JSON.parse(stdout);
  return new Set(
    report.diagnostics
      .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
      .map((diagnostic) => diagnostic.location.path),
  );
};

describe('import direction (biome noRestrictedImports)', () => {
  const flagged = flaggedFiles();

  it.each(cases)('$file importing $imports: allowed $allowed', ({ file, allowed }) => {
    expect(flagged.has(file)).toBe(!allowed);
  });
});
