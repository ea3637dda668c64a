import { describe, expect, it } from 'vitest';
import { surchargedPrice } from '../../schemas/kernel/pricing';
import type { TPricing } from '../../schemas/masterdata/pricing';
import { hasPermission, type Permission } from '../../schemas/permissions';
import type { TRole } from '../../schemas/roles';
import { api } from '../support/api-client';
import { callMailRouteWithFiles } from '../support/mail-requests';
import { mailRouteRequest, mailRoutes } from '../support/route-targets';
import { SPEC_FIELD_READS, type SpecFieldReads } from '../support/spec-field-reads';
import {
  ALL_ROLES,
  ANY_SIGNED_IN,
  OWNER_ADMIN_ACCOUNTANT,
  OWNER_ADMIN_ACCOUNTANT_PLANNER_EMPLOYEE,
  STAFF_WITHOUT_SUBCONTRACTOR,
} from '../support/spec-roles';
import { newTenant } from '../support/tenants';
import { valuesAt } from '../support/values-at';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true, receiptFiles: true });

/**
 * Literal copy of application.md §6 'Page access' (the rows whose pages have an API today), written
 * out on purpose instead of importing schemas/permissions.ts: the test must catch the code's table
 * drifting from the spec.
 */
const SPEC_PAGE_ACCESS = {
  // "Owner, admin, accountant, planner, employee: customer details and list, machine details,
  //  history and list, organization, resources list and details, rentals overview."
  'customer details and list': OWNER_ADMIN_ACCOUNTANT_PLANNER_EMPLOYEE,
  organization: OWNER_ADMIN_ACCOUNTANT_PLANNER_EMPLOYEE,
  // "The same roles without subcontractor: internal work and my orders."
  'internal work and my orders': STAFF_WITHOUT_SUBCONTRACTOR,
  // "Any signed-in user: account page."
  'account page': ANY_SIGNED_IN,
} as const;

/** Issue text: "Owners and admins invite employees (with role) and customers by mail." */
const INVITERS: readonly TRole[] = ['OWNER', 'ADMIN'];

describe.each(ALL_ROLES)('role %s', (role) => {
  const allowed = (row: keyof typeof SPEC_PAGE_ACCESS) => SPEC_PAGE_ACCESS[row].includes(role);

  it('gets the customer list and details exactly when §6 lets it open them', async () => {
    const token = await tenant.token(role);
    const list = await api('GET', '/structures/customers', { token });
    expect(list.status).toBe(allowed('customer details and list') ? 200 : 403);
    const details = await api('GET', '/structures/customers/demo-customer-10001', { token });
    expect(details.status).toBe(allowed('customer details and list') ? 200 : 403);
  });

  it('gets the organization (members) exactly when §6 lets it open the organization page', async () => {
    const token = await tenant.token(role);
    expect((await api('GET', '/identity/members', { token })).status).toBe(allowed('organization') ? 200 : 403);
  });

  it('reads its own account (any signed-in user) and may invite only as owner or admin', async () => {
    const token = await tenant.token(role);
    const me = await api<{ role: string }>('GET', '/identity/me', { token });
    expect(me.status).toBe(allowed('account page') ? 200 : 403);
    expect(me.body.role).toBe(role);
    // An empty body: allowed roles get past the role guard and fail validation (400), others get 403.
    const invite = await api('POST', '/identity/invitations', { token, body: {} });
    expect(invite.status).toBe(INVITERS.includes(role) ? 400 : 403);
  });

  it('reads its own orders and starts internal work exactly when §6 lets it open those pages', async () => {
    const token = await tenant.token(role);
    const allowedHere = allowed('internal work and my orders');
    expect((await api('GET', '/work/orders', { token })).status).toBe(allowedHere ? 200 : 403);
    // An empty body: allowed roles get past the role guard and fail validation (400), others get 403.
    expect((await api('POST', '/work/internal-work', { token, body: {} })).status).toBe(allowedHere ? 400 : 403);
  });
});

/**
 * Issue 11 point 8, written out: 'subcontractors and temporary workers do not receive purchase costs,
 * margins, or accounting numbers'. Purchase costs and margins are the cost per unit and surcharge of an
 * article's price structures, accounting numbers the tax adviser and client numbers of an operating unit.
 * The roles of the resources pages (§6), the company's own staff, read both.
 */
