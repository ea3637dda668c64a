import fc from 'fast-check';
import * as z from 'zod';
import type { Endpoint } from '../../../schemas/api/endpoint';
import { type HostileFile, hostileInputCases } from './hostile-inputs';
import { arbitraryFor, FUZZ_MARKER, inputKeysOf, STORED_MARKER } from './schema-arbitrary';

/**
 * The requests the fuzz sends to one route. `expect`: 'no-5xx' (valid-ish input: any answer but a
 * server error), '4xx' (the input is wrong: refused, so nothing can have been stored) or 401 (the token).
 */
export type FuzzCase = {
  label: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** JSON text, or the bytes of a multipart body (then with its `contentType`). */
  body?: string | Uint8Array<ArrayBuffer>;
  /** The body's content type when it is no JSON (a multipart upload). */
  contentType?: string;
  /** 'caller': the route's caller (the owner, or nobody on public routes); else the Authorization value. */
  authorization: 'caller' | 'none' | string;
  expect: 'no-5xx' | '4xx' | 401;
  /** A valid body for a create route, sent as the owner of the fuzz's own company: may be stored, cleaned up after. */
  stores?: true;
};

export type FuzzSetup = {
  runs: number;
  seed: number;
  /** The caller's company (the demo contractor), named in company queries. */
  companyId: string;
  /** The company the valid creates are stored in, as its owner: one no other file counts records in. */
  fuzzCompanyId: string;
  /** Paths of the create routes (a POST on a list's path): the only writes the fuzz sends valid bodies to. */
  createPaths: ReadonlySet<string>;
  forgedTokens: Record<string, string>;
  /** PDFs uploaded to the routes that read one (hostile-inputs.ts): a compressed bomb, deep XML inside. */
  hostileFiles: readonly HostileFile[];
};

type Path = (string | number)[];
type Json = unknown;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Paths to the values that are not objects: primitives, and lists of primitives (also empty ones). */
const leafPaths = (value: Json, path: Path = []): Path[] => {
  if (isPlainObject(value)) return Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...path, key]));
  if (Array.isArray(value) && value.some(isPlainObject)) {
    return value.flatMap((child, index) => leafPaths(child, [...path, index]));
  }
  return [path];
};

/** The value at `path` (undefined where the path leads nowhere). */
const valueAt = (value: Json, path: Path): Json =>
  path.reduce<Json>((at, key) => {
    if (Array.isArray(at) && typeof key === 'number') return at[key];
    return isPlainObject(at) ? at[key] : undefined;
  }, value);

/** A copy of `value` with `replacement` at `path` (the whole value for the empty path). */
const replaceAt = (value: Json, path: Path, replacement: Json): Json => {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value))
    return value.map((child, index) => (index === head ? replaceAt(child, rest, replacement) : child));
  if (isPlainObject(value)) return { ...value, [head]: replaceAt(value[head], rest, replacement) };
  return value;
};

/** Wrong at any leaf that is not an object: a string, number, flag, enum or list refuses an object. */
const WRONG_AT_LEAF = { fuzz: [1, 2] };
const ONE_MB = 1024 * 1024;
const LONG_ID = 'i'.repeat(1024);

const nested = (depth: number, inner: (child: Json) => Json): Json => {
  let value: Json = 0;
  for (let level = 0; level < depth; level++) value = inner(value);
  return value;
};

const samples = (schema: z.ZodType | undefined, setup: FuzzSetup, salt: number): Json[] =>
  fc.sample(arbitraryFor(schema ?? z.object({})), { numRuns: setup.runs, seed: setup.seed + salt });

/** Query values as a URL carries them; a company query names the caller's own company. */
const asQuery = (value: Json, setup: FuzzSetup): Record<string, string> => {
  const entries = isPlainObject(value) ? Object.entries(value) : [];
  const query = Object.fromEntries(
    entries
      .filter(([, child]) => ['string', 'number', 'boolean'].includes(typeof child))
      .map(([key, child]) => [key, String(child)]),
  );
  return 'companyId' in query ? { ...query, companyId: setup.companyId } : query;
};

