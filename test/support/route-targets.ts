import * as z from 'zod';
import { httpRoutes } from '../../lib/services';
import type { Endpoint } from '../../schemas/api/endpoint';
import { DEMO_TARGETS } from './demo-targets';

/**
 * What the generated access tests (test/integration/every-route-access.test.ts) call every route of the
 * registry with: the demo record of each `{param}` (demo-targets.ts), a query the route accepts and a body
 * that passes its schema.
 */
const PARAM = /\{(\w+)\}/;

/** The path up to and including its first `{param}`, e.g. '/masterdata/machines/{id}'; undefined without one. */
export const targetKey = (path: string): string | undefined => {
  const match = PARAM.exec(path);
  return match ? path.slice(0, match.index + match[0].length) : undefined;
};

export const idRoutes = () => httpRoutes().filter(({ endpoint }) => targetKey(endpoint.path) !== undefined);

/** Paths whose params have no demo target (what a new route must add to DEMO_TARGETS). */
export const pathsWithoutTarget = (): string[] => [
  ...new Set(
    httpRoutes().flatMap(({ endpoint }) => {
      const key = targetKey(endpoint.path);
      return key && !DEMO_TARGETS[key] ? [key] : [];
    }),
  ),
];

const paramsOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

/** Paths with more than one param whose target names no part id for a further param (`parts`). */
export const pathsWithSeveralParams = (): string[] =>
  httpRoutes()
    .map(({ endpoint }) => endpoint.path)
    .filter((path) => {
      const [, ...further] = paramsOf(path);
      const key = targetKey(path);
      const target = key === undefined ? undefined : DEMO_TARGETS[key];
      const parts = target?.kind === 'company' ? (target.parts ?? {}) : {};
      return further.some((param) => parts[param] === undefined);
    });

/**
 * The path with its first param filled with the record's id and the further ones with its parts' ids
 * (an id no record has, e.g. in the role test, fills every param when no parts are given).
 */
export const filledPath = (path: string, id: string, parts: Record<string, string> = {}): string => {
  const [first] = paramsOf(path);
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(name === first ? id : (parts[name] ?? id)));
};

/** Queries some routes need besides the company: a day (own work times), a version no record has, an order, a map box. */
const OTHER_QUERIES: Record<string, string>[] = [
  { from: '2026-01-01', to: '2026-01-01' },
  { version: '999999' },
  { orderId: 'demo-order-gras-vorige-woche' },
  // A map box around Husum (the fields on the map, GET /geo/fields).
  { minLat: '54.4', maxLat: '54.5', minLng: '9', maxLng: '9.1' },
  // A mail (POST /mails/send) and a receipt mail to a demo customer (POST /mails/send/receipt).
  { subject: 'Rechnung', recipients: 'kunde@example.org', receiptType: 'bill', customerId: 'demo-customer-10001' },
];

const firstAccepted = (endpoint: Endpoint, candidates: Record<string, string>[]): string | undefined => {
  const query = endpoint.query ? candidates.find((candidate) => endpoint.query?.safeParse(candidate).success) : {};
  return query === undefined ? undefined : new URLSearchParams(query).toString();
};

/**
 * The first query the route accepts: none (the caller's own company), the demo company named (routes of
 * a contractor's customers), a day (own work times), or a version no record has (removing the logo is
 * version-checked, so an allowed caller is told of a conflict, and nothing is removed).
 */
export const acceptedQuery = (endpoint: Endpoint, demoCompanyId: string): string | undefined =>
  firstAccepted(endpoint, [{}, { companyId: demoCompanyId }, ...OTHER_QUERIES]);

/** Whether the route's query can name a company (`?companyId=`): company routes and a contractor's customers'. */
export const takesCompanyQuery = (endpoint: Endpoint): boolean =>
  endpoint.query instanceof z.ZodObject && Object.hasOwn(endpoint.query.shape, 'companyId');

/** A query the route accepts that names this company, with what else the route needs. */
export const queryNaming = (endpoint: Endpoint, companyId: string): string | undefined =>
  firstAccepted(
    endpoint,
    [{}, ...OTHER_QUERIES].map((query) => ({ ...query, companyId })),
  );

/**
 * The DEMO_TARGETS key of the record a route works on: its own param's, or for a route of a whole list
 * (list, create) the one of the list's records, whose data makes a valid body for a create.
 */
export const recordKeyOf = (path: string): string | undefined => {
  // A batch route (services.md §7 'POST and PATCH batch') writes the records of its parent path.
  const records = path.replace(/\/batch$/, '');
  return targetKey(path) ?? Object.keys(DEMO_TARGETS).find((key) => key.startsWith(`${records}/{`));
};