const COST_FIELDS = ['costPerUnit', 'surchargePercent'];
const ACCOUNTING_FIELDS = ['consultantNumber', 'clientNumber'];
const COST_READERS: readonly TRole[] = OWNER_ADMIN_ACCOUNTANT_PLANNER_EMPLOYEE;
const ACCOUNTING_READERS: readonly TRole[] = OWNER_ADMIN_ACCOUNTANT_PLANNER_EMPLOYEE;

const given = (values: unknown[]) => values.filter((value) => value !== null && value !== undefined);

/**
 * Who gets an answer from a read: the roles of its permission in the code's table (whether that table
 * follows the spec is every-route-access.test.ts's and the page rows' above concern); others hear 403.
 */
const expectedStatus = (role: TRole, permission: Permission) => (hasPermission(role, permission) ? 200 : 403);

type ArticleAsRead = { id: string; pricing: TPricing };

describe('fields by role', () => {
  /** An article priced with a surcharge on its cost, chosen from the demo data as the owner reads it. */
  const surchargedArticle = async (): Promise<ArticleAsRead> => {
    const token = await tenant.token('OWNER');
    const list = await api<{ items: ArticleAsRead[] }>('GET', '/masterdata/resources?archived=all', { token });
    expect(list.status).toBe(200);
    const article = list.body.items.find((item) => item.pricing.calculationType === 'SURCHARGE');
    if (!article) throw new Error('the demo data has no article priced with a surcharge');
    return article;
  };

  it.each(ALL_ROLES)('%s receives purchase costs and margins of articles only when it may', async (role) => {
    const token = await tenant.token(role);
    const article = await surchargedArticle();
    const reads = [
      { path: '/masterdata/resources?archived=all', permission: 'masterdata:read' },
      { path: `/masterdata/resources/${article.id}`, permission: 'masterdata:read' },
      { path: `/masterdata/resources/${article.id}/history`, permission: 'resources:history' },
    ] as const;
    const answers = await Promise.all(reads.map(({ path }) => api('GET', path, { token })));
    // Every read the role may make answers: a failing route must not pass as 'nothing was received'.
    expect(answers.map((answer) => answer.status)).toEqual(
      reads.map(({ permission }) => expectedStatus(role, permission)),
    );
    const bodies = answers.filter((answer) => answer.status === 200).map((answer) => answer.body);
    const costs = given(valuesAt(bodies, COST_FIELDS));
    if (COST_READERS.includes(role)) expect(costs.length).toBeGreaterThan(0);
    else expect(costs).toEqual([]);
    // Without its cost, a surcharge could not be priced: such a role reads the price it is sold for.
    if (!COST_READERS.includes(role)) expect(valuesAt(bodies, ['calculationType'])).not.toContain('SURCHARGE');
    if (COST_READERS.includes(role) || !hasPermission(role, 'masterdata:read')) return;
    // The sale price: fixed, the price the surcharge comes to, in the list and in the details.
    const { costPerUnit, surchargePercent } = article.pricing;
    if (costPerUnit === null || surchargePercent === null) throw new Error(`${article.id} has no cost or surcharge`);
    const salePrice = {
      calculationType: 'FIXED',
      costPerUnit: null,
      surchargePercent: null,
      pricePerUnit: { type: 'SIMPLE', price: surchargedPrice(costPerUnit, surchargePercent) },
    };
    const [list, details] = answers;
    expect(list?.body).toMatchObject({
      items: expect.arrayContaining([expect.objectContaining({ id: article.id, pricing: salePrice })]),
    });
    expect(details?.body).toMatchObject({ id: article.id, pricing: salePrice });
  });

  it.each(ALL_ROLES)('%s receives the accounting numbers of operating units only when it may', async (role) => {
    const token = await tenant.token(role);
    const answers = await Promise.all(
      ['/structures/operating-units', '/structures/operating-units?archived=true'].map((path) =>
        api<{ items?: unknown[] }>('GET', path, { token }),
      ),
    );
    // Every role that reads the company reads its operating units: a failing route must not pass as 'nothing'.
    const status = expectedStatus(role, 'company:read');
    expect(answers.map((answer) => answer.status)).toEqual([status, status]);
    if (status === 200) expect(answers[0]?.body.items?.length).toBeGreaterThan(0);
    const bodies = answers.filter((answer) => answer.status === 200).map((answer) => answer.body);
    const numbers = given(valuesAt(bodies, ACCOUNTING_FIELDS));
    if (ACCOUNTING_READERS.includes(role)) expect(numbers.length).toBeGreaterThan(0);
    else expect(numbers).toEqual([]);
  });
});

type Row = Record<string, unknown> & { id?: unknown; version?: unknown };

