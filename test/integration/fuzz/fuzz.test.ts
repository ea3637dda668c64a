import { describe, expect, it } from 'vitest';
import { httpRoutes } from '../../../lib/services';
import { fillPath } from '../../../schemas/api/endpoint';
import { isErrorCode, messageForCode } from '../../../schemas/errors';
import { HANSEN, loginFor, runtime, tokenForRole } from '../../support/api-client';
import { casesFor, type FuzzCase } from './fuzz-cases';
import { FUZZ_MARKER, inputKeysOf } from './schema-arbitrary';

/**
 * Issue 11 point 2: the fuzz suite, generated from the registry. Every route of lib/services.ts gets
 * requests derived from its zod schemas (fuzz-cases.ts, schema-arbitrary.ts) plus hostile ones (1 MB
 * strings, 60,000 items, wrong types, 1,000 levels of nesting, __proto__ keys, cut-off JSON, ids of
 * 1,024 characters, missing and forged tokens), through the real HTTP chain of the embedded runtime, as
 * the owner of the demo company (public routes without a token). Reads get valid-ish and invalid input;
 * routes that change something get only input that is wrong somewhere, so the fuzz stores nothing.
 *
 * Asserted: no answer is a 5xx; every 4xx carries a catalogue code and its German message; wrong input
 * is refused (4xx) and a forged token is a 401; afterwards no list of a create route holds a record
 * with the fuzz's marker. (Counting a list before and after would race the other integration files,
 * which create records in the same companies at the same time.)
 *
 * FUZZ_RUNS generated runs per route (default 2, within the suite's time budget); FUZZ_SEED repeats a run.
 *   FUZZ_RUNS=500 npx vitest run --project integration test/integration/fuzz/fuzz.test.ts
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 100_000);
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

const send = async (route: ReturnType<typeof httpRoutes>[number], fuzzCase: FuzzCase, token: string) => {
  const { endpoint } = route;
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
        ...(authorization ? { authorization } : {}),
        ...(fuzzCase.body === undefined ? {} : { 'content-type': 'application/json' }),
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
    const token = await tokenForRole('OWNER', HANSEN);
    const setup = {
      runs: RUNS,
      seed: SEED,
      companyId: loginFor('OWNER', HANSEN).companyId,
      forgedTokens: forgedTokens(token),
    };
    const routes = httpRoutes();
    const work = routes.flatMap((route) => casesFor(route.endpoint, setup).map((fuzzCase) => ({ route, fuzzCase })));

    const outcomes = await inPool(
      work,
      PARALLEL_REQUESTS,
      async ({ route, fuzzCase }): Promise<Outcome> => ({
        route: route.routeKey,
        fuzzCase,
        ...(await send(route, fuzzCase, token)),
      }),
    );

    // Nothing stored: the lists of the create routes hold no record with the fuzz's marker.
    const creates = routes.filter(({ endpoint }) => endpoint.method === 'POST' && !endpoint.path.includes('{'));
    const lists = routes.filter(
      ({ endpoint }) => endpoint.method === 'GET' && creates.some((create) => create.endpoint.path === endpoint.path),
    );
    const stored = await Promise.all(
      lists.map(async ({ endpoint, routeKey }) => {
        const all = endpoint.query && inputKeysOf(endpoint.query).includes('archived') ? '?archived=all' : '';
        const response = await fetch(`${runtime().apiUrl}${endpoint.path}${all}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return (await response.text()).includes(FUZZ_MARKER) ? `${routeKey}: a fuzz record was stored` : '';
      }),
    );

    const histogram: Record<string, number> = {};
    for (const { status } of outcomes) histogram[status] = (histogram[status] ?? 0) + 1;
    console.info(
      `fuzz: ${routes.length} routes x ${(outcomes.length / routes.length).toFixed(1)} cases = ${outcomes.length} requests` +
        ` (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED}); statuses ${JSON.stringify(histogram)}; ${lists.length} create lists checked`,
    );
    const problems = outcomes
      .map((outcome) => ({ outcome, problem: problemOf(outcome) }))
      .filter(({ problem }) => problem !== '')
      .map(({ outcome, problem }) => `${outcome.route} [${outcome.fuzzCase.label}]: ${problem}`);
    expect([...problems, ...stored.filter((entry) => entry !== '')]).toEqual([]);
  });
});
