import * as z from 'zod';
import { DEMO_ABSENCE_DAY, DEMO_ABSENCE_ID } from '../../lib/local/seed/demo-board';
import { DEMO_FINALIZED_BILL_ID, DEMO_RECEIPT_IDS } from '../../lib/local/seed/demo-receipts';
import { DEMO_RENTAL_IDS } from '../../lib/local/seed/demo-rentals';
import { DEMO_TOLL_IMPORT_ID, DEMO_TOLL_TRIP_ID } from '../../lib/local/seed/demo-toll-imports';
import { httpRoutes } from '../../lib/services';
import type { Endpoint } from '../../schemas/api/endpoint';
import { receiptTypePaths } from '../../schemas/api/receipts';
import { receiptTypes } from '../../schemas/receipts/receipt';

/**
 * What the generated access tests (test/integration/every-route-access.test.ts) call every route of the
 * registry with: a real record of the demo company for each `{param}` of a path, a query the route
 * accepts and a body that passes its schema. A new route whose path names a new `{param}` needs an
 * entry in DEMO_TARGETS; until it has one, the test fails and says which.
 */

/**
 * The ids only known at run time: the test's own company (test/support/tenants.ts) with its share-link
 * tokens, an invitation the test sends, a member's Cognito user id.
 */
export type RuntimeIds = {
  companyId: string;
  mapShareToken: string;
  progressShareToken: string;
  invitationId: string;
  memberUserId: string;
};

type Target =
  /**
   * A record of the demo company; `read` is where its owner reads it when the route's own GET cannot;
   * `refusedAs` is the answer of a route that refuses with a result rather than 403 or 404.
   */
  | {
      kind: 'company';
      id: string | ((ids: RuntimeIds) => string);
      read?: (id: string, ids: RuntimeIds) => string;
      refusedAs?: Record<string, unknown>;
      /** Fields a body of the record's routes needs that the record itself does not hold (an article and amount). */
      bodyFields?: Record<string, unknown> | ((ids: RuntimeIds) => Record<string, unknown>);
      /** The ids of the record's parts for a path's further params ({trackId} of a field's track). */
      parts?: Record<string, string>;
    }
  /** Data that is the same for every user, not a company's: another company reads it too. */
  | { kind: 'shared'; id: string | ((ids: RuntimeIds) => string); why: string };

/** A target's id for the company of the run. */
export const targetId = (target: Pick<Target, 'id'>, ids: RuntimeIds): string =>
  typeof target.id === 'string' ? target.id : target.id(ids);

/** A company target's body fields for the company of the run. */
export const targetBodyFields = (
  fields: Record<string, unknown> | ((ids: RuntimeIds) => Record<string, unknown>) | undefined,
  ids: RuntimeIds,
): Record<string, unknown> | undefined => (typeof fields === 'function' ? fields(ids) : fields);

/**
 * The field's routes of one track or marker (/fields/{fieldId}/tracks/{trackId}) name the field and its
 * part: the field is the record they change (tracks and markers live inside it). A new marker needs a place.
 */
const DEMO_FIELD_PARTS = {
  // lib/local/seed/demo-map-structures.ts DEMO_FIELD_PART_IDS.
  parts: { trackId: 'demo-field-deichkoppel-fahrgasse', markerId: 'demo-marker-deichkoppel-tor' },
  bodyFields: { lat: 54.488, lng: 9.06 },
};

