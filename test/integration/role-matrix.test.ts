import { describe, expect, it } from 'vitest';
import { surchargedPrice } from '../../schemas/kernel/pricing';
import type { TPricing } from '../../schemas/masterdata/pricing';
import { hasPermission, type Permission } from '../../schemas/permissions';
import type { TRole } from '../../schemas/roles';
import { api, demoCompanyOf, HANSEN, tokenForRole } from '../support/api-client';
import {
  ALL_ROLES,
  ANY_SIGNED_IN,
  OWNER_ADMIN_ACCOUNTANT_PLANNER_EMPLOYEE,
  STAFF_WITHOUT_SUBCONTRACTOR,
} from '../support/spec-roles';
import { valuesAt } from '../support/values-at';

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
    const token = await tokenForRole(role, demoCompanyOf(role));
    const list = await api('GET', '/structures/customers', { token });
    expect(list.status).toBe(allowed('customer details and list') ? 200 : 403);
    const details = await api('GET', '/structures/customers/demo-customer-10001', { token });
    expect(details.status).toBe(allowed('customer details and list') ? 200 : 403);
  });

  it('gets the organization (members) exactly when §6 lets it open the organization page', async () => {
    const token = await tokenForRole(role, demoCompanyOf(role));
    expect((await api('GET', '/identity/members', { token })).status).toBe(allowed('organization') ? 200 : 403);
  });

  it('reads its own account (any signed-in user) and may invite only as owner or admin', async () => {
    const token = await tokenForRole(role, demoCompanyOf(role));
    const me = await api<{ role: string }>('GET', '/identity/me', { token });
    expect(me.status).toBe(allowed('account page') ? 200 : 403);
    expect(me.body.role).toBe(role);
    // An empty body: allowed roles get past the role guard and fail validation (400), others get 403.
    const invite = await api('POST', '/identity/invitations', { token, body: {} });
    expect(invite.status).toBe(INVITERS.includes(role) ? 400 : 403);
  });

  it('reads its own orders and starts internal work exactly when §6 lets it open those pages', async () => {
    const token = await tokenForRole(role, demoCompanyOf(role));
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
    const token = await tokenForRole('OWNER', HANSEN);
    const list = await api<{ items: ArticleAsRead[] }>('GET', '/masterdata/resources?archived=all', { token });
    expect(list.status).toBe(200);
    const article = list.body.items.find((item) => item.pricing.calculationType === 'SURCHARGE');
    if (!article) throw new Error('the demo data has no article priced with a surcharge');
    return article;
  };

  it.each(ALL_ROLES)('%s receives purchase costs and margins of articles only when it may', async (role) => {
    const token = await tokenForRole(role, demoCompanyOf(role));
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
    const token = await tokenForRole(role, demoCompanyOf(role));
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
