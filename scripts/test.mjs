#!/usr/bin/env node
// `npm test`: every check of the project in one run, in the order that fails fastest.
// Lint and types first, then unit + infra tests, then the web build, then the tests that start the
// embedded runtime: integration over HTTP and e2e in Debian chromium in ONE vitest run, so the runtime
// (with Java DynamoDB Local) boots once. Ends with one plain summary line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const reportDir = join('test', 'artifacts', 'reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const env = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'ERROR', CDK_DISABLE_CLI_TELEMETRY: 'true' };
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

const run = (title, command, args) => {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  console.log(`  ${status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (status !== 0) failedSteps.push(title);
  return status === 0;
};

const vitest = (title, projects, workerArgs = []) => {
  const outputFile = join(reportDir, `${title}.json`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  run(`tests: ${title}`, 'npx', [
    'vitest',
    'run',
    ...projectArgs,
    ...workerArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${outputFile}`,
  ]);
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    // A suite that fails to load counts no tests but must not pass unnoticed.
    if (report.numFailedTestSuites > 0 && report.numFailedTests === 0) totals.failed += report.numFailedTestSuites;
  } catch {
    totals.failed += 1;
  }
};

run('lint and format (biome)', 'npx', ['biome', 'check', '.']);
// TypeScript 7's native compiler checks the project in a third of 5.9's time; 5.9 stays installed for the
// infra tests that walk the type checker's API (test/infra/entity-access.ts), which 7 does not offer yet.
run('types (tsc)', process.execPath, ['node_modules/typescript-native/bin/tsc', '--noEmit', '-p', '.']);
// The unit, conformance and infra files only compute: two workers on two cores (48 s; four: 57 s). The
// integration and e2e files wait for the runtime and the browser, so they run four at a time (vitest.config.ts).
vitest('unit-infra', ['unit', 'conformance', 'infra'], ['--maxWorkers', '2']);
const built = run('web build (vite)', 'npm', ['run', '--silent', 'build:web']);
// The browser tests need the web build; without it only the integration tests run.
if (built) vitest('integration-e2e', ['integration', 'e2e']);
else {
  vitest('integration', ['integration']);
  failedSteps.push('e2e (skipped: no web build)');
}

console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length === 0 && totals.failed === 0 ? 0 : 1);
