import { describe, expect, it } from 'vitest';
import { httpRoutes } from '../../../lib/services';
import { clientVersionHeaders } from '../../../schemas/api/client-version';
import { fillPath } from '../../../schemas/api/endpoint';
import { isErrorCode, messageForCode } from '../../../schemas/errors';
import { runtime } from '../../support/api-client';
import { newTenant } from '../../support/tenants';
import { removeStored } from './cleanup';
import { casesFor, type FuzzCase } from './fuzz-cases';
import { hostileFiles } from './hostile-inputs';
import { FUZZ_MARKER, inputKeysOf, STORED_MARKER } from './schema-arbitrary';

/** The company whose lists must hold no fuzz record afterwards: the demo's use cases, of this file's own. */
const tenant = await newTenant({ demo: true });
/** The company the valid generated records may be stored in: nothing else reads it. */
const fuzzTenant = await newTenant();

/**
 * Issue 11 point 2: the fuzz suite, generated from the registry. Every route of lib/services.ts gets
 * requests derived from its zod schemas (fuzz-cases.ts, schema-arbitrary.ts) plus hostile ones (1 MB
 * strings, 60,000 items, wrong types, 1,000 levels of nesting, __proto__ keys, cut-off JSON, ids of
 * 1,024 characters, missing and forged tokens; issue 25: map rings of repeated or aligned points, XML nested
 * 1,000 deep, a Factur-X whose invoice inflates to a gigabyte, hostile-inputs.ts), through the real HTTP chain of the embedded runtime, as
 * the owner of the demo company (public routes without a token). Reads get valid-ish and invalid input;
 * routes that change something get input that is wrong somewhere, so the demo company keeps nothing.
 * Create routes also get schema-valid bodies (some with __proto__/constructor keys), sent as the owner of
 * the fuzz company (seeded for this suite alone): they reach references, numbering and the database, may
 * be stored, and are deleted or archived after the run (cleanup.ts).
 *
 * Asserted: no answer is a 5xx; every 4xx carries a catalogue code and its German message; wrong input
 * is refused (4xx) and a forged token is a 401; no answer shows a prototype key's value; afterwards no
 * list of the demo company holds a record with a fuzz marker, and the fuzz company's lists hold none of the
 * valid creates the API can remove. (Counting a list before and after would race the other integration
 * files, which create records in the same companies at the same time.)
 *
 * FUZZ_RUNS generated runs per route (default 2, within the suite's time budget). The seed is fixed, so a
 * run repeats; FUZZ_SEED picks another one (printed with every run and failure):
 *   FUZZ_RUNS=500 FUZZ_SEED=7 npx vitest run --project integration test/integration/fuzz/fuzz.test.ts
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
const DEFAULT_SEED = 11_2026;
const SEED = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
const PARALLEL_REQUESTS = 6;

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens that must all be refused: none, rubbish, unsigned, and a real one whose claims were changed. */
const forgedTokens = (realToken: string): Record<string, string> => {
  const [header = '', payload = ''] = realToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const expired = { ...claims, exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 };
  return {
    none: 'none',
    'not a token': 'Bearer not-a-token',
    'unsigned (alg none)': `Bearer ${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(claims)}.`,
    'expired, signature of another payload': `Bearer ${header}.${base64Url(expired)}.${realToken.split('.')[2]}`,
    'owner claims, foreign signature': `Bearer ${header}.${base64Url({ ...claims, 'custom:adminLevel': 'SUPER' })}.c2lnbmF0dXJl`,
  };
};

type Outcome = { route: string; fuzzCase: FuzzCase; status: number; text: string };

const send = async (
  route: ReturnType<typeof httpRoutes>[number],
  fuzzCase: FuzzCase,
  tokens: { caller: string; fuzzOwner: string },
) => {
  const { endpoint } = route;
  const token = fuzzCase.stores ? tokens.fuzzOwner : tokens.caller;
  const query = new URLSearchParams(fuzzCase.query).toString();
  const authorization =
    fuzzCase.authorization === 'caller'
      ? endpoint.access.kind === 'public'
        ? undefined
        : `Bearer ${token}`
      : fuzzCase.authorization === 'none'
        ? undefined
        : fuzzCase.authorization;
  const response = await fetch(
    `${runtime().apiUrl}${fillPath(endpoint.path, fuzzCase.params)}${query ? `?${query}` : ''}`,
    {
      method: endpoint.method,
      headers: {
        ...clientVersionHeaders(endpoint.path),
        ...(authorization ? { authorization } : {}),
        ...(fuzzCase.body === undefined ? {} : { 'content-type': fuzzCase.contentType ?? 'application/json' }),
      },
      body: fuzzCase.body,
    },
  );
  return { status: response.status, text: await response.text() };
};

