import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as cdk from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_FONT_FOLDER, RECEIPT_FONT_FILES } from '../../lambdas/platform/receipt-pdf/fonts';
import { ServiceFunction } from '../../lib/constructs/service-function';

/**
 * A Lambda has no node_modules: a service that prints receipts must find its fonts beside its bundle.
 * This bundles a printing handler exactly as the stacks do (ServiceFunction, local esbuild) into a scratch
 * folder outside the repository and runs the bundle there in a fresh Node process.
 */
const outdir = mkdtempSync(join(tmpdir(), 'receipt-pdf-bundle-'));
let assetDir = '';

const runBundle = () =>
  spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      'const { handler } = await import(process.argv[1]); console.log(JSON.stringify(await handler()));',
      join(assetDir, 'index.mjs'),
    ],
    { cwd: assetDir, encoding: 'utf8', timeout: 60_000 },
  );

beforeAll(() => {
  const app = new cdk.App({ outdir });
  const stack = new cdk.Stack(app, 'ReceiptPdfBundle', { env: { account: '123456789012', region: 'eu-central-1' } });
  new ServiceFunction(stack, 'Printer', {
    service: {
      name: 'receipt-printer',
      entry: 'test/infra/fixtures/receipt-pdf-handler.ts',
      receiptFonts: true,
      access: {},
    },
  });
  app.synth();
  const bundles = readdirSync(outdir).filter((name) => existsSync(join(outdir, name, 'index.mjs')));
  expect(bundles).toHaveLength(1);
  assetDir = join(outdir, bundles[0] ?? '');
}, 120_000);

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the bundle of a service that prints receipts', () => {
  it('carries the font files beside it', () => {
    for (const file of Object.values(RECEIPT_FONT_FILES)) {
      expect(existsSync(join(assetDir, BUNDLED_FONT_FOLDER, file))).toBe(true);
    }
  });

  it('renders a PDF without node_modules', () => {
    const run = runBundle();
    expect(run.status, run.stderr.slice(-2000)).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ bytes: expect.any(Number), header: '%PDF-' });
  });

  it('finds its fonts there and nowhere else', () => {
    rmSync(join(assetDir, BUNDLED_FONT_FOLDER), { recursive: true });
    const run = runBundle();
    expect(run.status).not.toBe(0);
    expect(run.stderr.slice(-2000)).toContain('dejavu-fonts-ttf');
  });
});