/** The records of an answer: its items, or the one record it is. */
const rowsOf = (body: unknown): Row[] => {
  if (body === null || typeof body !== 'object') return [];
  const items = (body as { items?: unknown }).items;
  return (Array.isArray(items) ? items : [body]).filter((row): row is Row => row !== null && typeof row === 'object');
};

/** A record's given fields (null and absent both read as not given), without the ones named. */
const givenFields = (row: Row, without: readonly string[] = []) =>
  Object.fromEntries(Object.entries(row).filter(([key, value]) => value !== null && !without.includes(key)));

/**
 * Issue 25 point 4, least data per role, generated from SPEC_FIELD_READS (application.md §6 written out):
 * every role reads every kind with personal or bank data through every read that answers it; a reader
 * receives each record exactly as the owner does, less the fields §6 withholds from it, and the names it
 * works with; every other role hears 403.
 */
describe.each(Object.entries(SPEC_FIELD_READS) as [string, SpecFieldReads][])('%s as read by role', (_kind, spec) => {
  const owner = async () => {
    const token = await tenant.token('OWNER');
    const answers = await Promise.all(spec.reads.map((path) => api('GET', path, { token })));
    expect(answers.map((answer) => answer.status)).toEqual(spec.reads.map(() => 200));
    return answers.map((answer) => rowsOf(answer.body));
  };

  it('gives the owner every guarded field the demo data has', async () => {
    const rows = (await owner()).flat();
    expect(rows.length).toBeGreaterThan(0);
    const expected = Object.keys(spec.guarded).filter((field) => !spec.unsetInDemo?.includes(field));
    // Otherwise a role could pass for not receiving what nobody has.
    for (const field of expected) expect(given(rows.map((row) => row[field])).length, field).toBeGreaterThan(0);
  });

  it.each(ALL_ROLES)('%s receives exactly the fields §6 gives it', async (role) => {
    const token = await tenant.token(role);
    const [ownerReads, answers] = await Promise.all([
      owner(),
      Promise.all(spec.reads.map((path) => api('GET', path, { token }))),
    ]);
    const reader = spec.readers.includes(role);
    expect(answers.map((answer) => answer.status)).toEqual(spec.reads.map(() => (reader ? 200 : 403)));
    if (!reader) return;
    const withheld = Object.entries(spec.guarded)
      .filter(([, readers]) => !readers.includes(role))
      .map(([field]) => field);
    answers.forEach((answer, index) => {
      const rows = rowsOf(answer.body);
      expect(rows.length, spec.reads[index]).toBeGreaterThan(0);
      for (const row of rows) {
        for (const field of spec.needed) expect(row[field], `${String(row.id)} ${field}`).toBeDefined();
        for (const field of withheld) expect(row[field] ?? null, `${String(row.id)} ${field}`).toBeNull();
      }
      // Read at nearly the same time by the owner: the records of the same version compare field by field
      // (other test files may change a record in between; at least one is unchanged).
      const ownerRows = new Map((ownerReads[index] ?? []).map((row) => [row.id, row]));
      const same = rows.filter((row) => ownerRows.get(row.id)?.version === row.version);
      expect(same.length, spec.reads[index]).toBeGreaterThan(0);
      for (const row of same) {
        const asOwner = ownerRows.get(row.id) as Row;
        expect(givenFields(row), `${spec.reads[index]} ${String(row.id)}`).toEqual(givenFields(asOwner, withheld));
      }
    });
  });
});

/**
 * Issue 25, written out: mail from the company, written by a user, is for the roles of the receipt pages
 * (§6 'Owner, admin, accountant: ... bills of all kinds, reminders, credit notes, ... receipts menus'), by
 * POST /mails/send as by sending a receipt: a temporary worker who finalized a delivery note of his own
 * writes to nobody through it. Generated over every route that mails (test/support/route-targets.ts), each
 * called with an address the company does not know: a sender hears 400 at it, every other role 403.
 */
const MAIL_SENDERS: readonly TRole[] = OWNER_ADMIN_ACCOUNTANT;

describe.each(mailRoutes().map(({ routeKey, endpoint }) => [routeKey, endpoint] as const))('%s', (_key, endpoint) => {
  it.each(ALL_ROLES)('lets %s past the role guard exactly when it may send mail', async (role) => {
    const token = await tenant.token(role);
    const request = mailRouteRequest(endpoint, tenant.login('OWNER').companyId, {
      recipients: ['fremd@example.org'],
    });
    const answer = await callMailRouteWithFiles(endpoint.method, request, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(MAIL_SENDERS.includes(role) ? 400 : 403);
  });
});
