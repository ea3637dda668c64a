import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** Latency percentiles of a list of samples in milliseconds. */
export const percentile = (samples: number[], p: number): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
};

/** Bundles a Lambda entry the way the CDK's NodejsFunction does (ESM, minified, AWS SDK v3 external). */
export const lambdaBundleBytes = async (entry: string): Promise<number> => {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    external: ['@aws-sdk/*'],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles.reduce((sum, file) => sum + file.contents.byteLength, 0);
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
