import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { sendRefusal } from './refusals';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><title>Lohnwerk</title><link rel="icon" href="data:,"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Lohnwerk</h1>
<p>Die Web-App ist noch nicht gebaut. Bitte einmal <code>npm run build:web</code> ausführen und die Seite neu laden.</p>
<p>Die API läuft bereits unter <a href="/api">/api</a>.</p>
</body>
</html>
`;

/** Vite puts content-hashed files under /assets: they never change, everything else is revalidated. */
const cacheControlFor = (urlPath: string): string =>
  urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

const fileIn = (root: string, urlPath: string): string | undefined => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = normalize(join(root, decoded));
  // No way out of the web root (../ or encoded variants).
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
};

/**
 * The built web app (web/dist) with single-page-app fallback: any path without a file extension gets
 * index.html, so deep links into the router work. A missing build gets a page that says how to build it.
 */
export const createStaticFiles =
  (root: string) => (request: IncomingMessage, response: ServerResponse, urlPath: string) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      request.resume();
      sendRefusal(response, 'LW_405_00_0001', { allow: 'GET, HEAD' });
      return;
    }
    const index = join(root, 'index.html');
    if (!existsSync(index)) {
      response.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(request.method === 'HEAD' ? undefined : NOT_BUILT_PAGE);
      return;
    }
    const file = (urlPath !== '/' ? fileIn(root, urlPath) : undefined) ?? (extname(urlPath) === '' ? index : undefined);
    if (!file) {
      sendRefusal(response, 'LW_404_00_0002');
      return;
    }
    const size = statSync(file).size;
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': String(size),
      'cache-control': file === index ? 'no-cache' : cacheControlFor(urlPath),
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  };
