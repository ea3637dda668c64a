import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { httpRoutes } from '../../lib/services';
import type { TCompany } from '../../schemas/api/company';
import type { Endpoint } from '../../schemas/api/endpoint';
import type { TSentMailPage } from '../../schemas/api/mails';
import { hasPermission, mayViewOwnWorkTimes } from '../../schemas/permissions';
import type { TRole } from '../../schemas/roles';
import { api } from '../support/api-client';
import { DEMO_TARGETS, type RuntimeIds, targetBodyFields, targetId } from '../support/demo-targets';
import { uniqueMail } from '../support/invitations';
import { callMailRouteWithFiles } from '../support/mail-requests';
import {
  acceptedBody,
  acceptedQuery,
  filledPath,
  idRoutes,
  mailFieldsOf,
  mailRouteRequest,
  mailRoutes,
  pathsWithoutTarget,
  pathsWithSeveralParams,
  queryNaming,
  recordKeyOf,
  takesCompanyQuery,
  targetKey,
} from '../support/route-targets';
import { ALL_ROLES } from '../support/spec-roles';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true, receiptFiles: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/**
 * Issue 11 point 9: the cross-company and role checks, generated from the registry (lib/services.ts) for
 * every route, so a route is covered the day it is added. Another company's owner calls every route
 * with an id with the demo company's real record: refused, and the record is as it was. Every role calls
 * every company route: the roles of its permission (schemas/permissions.ts) get past the role guard,
 * all others hear 403. One request per route and role.
 */

const HANSEN_ID = tenant.login('OWNER').companyId;
/** An id no record has: allowed roles get past the guard to a 404 and change nothing. */
const UNKNOWN_ID = 'no-such-record';
/** A body no route accepts (every body is an object): allowed roles hear 400 and nothing is written. */
const REFUSED_BODY: unknown[] = [];

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);
const fail = (message: string): never => {
  throw new Error(message);
};

let ownerToken: string;
let neighbourToken: string;
let ids: RuntimeIds;
let company: TCompany;

beforeAll(async () => {
  [ownerToken, neighbourToken] = await Promise.all([tenant.token('OWNER'), otherTenant.token('OWNER')]);
  const [invited, members, read] = await Promise.all([
    api<{ id: string }>('POST', '/identity/invitations', {
      token: ownerToken,
      body: { email: uniqueMail('every-route'), role: 'EMPLOYEE' },
    }),
    api<{ items: { userId: string; email: string }[] }>('GET', '/identity/members', { token: ownerToken }),
    api<TCompany>('GET', '/structures/company', { token: ownerToken }),
  ]);
  expect(invited.status).toBe(201);
  const planner = tenant.login('PLANNER').email;
  const member = members.body.items.find((item) => item.email === planner) ?? fail(`no member ${planner}`);
  ids = {
    companyId: tenant.companyId,
    mapShareToken: tenant.shares.map.token,
    progressShareToken: tenant.shares.progress.token,
    invitationId: invited.body.id,
    memberUserId: member.userId,
  };
  company = read.body;
});

/** The record a route's id names, as the demo company's owner reads it (an answer with items: the one). */
const readTarget = async (path: string, id: string, read: ((id: string, ids: RuntimeIds) => string) | undefined) => {
  const ownGet = httpRoutes().some(({ endpoint }) => endpoint.method === 'GET' && endpoint.path === path);
  const where = read?.(id, ids) ?? (ownGet ? filledPath(path, id) : path.slice(0, path.lastIndexOf('/')));
  const answer = await api<Record<string, unknown>>('GET', where, { token: ownerToken });
  expect(answer.status, `GET ${where}`).toBe(200);
  const items = answer.body.items;
  if (!Array.isArray(items)) return answer.body;
  const found: unknown = items.find((item) => item?.id === id || item?.userId === id);
  if (found === null || typeof found !== 'object') return fail(`${id} is not in GET ${where}`);
  return Object.fromEntries(Object.entries(found));
};

/** The demo company's record of a DEMO_TARGETS key: its id and a read of it as its owner sees it now. */
const companyRecord = (key: string) => {
  const target = DEMO_TARGETS[key] ?? fail(`no demo target for ${key}`);
  if (target.kind === 'shared') return fail(`${key} is data of no company`);
  const id = targetId(target, ids);
  const bodyFields = targetBodyFields(target.bodyFields, ids);
  return { id, readNow: () => readTarget(key, id, target.read), bodyFields, parts: target.parts };
};