const asParams = (value: Json): Record<string, string> =>
  Object.fromEntries(Object.entries(isPlainObject(value) ? value : {}).map(([key, child]) => [key, String(child)]));

/** The body with one leaf (chosen by the run) made wrong; a body without leaves is sent as a number. */
const invalidBody = (sample: Json, pick: number): Json => {
  const leaves = isPlainObject(sample) ? leafPaths(sample) : [];
  const path = leaves[pick % Math.max(leaves.length, 1)];
  return path ? replaceAt(sample, path, WRONG_AT_LEAF) : 42;
};

/** Own keys named like Object's prototype members, as JSON text (an object literal would set the prototype). */
const PROTOTYPE_KEYS = '"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}';

/** The JSON text of an object with the prototype keys as its first members. */
const withPrototypeKeys = (objectText: string): string =>
  objectText === '{}' ? `{${PROTOTYPE_KEYS}}` : `{${PROTOTYPE_KEYS},${objectText.slice(1)}`;

/** Hostile bodies built on a valid-ish sample; each is wrong in a way the schema must refuse. */
const hostileBodies = (sample: Json): [string, string][] => {
  const leaves = isPlainObject(sample) ? leafPaths(sample) : [];
  const first = leaves[0];
  const stringLeaf = leaves.find((path) => typeof valueAt(sample, path) === 'string');
  const arrayLeaf = leaves.find((path) => Array.isArray(valueAt(sample, path)));
  const wrong = invalidBody(sample, 0);
  const json = JSON.stringify(sample);
  const wrongText = JSON.stringify(wrong);
  return [
    [
      '1 MB string',
      JSON.stringify(stringLeaf ? replaceAt(sample, stringLeaf, 's'.repeat(ONE_MB)) : 's'.repeat(ONE_MB)),
    ],
    [
      '60,000 items',
      JSON.stringify(arrayLeaf ? replaceAt(sample, arrayLeaf, Array(60_000).fill('x')) : Array(60_000).fill('x')),
    ],
    ['number body', '42'],
    ['string body', '"text"'],
    ['list body', '[]'],
    ['null body', 'null'],
    [
      'nested 1,000 deep',
      JSON.stringify(
        first
          ? replaceAt(
              sample,
              first,
              nested(1000, (child) => ({ a: child })),
            )
          : nested(1000, (child) => [child]),
      ),
    ],
    ['__proto__ and constructor keys', isPlainObject(wrong) ? withPrototypeKeys(wrongText) : `[{${PROTOTYPE_KEYS}}]`],
    ['cut-off JSON', json.slice(0, Math.max(1, Math.floor(json.length / 2)))],
  ];
};

/**
 * Schema-valid bodies that reach what lies behind the schemas (references, numbering, the database's
 * refusals, prototype keys in a body that passes): create routes get them as the owner of the fuzz's own
 * company, each run's sample and the first with __proto__/constructor keys; they carry STORED_MARKER and
 * fuzz.test.ts archives or deletes what they stored. A route of one record (a `{param}` in its path) gets
 * the valid body with prototype keys at the generated id, which names no record. Other writes change a
 * company's one settings item or start work, so they get no valid body.
 */
const validBodyCases = (
  endpoint: Endpoint,
  setup: FuzzSetup,
  bodies: Json[],
  base: Omit<FuzzCase, 'label' | 'expect'>,
) => {
  const kept = (sample: Json) => JSON.stringify(sample ?? {}).replaceAll(FUZZ_MARKER, STORED_MARKER);
  const withProto = (sample: Json) => (isPlainObject(sample) ? withPrototypeKeys(kept(sample)) : kept(sample));
  if (endpoint.method === 'POST' && setup.createPaths.has(endpoint.path)) {
    const query = 'companyId' in base.query ? { ...base.query, companyId: setup.fuzzCompanyId } : base.query;
    const stored = { ...base, query, expect: 'no-5xx', stores: true } as const;
    return [
      ...bodies.map((sample, run) => ({ ...stored, label: `valid body #${run}`, body: kept(sample) })),
      { ...stored, label: '__proto__ and constructor keys in a valid body', body: withProto(bodies[0]) },
    ];
  }
  if (!endpoint.params) return [];
  return [
    {
      ...base,
      label: '__proto__ and constructor keys in a valid body',
      body: withProto(bodies[0]),
      expect: 'no-5xx',
    } as const,
  ];
};

