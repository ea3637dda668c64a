import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { BUNDLE_ALIASES, BUNDLE_DEFINES } from '../../lib/constructs/service-function';

/** Latency percentiles of a list of samples in milliseconds. */
export const percentile = (samples: number[], p: number): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
};

/**
 * Bundles a Lambda entry the way the CDK's ServiceFunction does (lib/constructs/service-function.ts): ESM,
 * minified, AWS SDK v3 external (the runtime has it), and the banner that gives bundled CommonJS a require().
 * `inputs` are the bytes each source file leaves in the minified output (esbuild's metafile), `sdkPackages`
 * the AWS SDK packages it loads from the runtime at cold start.
 */
export const bundleLambdaWithInputs = async (
  entry: string,
): Promise<{ contents: Uint8Array; inputs: Record<string, number>; sdkPackages: string[] }> => {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*'],
    define: BUNDLE_DEFINES,
    alias: { ...BUNDLE_ALIASES },
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (!file || result.outputFiles.length !== 1) throw new Error(`${entry}: expected one output file`);
  const [output] = Object.values(result.metafile.outputs);
  const inputs: Record<string, number> = {};
  for (const [path, input] of Object.entries(output?.inputs ?? {})) inputs[path] = input.bytesInOutput;
  const sdkPackages = [
    ...new Set(
      (output?.imports ?? []).flatMap(({ path, external }) => (external && path.startsWith('@aws-sdk/') ? [path] : [])),
    ),
  ].sort();
  return { contents: file.contents, inputs, sdkPackages };
};

export const bundleLambda = async (entry: string): Promise<Uint8Array> =>
  (await bundleLambdaWithInputs(entry)).contents;

/**
 * A value for every variable a service may be granted (lambdas/platform/config.ts), so a service that checks
 * its configuration at cold start finds it complete. Nothing here is contacted: importing a handler makes no
 * network call, it only builds its clients.
 */
const coldStartEnvironment: Record<string, string> = {
  AWS_REGION: 'eu-central-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  LOG_LEVEL: 'WARN',
  TABLE_NAME: 'lohnwerk-bench',
  TOKEN_ISSUER: 'http://localhost:9/eu-central-1_bench',
  USER_POOL_ID: 'eu-central-1_bench',
  USER_POOL_CLIENT_ID: 'bench-client',
  MAIL_QUEUE_URL: 'http://localhost:9/000000000000/mail',
  RECEIPTS_QUEUE_URL: 'http://localhost:9/000000000000/receipts',
  DOCUMENTS_QUEUE_URL: 'http://localhost:9/000000000000/documents',
  MAIL_EVENTS_QUEUE_URL: 'http://localhost:9/000000000000/mail-events',
  EINVOICE_FUNCTION_NAME: 'lohnwerk-bench-einvoice',
  MAIL_FROM: 'bench@example.de',
  RECEIPTS_BUCKET: 'lohnwerk-bench-receipts',
  DOCUMENTS_BUCKET: 'lohnwerk-bench-documents',
  APP_URL: 'http://localhost:3000',
};

/** Run in a fresh Node process: the time from before the import of the bundle until its module has run. */
const importTimer = `const started = performance.now();
await import(process.argv[1]);
process.stdout.write(String(performance.now() - started));
process.exit(0);`;

/**
 * Cold initialisation of a bundle: the median import time over fresh Node processes, each with only the
 * service environment above. The bundle lies in a temporary folder whose node_modules points at the
 * project's, so the external AWS SDK loads from there as it would from the Lambda runtime.
 */
export const coldInitMs = (name: string, bundle: Uint8Array, runs = 5): number => {
  const dir = mkdtempSync(join(tmpdir(), 'lohnwerk-cold-init-'));
  try {
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
    const file = join(dir, `${name}.mjs`);
    writeFileSync(file, bundle);
    const samples = Array.from({ length: runs }, () => {
      const child = spawnSync(process.execPath, ['--input-type=module', '-e', importTimer, pathToFileURL(file).href], {
        env: { PATH: process.env.PATH ?? '', ...coldStartEnvironment, POWERTOOLS_SERVICE_NAME: name },
        encoding: 'utf8',
      });
      if (child.status !== 0) throw new Error(`cold init of ${name} failed: ${child.stderr.slice(-2000)}`);
      return Number(child.stdout);
    });
    return percentile(samples, 50);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

type ManifestChunk = { file: string; imports?: string[] };

/** A Vite manifest chunk and everything it imports statically. */
const staticClosure = (manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
};

/**
 * The JavaScript a browser loads to show the login page: the entry script of index.html, every module
 * it preloads (Vite lists static imports as modulepreload links), and the lazy login page with its
 * static imports (from Vite's manifest). Other lazy pages are not in it.
 */
export const loginRouteJsGzipBytes = (distDir: string): { files: string[]; gzipBytes: number } => {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const initial = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => String(match[1]).replace(/^\//, ''));
  const loginPage = Object.keys(manifest).find((key) => key.endsWith('pages/auth/login-page.tsx'));
  if (!loginPage) throw new Error('login page not found in the Vite manifest');
  const files = [...new Set([...initial, ...staticClosure(manifest, loginPage)])];
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).byteLength,
    0,
  );
  return { files, gzipBytes };
};
