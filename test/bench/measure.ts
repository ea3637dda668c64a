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

/**
 * The JavaScript a browser must load before the first page shows: the entry script of index.html and
 * every module it preloads (Vite lists static imports as modulepreload links). Lazy pages are not in it.
 */
export const initialJsGzipBytes = (distDir: string): { files: string[]; gzipBytes: number } => {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => String(match[1]).replace(/^\//, ''));
  const unique = [...new Set(files)];
  const gzipBytes = unique.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).byteLength,
    0,
  );
  return { files: unique, gzipBytes };
};
