import { createRequire } from 'node:module';

/**
 * `node:http` as the bundles see it (BUNDLE_ALIASES, lib/constructs/service-function.ts), read with
 * require(). An ESM import of `node:http` makes Node build the module's ESM face from all of its exports,
 * and reading `http.WebSocket` among them loads undici: some 50 ms of every cold start, for the
 * STATUS_CODES that @middy/util imports. A bundled import of anything else from `node:http` fails the
 * build here, so it is added knowingly.
 */
const http: typeof import('node:http') = createRequire(import.meta.url)('node:http');

export const { STATUS_CODES } = http;
