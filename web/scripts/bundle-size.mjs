// Measures the gzip size of the JS the login route loads: the entry chunk and its static imports
// (index.html's script + modulepreload), and additionally the lazy login page with its static imports.
// Usage: node web/scripts/bundle-size.mjs  (after `vite build --config web/vite.config.ts`)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const initial = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map(
  (m) => m[1],
);

/** A manifest chunk and everything it imports statically. */
const closure = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
};

const loginKey = Object.keys(manifest).find((key) => key.endsWith('pages/auth/login-page.tsx'));
const loginRoute = new Set([...initial, ...closure(loginKey)]);

const report = (title, files) => {
  const sizes = [...files].map((file) => [file, gz(file)]).sort((a, b) => b[1] - a[1]);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  console.log(`${title}: ${kb(total)} gzip`);
  for (const [file, size] of sizes) console.log(`  ${kb(size).padStart(9)}  ${file}`);
  return total;
};

report('Initial JS (index.html entry + modulepreload)', initial);
const total = report('Login route JS (initial + lazy login page and its imports)', loginRoute);
const limit = 350 * 1024;
console.log(total <= limit ? `OK: under ${kb(limit)}` : `TOO BIG: over ${kb(limit)}`);
process.exitCode = total <= limit ? 0 : 1;