describe('the generated tables', () => {
  it('have a demo record for every param of every route', () => {
    expect(pathsWithoutTarget(), 'add these to DEMO_TARGETS in test/support/demo-targets.ts').toEqual([]);
    expect(
      pathsWithSeveralParams(),
      'name the ids of further params in the parts of their target (demo-targets.ts)',
    ).toEqual([]);
  });
});

describe('another company', () => {
  it.each(idRoutes().map(({ endpoint, routeKey }) => [routeKey, endpoint] as const))(
    '%s refuses the demo company record to another owner and leaves it as it was',
    async (_routeKey, endpoint: Endpoint) => {
      const key = targetKey(endpoint.path) ?? fail('no param');
      const target = DEMO_TARGETS[key] ?? fail(`no demo target for ${key}`);
      const query = acceptedQuery(endpoint, HANSEN_ID) ?? fail(`no query fits ${endpoint.path}`);
      if (target.kind === 'shared') {
        const shared = await api(endpoint.method, withQuery(filledPath(endpoint.path, targetId(target, ids)), query), {
          token: neighbourToken,
        });
        expect(shared.status, target.why).toBe(200);
        return;
      }
      const id = targetId(target, ids);
      const before = await readTarget(key, id, target.read);
      const input =
        acceptedBody(endpoint, before, targetBodyFields(target.bodyFields, ids)) ??
        fail(`no body candidate fits ${endpoint.path}`);
      const answer = await api(endpoint.method, withQuery(filledPath(endpoint.path, id, target.parts), query), {
        token: neighbourToken,
        ...input,
      });
      if (target.refusedAs) expect(answer.body).toMatchObject(target.refusedAs);
      else expect([403, 404], JSON.stringify(answer.body)).toContain(answer.status);
      expect(await readTarget(key, id, target.read)).toEqual(before);
    },
  );
});

/**
 * Review finding 11: the same owner naming the demo company in the query (`?companyId=`), for every route
 * that takes one, also the routes without an id (lists, creates, a contractor's services). Company routes
 * refuse a company the caller is no member of, a contractor's customer routes a caller who is no customer
 * of it (services.md §8 'No access to company'): 403 either way, and the record is as it was.
 */
describe('another company named in the query', () => {
  const namingRoutes = httpRoutes().filter(({ endpoint }) => takesCompanyQuery(endpoint));

  it('are generated for every route that takes a company, with or without an id', () => {
    const keys = namingRoutes.map(({ routeKey }) => routeKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /structures/order-requests',
        'POST /structures/order-requests',
        'GET /structures/contractor-services',
        'GET /structures/customers',
        'POST /structures/customers',
      ]),
    );
  });

  it.each(namingRoutes.map(({ endpoint, routeKey }) => [routeKey, endpoint] as const))(
    '%s refuses another owner who names the demo company',
    async (_routeKey, endpoint: Endpoint) => {
      const query = queryNaming(endpoint, HANSEN_ID) ?? fail(`no query naming a company fits ${endpoint.path}`);
      const key = recordKeyOf(endpoint.path);
      const target = key === undefined ? undefined : companyRecord(key);
      const path =
        target && targetKey(endpoint.path) ? filledPath(endpoint.path, target.id, target.parts) : endpoint.path;
      // A write is checked against its record, and gets a body the route accepts made from it, so the refusal
      // is about the company. Without one any body: company routes check access first (lambdas/platform/http.ts).
      const before = target && endpoint.method !== 'GET' ? await target.readNow() : undefined;
      const input = endpoint.body
        ? ((before && acceptedBody(endpoint, before, target?.bodyFields)) ?? { body: REFUSED_BODY })
        : {};
      const answer = await api(endpoint.method, withQuery(path, query), { token: neighbourToken, ...input });
      expect(answer.status, JSON.stringify(answer.body)).toBe(403);
      if (target && before) expect(await target.readNow()).toEqual(before);
    },
  );
});

/** Whether the role may call the route by the permission table (own work times also by the company setting). */
const mayCall = (role: TRole, permission: Parameters<typeof hasPermission>[1]) =>
  hasPermission(role, permission) && (permission !== 'work:own-times' || mayViewOwnWorkTimes(company.settings, role));