/**
 * Every request of the fuzz for one route. Reads (GET) get valid-ish and invalid input; routes that
 * change something (POST, PUT, PATCH, DELETE) get input that is wrong in at least one part (body, path,
 * query or token), so the demo company keeps nothing of it, and the valid bodies of validBodyCases.
 */
export const casesFor = (endpoint: Endpoint, setup: FuzzSetup): FuzzCase[] => {
  const isRead = endpoint.method === 'GET';
  const params = samples(endpoint.params, setup, 1).map(asParams);
  const queries = samples(endpoint.query, setup, 2).map((value) => asQuery(value, setup));
  const bodies = samples(endpoint.body, setup, 3);
  const queryKeys = endpoint.query ? inputKeysOf(endpoint.query) : [];
  const paramsAt = (run: number) => params[run % params.length] ?? {};
  const queryAt = (run: number) => queries[run % queries.length] ?? {};
  const base = { params: paramsAt(0), query: queryAt(0), authorization: 'caller' } as const;
  const cases: FuzzCase[] = [];

  for (let run = 0; run < setup.runs; run++) {
    if (isRead)
      cases.push({ ...base, label: `valid-ish #${run}`, params: paramsAt(run), query: queryAt(run), expect: 'no-5xx' });
    if (queryKeys.length > 0) {
      const key = queryKeys[run % queryKeys.length] ?? 'companyId';
      cases.push({
        ...base,
        label: `query ${key} of 1,024 characters #${run}`,
        params: paramsAt(run),
        query: { ...queryAt(run), [key]: 'q'.repeat(1024) },
        expect: '4xx',
      });
    }
    if (endpoint.body) {
      const body = JSON.stringify(invalidBody(bodies[run] ?? {}, run));
      cases.push({
        ...base,
        label: `invalid body #${run}`,
        params: paramsAt(run),
        query: queryAt(run),
        body,
        expect: '4xx',
      });
    }
  }
  if (endpoint.params) {
    const longIds = Object.fromEntries(Object.keys(params[0] ?? {}).map((key) => [key, LONG_ID]));
    const body = endpoint.body ? JSON.stringify(bodies[0] ?? {}) : undefined;
    cases.push({ ...base, label: 'ids of 1,024 characters in the path', params: longIds, body, expect: '4xx' });
  }
  if (isRead) {
    // Own keys named like Object's prototype members (an object literal would set the prototype instead).
    const query = Object.fromEntries([
      ...Object.entries(base.query),
      ['__proto__', 'x'],
      ['constructor', 'y'],
      ['toString', 'z'],
    ]);
    cases.push({ ...base, label: '__proto__ and constructor in the query', query, expect: 'no-5xx' });
  }
  if (endpoint.body) {
    for (const [label, body] of hostileBodies(bodies[0] ?? {})) cases.push({ ...base, label, body, expect: '4xx' });
    cases.push(...validBodyCases(endpoint, setup, bodies, base));
  }
  cases.push(...hostileInputCases(endpoint, setup, bodies, base));
  if (endpoint.access.kind !== 'public') {
    for (const [label, authorization] of Object.entries(setup.forgedTokens)) {
      const body = endpoint.body ? JSON.stringify(bodies[0] ?? {}) : undefined;
      cases.push({ ...base, label: `token: ${label}`, body, authorization, expect: 401 });
    }
  }
  return cases;
};