/** Keyed by the path up to the param: the routes of one record (read, change, archive, history) share it. */
export const DEMO_TARGETS: Record<string, Target> = {
  '/identity/invitations/{invitationId}': { kind: 'company', id: (ids) => ids.invitationId },
  '/identity/my-invitations/{invitationId}': {
    kind: 'company',
    id: (ids) => ids.invitationId,
    read: () => '/identity/invitations',
    // application.md §7: answering an invitation that is not one's own is the result 'invitation-not-found'.
    refusedAs: { result: 'error', reason: 'invitation-not-found' },
  },
  '/identity/members/{userId}': { kind: 'company', id: (ids) => ids.memberUserId },
  '/identity/update-infos/{updateInfoId}': {
    kind: 'shared',
    id: 'update-kunden-live',
    why: 'product news are shown to every user (application.md §3 Update info)',
  },
  '/structures/customers/{customerId}': { kind: 'company', id: 'demo-customer-10001' },
  '/structures/operating-units/{operatingUnitId}': {
    kind: 'company',
    id: 'demo-unit-schleswig',
    // The unit's logo routes: a file to ask an upload URL for, and a key to confirm (none uploaded: refused).
    bodyFields: (ids) => ({ contentType: 'image/png', size: 100, key: `companies/${ids.companyId}/logo/none` }),
  },
  '/structures/order-requests/{orderRequestId}': {
    kind: 'company',
    // A sent request, as its farmer could still change it (so the body is a valid change).
    id: 'demo-order-request-guelle',
    read: (id) => `/structures/company/order-requests/${id}`,
  },
  '/structures/company/order-requests/{orderRequestId}': { kind: 'company', id: 'demo-order-request-guelle' },
  '/structures/company/loading-or-unloading-points/{id}': { kind: 'company', id: 'demo-point-hafen-husum' },
  '/structures/loading-or-unloading-points/{loadingPointId}': {
    kind: 'company',
    // The farmer Thomsen's own point (the customer side); the owner reads it where the office does.
    id: 'demo-point-silo-thomsen',
    read: (id, ids) => `/structures/company/loading-or-unloading-points/${id}?companyId=${ids.companyId}`,
  },
  '/structures/tracks/{trackId}': {
    kind: 'company',
    // The farmer Thomsen's own track (the customer side); the owner reads it where the office does.
    id: 'demo-track-deichweg',
    read: (id, ids) => `/structures/company/tracks/${id}?companyId=${ids.companyId}`,
  },
  '/structures/company/tracks/{trackId}': { kind: 'company', id: 'demo-track-deichweg' },
  '/structures/fields/{fieldId}': {
    kind: 'company',
    // The farmer Thomsen's own field (the customer side); the owner reads it where the office does.
    id: 'demo-field-deichkoppel',
    read: (id, ids) => `/structures/company/fields/${id}?companyId=${ids.companyId}`,
    ...DEMO_FIELD_PARTS,
  },
  '/structures/company/fields/{fieldId}': { kind: 'company', id: 'demo-field-deichkoppel', ...DEMO_FIELD_PARTS },
  '/structures/markers/{markerId}': {
    kind: 'company',
    // The farmer Thomsen's own marker (the customer side); the owner reads it where the office does.
    id: 'demo-marker-hoftor-thomsen',
    read: (id, ids) => `/structures/company/markers/${id}?companyId=${ids.companyId}`,
  },
  '/structures/company/markers/{markerId}': { kind: 'company', id: 'demo-marker-hoftor-thomsen' },
  '/structures/company/map-shares/{shareId}': { kind: 'company', id: 'demo-share-thomsen' },
  '/structures/public/map-shares/{token}': {
    kind: 'shared',
    id: (ids) => ids.mapShareToken,
    why: 'a shared link is read without signing in by whoever holds it (issue 13 point 3)',
  },
  '/orders/orders/{orderId}': {
    kind: 'company',
    id: 'demo-order-guelle-thomsen',
    // A refuel of the order's machine (POST .../refuels), and one to remove (POST .../refuel-removals).
    bodyFields: {
      machineId: 'demo-machine-fendt-942',
      timestamp: '2026-01-01T08:00:00.000Z',
      liters: '1',
      refuelId: 'demo-refuel-none',
    },
  },
  // lib/local/seed/demo-masterdata: the machine's refuels (GET /orders/machines/{machineId}/refuels).
  '/orders/machines/{machineId}': {
    kind: 'company',
    id: 'demo-machine-jaguar-960',
    read: (id) => `/masterdata/machines/${id}`,
  },
  // The moment a hand-out or take-back names (its body holds no more than the version besides).
  '/orders/rentals/{rentalId}': {
    kind: 'company',
    id: DEMO_RENTAL_IDS.reserved,
    bodyFields: { at: '2026-06-01T08:00:00.000Z' },
  },
  '/orders/progress-shares/{shareId}': { kind: 'company', id: 'demo-progress-thomsen' },
  // The summary only reads; the project itself is read where the office keeps it.
  '/orders/projects/{projectId}': {
    kind: 'company',
    id: 'demo-project-maissilage-thomsen',
    read: (id) => `/masterdata/projects/${id}`,
  },
  '/orders/public/progress/{token}': {
    kind: 'shared',
    id: (ids) => ids.progressShareToken,
    why: "a farmer's progress link is read without signing in by whoever holds it (issue 15)",
  },
  '/orders/absences/{absenceId}': {
    kind: 'company',
    // A fixed absence (lib/local/seed/demo-board.ts), read in the list of its first day.
    id: DEMO_ABSENCE_ID,
    read: () => `/orders/absences?from=${DEMO_ABSENCE_DAY}&to=${DEMO_ABSENCE_DAY}`,
  },
  '/orders/driving/{orderId}': {
    kind: 'company',
    // Assigned to the demo driver; the owner reads it where the office does (the driver's view is the driver's).
    id: 'demo-order-guelle-thomsen',
    read: (id) => `/orders/orders/${id}`,
    bodyFields: { resourceId: 'demo-resource-diesel', amount: '1' },
  },
  // Tim Brandt's task; the owner (who has no such task) reads the order through the orders service.
  '/work/tasks/{orderId}': {
    kind: 'company',
    id: 'demo-order-guelle-thomsen',
    read: (id) => `/orders/orders/${id}`,
  },
  // lib/local/seed/demo-campaigns.ts: three orders of the biogas plant's maize harvest.
  '/orders/campaigns/{campaignId}': { kind: 'company', id: 'demo-campaign-mais-claussen' },
  // lib/local/seed/demo-toll-imports.ts: an import with one open trip, which a body puts onto a demo order.
  '/orders/toll-imports/{importId}': {
    kind: 'company',
    id: DEMO_TOLL_IMPORT_ID,
    bodyFields: { tripId: DEMO_TOLL_TRIP_ID, orderId: 'demo-order-guelle-thomsen' },
  },
  '/masterdata/employees/{id}': { kind: 'company', id: 'demo-employee-hauke-feddersen' },
  '/masterdata/projects/{id}': { kind: 'company', id: 'demo-project-maissilage-thomsen' },
  '/masterdata/employee-tags/{id}': { kind: 'company', id: 'demo-etag-fahrer' },
  '/masterdata/machines/{id}': { kind: 'company', id: 'demo-machine-jaguar-960' },
  '/masterdata/machine-rings/{id}': { kind: 'company', id: 'demo-ring-husum' },
  '/masterdata/resources/{id}': { kind: 'company', id: 'demo-resource-diesel' },
  '/masterdata/resource-tags/{id}': { kind: 'company', id: 'demo-rtag-saatgut' },
  '/masterdata/services/{id}': { kind: 'company', id: 'demo-service-mais-haeckseln' },
  '/masterdata/suppliers/{id}': { kind: 'company', id: 'demo-supplier-raiffeisen' },
  '/masterdata/gas-stations/{id}': { kind: 'company', id: 'demo-gas-hoftank-husum' },
  '/masterdata/cost-accounts/{id}': { kind: 'company', id: 'demo-account-3400' },
  '/masterdata/customer-tags/{id}': { kind: 'company', id: 'demo-ctag-bio' },
  '/masterdata/price-agreements/{id}': { kind: 'company', id: 'demo-agreement-diesel-grosskunden' },
  '/tracking/trackings/{trackingId}': { kind: 'company', id: 'demo-tracking-gras-vorige-woche' },
  // lib/local/seed/demo-receipts.ts: a draft of every type; the bill's routes also cancel and pay.
  '/receipts/bills/{receiptId}': {
    kind: 'company',
    id: DEMO_RECEIPT_IDS.BILL,
    bodyFields: { reason: 'Storno', amount: '1', paidOn: '2026-01-01' },
  },
  // A finalized cancellation bill: its negated quantities are no input, so a change names no positions.
  '/receipts/cancellation-bills/{receiptId}': {
    kind: 'company',
    id: DEMO_RECEIPT_IDS.CANCELLATION_BILL,
    bodyFields: { positions: [] },
  },
  '/receipts/reminders/{receiptId}': { kind: 'company', id: DEMO_RECEIPT_IDS.BILL_REMINDER },
  '/receipts/credit-notes/{receiptId}': { kind: 'company', id: DEMO_RECEIPT_IDS.CREDIT_NOTE },
  '/receipts/delivery-notes/{receiptId}': { kind: 'company', id: DEMO_RECEIPT_IDS.DELIVERY_NOTE },
  '/receipts/offers/{receiptId}': { kind: 'company', id: DEMO_RECEIPT_IDS.OFFER },
  // The e-invoice service's previews of drafts, read where the receipts service reads the draft.
  ...Object.fromEntries(
    receiptTypes.map((type) => [
      `/invoices/receipts/${receiptTypePaths[type]}/{receiptId}`,
      {
        kind: 'company',
        id: DEMO_RECEIPT_IDS[type],
        read: (id: string) => `/receipts/${receiptTypePaths[type]}/${id}`,
      },
    ]),
  ),
  // Sending is for a finalized receipt; it is read where its type's routes read it.
  '/receipts/send/{receiptId}': {
    kind: 'company',
    id: DEMO_FINALIZED_BILL_ID,
    read: (id) => `/receipts/bills/${id}`,
    bodyFields: { type: 'BILL' },
  },
};

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