/** A batch wrapper ({tracks: [...]}) holding the record: the body's one list field, if it has exactly one. */
const batchOf = (schema: z.ZodType, record: Record<string, unknown>): unknown[] => {
  if (!(schema instanceof z.ZodObject)) return [];
  const lists = Object.entries(schema.shape).filter(([, field]) => field instanceof z.ZodArray);
  const [list] = lists;
  return list && lists.length === 1 ? [{ [list[0]]: [record] }] : [];
};

/**
 * A body the route's schema accepts, built from the target record as its company reads it: the record
 * itself (flat edits), wrapped as a versioned change, the target's own body fields, an archive flag, a decision
 * or an invitation answer.
 * `{}` for a route without a body; undefined when no candidate fits: the route then needs one here.
 */
export const acceptedBody = (
  endpoint: Endpoint,
  record: Record<string, unknown>,
  bodyFields: Record<string, unknown> = {},
): { body?: unknown } | undefined => {
  const schema = endpoint.body;
  if (!schema) return {};
  const version = record.version;
  const candidates: unknown[] = [
    { version, data: record },
    { version, ...bodyFields },
    { version, archived: record.archived ?? false },
    { version, accept: false },
    record,
    { ...record, ...bodyFields },
    { accept: false },
    ...batchOf(schema, record),
  ];
  const body = candidates.find((candidate) => schema.safeParse(candidate).success);
  return body === undefined ? undefined : { body };
};

/**
 * Issue 25: the fields by which a route sends mail to addresses its caller names (the recipients and
 * copies), and those by which it names the sender. Every route with one of them in its query or body is a
 * mail route: the generated tests (every-route-access, role-matrix) call each with an address the company
 * does not know and with every role, so a new route that mails is covered the day it is added, as long as
 * it names its addresses so.
 */
export const MAIL_ADDRESS_FIELDS = ['recipients', 'ccs', 'bccs'] as const;
export const MAIL_SENDER_FIELDS = ['displayName', 'replyTo'] as const;

const shapeKeys = (schema: z.ZodType | undefined): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

/** Where a route takes the fields of mail (query or body) and which of them; undefined for a route that mails nobody. */
export const mailFieldsOf = (endpoint: Endpoint) => {
  const where = (['query', 'body'] as const).find((part) =>
    shapeKeys(endpoint[part]).some((key) => (MAIL_ADDRESS_FIELDS as readonly string[]).includes(key)),
  );
  if (!where) return undefined;
  const keys = shapeKeys(endpoint[where]);
  return {
    where,
    addresses: MAIL_ADDRESS_FIELDS.filter((field) => keys.includes(field)),
    sender: MAIL_SENDER_FIELDS.filter((field) => keys.includes(field)),
  };
};

/** The routes of the registry that send mail to addresses their caller names. */
export const mailRoutes = () => httpRoutes().filter(({ endpoint }) => mailFieldsOf(endpoint) !== undefined);

/** A request to a mail route: where it goes, with its query, and the body as the route takes it. */
export type MailRouteRequest = {
  path: string;
  body?: { json: unknown } | { form: Record<string, string> };
};

/**
 * A request a mail route accepts but for the mail fields given (and a subject), which replace the route's own: the demo
 * company's record for a param, the route's accepted query, a body from the target's body fields (JSON) or
 * a message text (multipart). Address lists go into the query as the API takes them (comma-separated).
 */
export const mailRouteRequest = (
  endpoint: Endpoint,
  demoCompanyId: string,
  mail: Partial<Record<(typeof MAIL_ADDRESS_FIELDS)[number], string[]>> & {
    displayName?: string;
    replyTo?: string;
    subject?: string;
  },
): MailRouteRequest => {
  const fields = mailFieldsOf(endpoint);
  if (!fields) throw new Error(`${endpoint.path} sends no mail`);
  const key = targetKey(endpoint.path);
  const target = key === undefined ? undefined : DEMO_TARGETS[key];
  const id = target?.kind === 'company' && typeof target.id === 'string' ? target.id : undefined;
  const path = key && id ? filledPath(endpoint.path, id) : endpoint.path;
  const query = new URLSearchParams(acceptedQuery(endpoint, demoCompanyId) ?? '');
  const bodyFields = target?.kind === 'company' ? (target.bodyFields ?? {}) : {};
  if (fields.where === 'query') {
    for (const [name, value] of Object.entries(mail)) {
      query.set(name, Array.isArray(value) ? value.join(',') : String(value));
    }
  }
  const withQuery = query.size ? `${path}?${query}` : path;
  if (endpoint.bodyFormat === 'multipart') return { path: withQuery, body: { form: { text: 'Moin, Prüfung.' } } };
  if (!endpoint.body) return { path: withQuery };
  return { path: withQuery, body: { json: { ...bodyFields, ...(fields.where === 'body' ? mail : {}) } } };
};