describe('every role', () => {
  const companyRoutes = httpRoutes().flatMap(({ endpoint, routeKey }) =>
    endpoint.access.kind === 'company' ? [[routeKey, endpoint, endpoint.access.permission] as const] : [],
  );

  it.each(companyRoutes)(
    '%s answers 403 exactly to the roles without its permission',
    async (_key, endpoint, permission) => {
      const query = acceptedQuery(endpoint, HANSEN_ID) ?? fail(`no query fits ${endpoint.path}`);
      const path = withQuery(filledPath(endpoint.path, UNKNOWN_ID), query);
      const statuses = await Promise.all(
        ALL_ROLES.map(async (role) => {
          const token = await tenant.token(role);
          const body = endpoint.body ? { body: REFUSED_BODY } : {};
          return [role, (await api(endpoint.method, path, { token, ...body })).status] as const;
        }),
      );
      const refused = statuses.filter(([, status]) => status === 403).map(([role]) => role);
      expect(refused).toEqual(ALL_ROLES.filter((role) => !mayCall(role, permission)));
      // Past the guard nothing broke either: an allowed role hears an answer or a clear refusal, never 5xx.
      expect(statuses.filter(([, status]) => status >= 500)).toEqual([]);
    },
  );
});

/**
 * Issue 25: every route that sends mail to addresses its caller names (route-targets.ts mailRoutes),
 * generated from the registry. The product's sender must not become anyone's: an address the demo company
 * does not know is refused at its field and named, a sender name or reply address of the caller's own is
 * refused alike, and what goes out (to the company's own people) is kept in the company's sent log.
 */
describe('every route that mails', () => {
  const routes = mailRoutes().map(({ endpoint, routeKey }) => [routeKey, endpoint] as const);
  /** An address the company knows: its accountant's login (its own people may always receive a copy). */
  const known = tenant.login('ACCOUNTANT').email;

  it('are found in the registry', () => {
    expect(routes.map(([key]) => key)).toEqual(
      expect.arrayContaining(['POST /mails/send', 'POST /mails/send/receipt', 'POST /receipts/send/{receiptId}']),
    );
  });

  it.each(routes)('%s refuses an address the company does not know, at its field, naming it', async (_, endpoint) => {
    const fields = mailFieldsOf(endpoint) ?? fail('no mail fields');
    const foreign = uniqueMail('fremd');
    const lists = Object.fromEntries(fields.addresses.map((field) => [field, [known, foreign]]));
    const request = mailRouteRequest(endpoint, HANSEN_ID, lists);
    const answer = await callMailRouteWithFiles(endpoint.method, request, ownerToken);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.code).toBe('MAIL_400_20_0002');
    expect(answer.body.issues).toEqual(
      fields.addresses.map((field) => ({ path: `${field}.1`, message: expect.stringContaining(foreign) })),
    );
  });

  const withSender = routes.filter(([, endpoint]) => (mailFieldsOf(endpoint)?.sender.length ?? 0) > 0);
  it.each(withSender)('%s refuses a sender name and reply address of the caller’s own', async (_, endpoint) => {
    const fields = mailFieldsOf(endpoint) ?? fail('no mail fields');
    const fake = { displayName: 'Sparkasse Kundenservice <service@sparkasse.de>', replyTo: 'service@sparkasse.de' };
    const sender = Object.fromEntries(fields.sender.map((field) => [field, fake[field]]));
    const request = mailRouteRequest(endpoint, HANSEN_ID, { recipients: [known], ...sender });
    const answer = await callMailRouteWithFiles(endpoint.method, request, ownerToken);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.code).toBe('MAIL_400_20_0003');
    expect(answer.body.issues?.map((issue) => issue.path)).toEqual([...fields.sender]);
  });

  it.each(routes)('%s sends to the company’s own people and keeps the mail in the sent log', async (_, endpoint) => {
    const subject = `Postausgang ${randomUUID().slice(0, 8)}`;
    // The accountant sends (a user of its own, so the owner's rate limit is left to the other files).
    const accountant = await tenant.token('ACCOUNTANT');
    const request = mailRouteRequest(endpoint, HANSEN_ID, { recipients: [known], subject });
    const answer = await callMailRouteWithFiles(endpoint.method, request, accountant);
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    const log = await api<TSentMailPage>('GET', '/mails/sent?limit=200', { token: ownerToken });
    expect(log.status).toBe(200);
    expect(log.body.items).toContainEqual(
      expect.objectContaining({ subject, to: [known], userName: 'Sabine Petersen' }),
    );
  });
});
