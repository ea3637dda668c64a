import * as z from 'zod';
import { deepXml, pdfWithEmbeddedFile, zlibBomb } from '../../../lambdas/einvoice/reading/hostile-pdfs.fixtures';
import type { Endpoint } from '../../../schemas/api/endpoint';
import type { FuzzCase, FuzzSetup } from './fuzz-cases';
import { FUZZ_MARKER, STORED_MARKER } from './schema-arbitrary';

/**
 * Issue 25 point 6: shapes the schemas once let through to a 500, derived from the registry like the rest of
 * the fuzz. Every list of map vertices in a body becomes a ring of repeated or aligned points (turf failed on
 * them); every `xml` text becomes XML nested a thousand levels deep (the parser failed on it); every
 * multipart route that takes a PDF alone gets a Factur-X whose invoice inflates to a gigabyte and one whose
 * invoice is nested a thousand deep. What the schema refuses must be refused (4xx); what it takes must not
 * answer 5xx (a create stores it in the fuzz company, which the suite cleans up).
 */

type Json = unknown;
type Path = (string | number)[];

/** A PDF the fuzz uploads, prepared once (pdf-lib is asynchronous, the cases are not). */
export type HostileFile = { label: string; pdf: Uint8Array };

export const hostileFiles = async (): Promise<HostileFile[]> => [
  {
    label: 'Factur-X whose invoice inflates to 1 GB',
    pdf: await pdfWithEmbeddedFile('factur-x.xml', zlibBomb(1024), { filter: 'FlateDecode', declaredSize: 2048 }),
  },
  {
    label: 'Factur-X whose invoice is nested 1,000 deep',
    pdf: await pdfWithEmbeddedFile('factur-x.xml', new TextEncoder().encode(deepXml(1000, 'CrossIndustryInvoice'))),
  },
];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A vertex of a drawn shape: lat and lng only (a marker has them too, with more). */
const isVertex = (value: unknown) =>
  isPlainObject(value) &&
  Object.keys(value).length === 2 &&
  typeof value.lat === 'number' &&
  typeof value.lng === 'number';

/** Paths to the lists of vertices in a body (a field's outline, each of its holes, a track). */
const vertexLists = (value: Json, path: Path = []): Path[] => {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(isVertex)) return [path];
    return value.flatMap((child, index) => vertexLists(child, [...path, index]));
  }
  return isPlainObject(value)
    ? Object.entries(value).flatMap(([key, child]) => vertexLists(child, [...path, key]))
    : [];
};

const replaceAt = (value: Json, [head, ...rest]: Path, replacement: Json): Json => {
  if (head === undefined) return replacement;
  if (Array.isArray(value))
    return value.map((child, index) => (index === head ? replaceAt(child, rest, replacement) : child));
  return isPlainObject(value) ? { ...value, [head]: replaceAt(value[head], rest, replacement) } : value;
};

const A = { lat: 54.5, lng: 9.05 };
const B = { lat: 54.5, lng: 9.051 };
/** Three vertices of which two or three coincide, and three on one line. */
const DEGENERATE_RINGS: [string, Json[]][] = [
  ['first point repeated last', [A, B, A]],
  ['a point repeated', [A, A, B]],
  ['one point three times', [A, A, A]],
  ['three points on a line', [A, { lat: 54.5, lng: 9.0505 }, B]],
];
/** A square of about 2 km around A and B: the outline a degenerate hole lies in, a valid path as a track. */
const AROUND = [
  { lat: 54.49, lng: 9.04 },
  { lat: 54.49, lng: 9.06 },
  { lat: 54.51, lng: 9.06 },
  { lat: 54.51, lng: 9.04 },
];

type JsonNode = z.core.JSONSchema._JSONSchema;

/** The branch of an optional or nullable field that holds the object or list itself. */
const structural = (node: JsonNode | undefined): z.core.JSONSchema.JSONSchema | undefined => {
  if (node === undefined || typeof node === 'boolean') return undefined;
  if (node.properties || node.items) return node;
  return (node.anyOf ?? node.oneOf ?? []).map(structural).find((branch) => branch !== undefined);
};

/** Every list of vertices in the value made the square around the degenerate ring. */
const aroundEverywhere = (value: Json): Json =>
  vertexLists(value).reduce<Json>((body, path) => replaceAt(body, path, AROUND), value);

/**
 * The sample cut down to what the schema requires, with the ring at `path`: at each object on the way only
 * its required keys, its name and the key leading on; each list on the way only the one item; other
 * vertex lists the square around the ring. So the ring reaches what measures it (a create of a field is
 * {shape} or {shape, holes: [ring]}), not a refused reference of a random id first.
 */
