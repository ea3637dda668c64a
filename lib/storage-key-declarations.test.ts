import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { clientKeyFields } from '../lambdas/platform/storage-keys';
import { httpRoutes } from './services';

/**
 * Issue 25 point 1: every field of every route whose name says it may hold a storage key (a key, a path,
 * a file, an object, an upload, a URL) is either declared in lambdas/platform/storage-keys.ts
 * `clientKeyFields` (the route checks it with requireClientKey, and test/integration/storage-keys.test.ts
 * attacks it) or named below with the reason it is no key. A new route or field fails here until it is
 * declared, so no key reaches the bucket unchecked.
 */

const KEY_LIKE = /key|path|file|storage|bucket|object|upload|url|uri|href|blob|attachment/i;

const multipartPart = 'a multipart file part: its bytes come with the request, nothing is read from storage';

/** Key-like fields that hold no storage key, by route, and why. */
const noStorageKeys: Record<string, Record<string, string>> = {
  'POST /orders/toll-imports': { fileName: 'the name the list had on the office’s computer, shown with the import' },
  'POST /orders/crop-protection-imports/preview': { fileName: 'the name of the uploaded list, shown in the preview' },
  'POST /orders/driving/{orderId}/start': {
    'counterStarts.*.key': "a counter of the order's machines (its id and type), no file",
  },
  'POST /orders/driving/{orderId}/stop': {
    'counterStarts.*.key': "a counter of the order's machines (its id and type), no file",
    'counterEnds.*.key': "a counter of the order's machines (its id and type), no file",
  },
  'POST /invoices/zugferd/create': { 'pdf.filename': multipartPart },
  'POST /invoices/zugferd/read': { 'pdf.filename': multipartPart },
  ...Object.fromEntries(
    ['POST /mails/send', 'POST /mails/send/receipt'].map((routeKey) => [
      routeKey,
      { files: multipartPart, 'files.filename': multipartPart, 'files.*.filename': multipartPart },
    ]),
  ),
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The declared-path spelling ('files.*.filename') of every key-like field of a JSON schema. */
const keyLikePaths = (node: unknown, at = ''): string[] => {
  if (!isObject(node)) return [];
  const join = (key: string) => (at === '' ? key : `${at}.${key}`);
  const fields = isObject(node.properties)
    ? Object.entries(node.properties).flatMap(([name, field]) => [
        ...(KEY_LIKE.test(name) ? [join(name)] : []),
        ...keyLikePaths(field, join(name)),
      ])
    : [];
  const items = keyLikePaths(node.items, join('*'));
  const branches = ['anyOf', 'oneOf', 'allOf'].flatMap((union) => {
    const list = node[union];
    return Array.isArray(list) ? list.flatMap((branch) => keyLikePaths(branch, at)) : [];
  });
  return [...new Set([...fields, ...items, ...branches])];
};

const inputsOf = (endpoint: ReturnType<typeof httpRoutes>[number]['endpoint']) =>
  (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = endpoint[part];
    if (!schema) return [];
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    // Body fields are declared by their path; params and query by 'query.<name>' / 'params.<name>'.
    return keyLikePaths(json).map((path) => (part === 'body' ? path : `${part}.${path}`));
  });

const routes = httpRoutes().map(({ endpoint, routeKey }) => [routeKey, endpoint] as const);

describe('storage key declarations cover every key-like field of every route', () => {
  it.each(routes)('%s', (routeKey, endpoint) => {
    const declared = [
      ...Object.keys(clientKeyFields[routeKey] ?? {}),
      ...Object.keys(noStorageKeys[routeKey] ?? {}),
    ].sort();
    expect(inputsOf(endpoint).sort()).toEqual(declared);
  });

  it('names only routes that exist', () => {
    const routeKeys = new Set(routes.map(([routeKey]) => routeKey));
    expect(
      [...Object.keys(clientKeyFields), ...Object.keys(noStorageKeys)].filter((key) => !routeKeys.has(key)),
    ).toEqual([]);
  });

  it('finds a key-like field of a new route that is not declared', () => {
    const upload = z.object({
      receiptId: z.string(),
      objectKey: z.string(),
      parts: z.array(z.object({ s3Path: z.string() })),
    });
    expect(keyLikePaths(z.toJSONSchema(upload, { io: 'input' })).sort()).toEqual(['objectKey', 'parts.*.s3Path']);
  });
});