/** What is wrong with one answer ('' when nothing). */
const problemOf = ({ fuzzCase, status, text }: Outcome): string => {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 200)}`;
  if (fuzzCase.expect === 401 && status !== 401) return `forged token answered ${status}`;
  if (fuzzCase.expect === '4xx' && status < 400) return `wrong input answered ${status}`;
  if (text.includes('polluted')) return `a prototype key's value came back: ${text.slice(0, 200)}`;
  if (status < 400) return '';
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${status} without a JSON body: ${text.slice(0, 100)}`;
  }
  const code = typeof body === 'object' && body !== null && 'code' in body ? String(body.code) : '';
  const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
  if (!isErrorCode(code)) return `${status} without a catalogue code: ${text.slice(0, 200)}`;
  if (message !== messageForCode(code)) return `${status} ${code} without its German message: ${String(message)}`;
  return '';
};

/** The lists of a company whose text holds the marker: `${routeKey}: ${what}` per list. */
const listsHolding = async (
  lists: ReturnType<typeof httpRoutes>,
  token: string,
  marker: string,
  what: string,
  all: boolean,
) =>
  Promise.all(
    lists.map(async ({ endpoint, routeKey }) => {
      const archived = all && endpoint.query && inputKeysOf(endpoint.query).includes('archived') ? '?archived=all' : '';
      const response = await fetch(`${runtime().apiUrl}${endpoint.path}${archived}`, {
        headers: { ...clientVersionHeaders(endpoint.path), authorization: `Bearer ${token}` },
      });
      return (await response.text()).includes(marker) ? `${routeKey}: ${what}` : '';
    }),
  );

/** Runs the tasks with at most `limit` at once; the results in the order of the list. */
const inPool = async <T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = [];
  // One iterator shared by the workers: each takes the next item when it is free.
  const pending = items.entries();
  const worker = async () => {
    for (const [index, item] of pending) results[index] = await task(item);
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
};

describe('fuzz: every route of the registry, generated and hostile input', () => {
  it('answers no 5xx, every 4xx with a code and German message, refuses wrong input and stores nothing', async () => {
    const [token, fuzzOwner] = await Promise.all([tenant.token('OWNER'), fuzzTenant.token('OWNER')]);
    const routes = httpRoutes();
    const creates = routes.filter(({ endpoint }) => endpoint.method === 'POST' && !endpoint.path.includes('{'));
    const lists = routes.filter(
      ({ endpoint }) => endpoint.method === 'GET' && creates.some((create) => create.endpoint.path === endpoint.path),
    );
    const setup = {
      runs: RUNS,
      seed: SEED,
      companyId: tenant.companyId,
      fuzzCompanyId: fuzzTenant.companyId,
      createPaths: new Set(lists.map(({ endpoint }) => endpoint.path)),
      forgedTokens: forgedTokens(token),
      hostileFiles: await hostileFiles(),
    };
    const work = routes.flatMap((route) => casesFor(route.endpoint, setup).map((fuzzCase) => ({ route, fuzzCase })));

    const outcomes = await inPool(
      work,
      PARALLEL_REQUESTS,
      async ({ route, fuzzCase }): Promise<Outcome> => ({
        route: route.routeKey,
        fuzzCase,
        ...(await send(route, fuzzCase, { caller: token, fuzzOwner })),
      }),
    );

    // What the valid creates stored leaves the fuzz company's lists again where the API can remove it.
    const created = outcomes
      .filter(({ fuzzCase, status }) => fuzzCase.stores && status >= 200 && status < 300)
      .map(({ route, text }) => ({
        path: routes.find((entry) => entry.routeKey === route)?.endpoint.path ?? '',
        text,
      }));
    const cleanup = await removeStored(routes, created, fuzzOwner);
    const removable = lists.filter(({ endpoint }) => !cleanup.kept.includes(endpoint.path));
    // Nothing stored in the demo company (even archived), nothing left in the fuzz company's current lists.
    const stored = [
      ...(await listsHolding(lists, token, FUZZ_MARKER, 'a fuzz record was stored', true)),
      ...(await listsHolding(lists, token, STORED_MARKER, 'a valid create landed in the demo company', true)),
      ...(await listsHolding(removable, fuzzOwner, STORED_MARKER, 'a valid create was not removed', false)),
    ];

    const histogram: Record<string, number> = {};
    for (const { status } of outcomes) histogram[status] = (histogram[status] ?? 0) + 1;
    console.info(
      `fuzz: ${routes.length} routes x ${(outcomes.length / routes.length).toFixed(1)} cases = ${outcomes.length} requests` +
        ` (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED}); statuses ${JSON.stringify(histogram)}; ${lists.length} create lists checked;` +
        ` ${created.length} valid creates stored, kept (no delete or archive in the API): ${cleanup.kept.join(', ') || 'none'}`,
    );
    const problems = outcomes
      .map((outcome) => ({ outcome, problem: problemOf(outcome) }))
      .filter(({ problem }) => problem !== '')
      .map(({ outcome, problem }) => `${outcome.route} [${outcome.fuzzCase.label}]: ${problem}`);
    expect(
      [...problems, ...cleanup.problems, ...stored.filter((entry) => entry !== '')],
      `FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} repeats this run`,
    ).toEqual([]);
    // Some 6,000 requests on two busy cores: the global minute was used up to the last seconds before issue 25.
  }, 180_000);
});