const leanWith = (value: Json, node: JsonNode | undefined, path: Path, ring: Json[]): Json => {
  const [head, ...rest] = path;
  if (head === undefined) return ring;
  const schema = structural(node);
  if (Array.isArray(value)) {
    const items = Array.isArray(schema?.items) ? schema?.items[0] : schema?.items;
    return [leanWith(value[Number(head)], items, rest, ring)];
  }
  if (!isPlainObject(value)) return value;
  const required = new Set(schema?.required ?? []);
  // The name keeps the marker, so a record stored anyway is found; other texts may be ids of nothing.
  const kept = Object.entries(value).filter(([key]) => key !== head && (required.has(key) || key === 'name'));
  const next = leanWith(value[head], schema?.properties?.[String(head)], rest, ring);
  return { ...Object.fromEntries(kept.map(([key, child]) => [key, aroundEverywhere(child)])), [head]: next };
};

/** The sample with the ring at `path` as it is, and cut down to what reaches the ring's measuring. */
const ringBodies = (sample: Json, json: JsonNode, path: Path, ring: Json[]): [string, Json][] => [
  ['', replaceAt(sample, path, ring)],
  [' (lean)', leanWith(sample, json, path, ring)],
];

const multipart = (part: string, file: HostileFile) => {
  const boundary = `fuzz-${Math.random().toString(36).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${part}"; filename="rechnung.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([Buffer.from(head), file.pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
};

/** The part of a multipart body that takes a PDF when sent alone (the routes that read an uploaded PDF). */
const pdfOnlyPart = (endpoint: Endpoint): string | undefined => {
  if (endpoint.bodyFormat !== 'multipart' || !(endpoint.body instanceof z.ZodObject)) return undefined;
  const file = { filename: 'x.pdf', mimetype: 'application/pdf', content: new Uint8Array([1]) };
  return Object.keys(endpoint.body.shape).find((part) => endpoint.body?.safeParse({ [part]: file }).success);
};

/** Whether the body's JSON Schema (any branch of a union) has a text field `xml`. */
const takesXml = (endpoint: Endpoint): boolean => {
  if (!endpoint.body || endpoint.bodyFormat === 'multipart') return false;
  const json = z.toJSONSchema(endpoint.body, { io: 'input', unrepresentable: 'any' });
  const branches = [json, ...(json.anyOf ?? []), ...(json.oneOf ?? [])];
  return branches.some((branch) => typeof branch !== 'boolean' && branch.properties?.xml !== undefined);
};

type Base = Omit<FuzzCase, 'label' | 'expect'>;

export const hostileInputCases = (endpoint: Endpoint, setup: FuzzSetup, bodies: Json[], base: Base): FuzzCase[] => {
  const cases: FuzzCase[] = [];
  const schema = endpoint.body;
  if (schema && endpoint.bodyFormat !== 'multipart') {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    const seen = new Set<string>();
    for (const sample of bodies) {
      for (const path of vertexLists(sample)) {
        for (const [ringLabel, ring] of DEGENERATE_RINGS) {
          for (const [variant, body] of ringBodies(sample, json, path, ring)) {
            const label = `${path.join('.')}: ${ringLabel}${variant}`;
            const text = JSON.stringify(body);
            if (seen.has(text)) continue;
            seen.add(text);
            if (!schema.safeParse(body).success) cases.push({ ...base, label, body: text, expect: '4xx' });
            else if (endpoint.method === 'POST' && setup.createPaths.has(endpoint.path)) {
              // Taken by the schema (a track may run back to its start): stored in the fuzz company, never a 5xx.
              const query = 'companyId' in base.query ? { ...base.query, companyId: setup.fuzzCompanyId } : base.query;
              const kept = text.replaceAll(FUZZ_MARKER, STORED_MARKER);
              cases.push({ ...base, query, label, body: kept, expect: 'no-5xx', stores: true });
            } else if (endpoint.params) {
              // At the generated id, which names no record: past the schema, never a 5xx.
              cases.push({ ...base, label, body: text, expect: 'no-5xx' });
            }
          }
        }
      }
    }
  }
  if (takesXml(endpoint)) {
    cases.push({
      ...base,
      label: 'XML nested 1,000 deep',
      body: JSON.stringify({ xml: deepXml(1000) }),
      expect: '4xx',
    });
  }
  const part = pdfOnlyPart(endpoint);
  if (part) {
    for (const file of setup.hostileFiles)
      cases.push({ ...base, label: file.label, ...multipart(part, file), expect: '4xx' });
  }
  return cases;
};
