import { describe, expect, it } from 'vitest';
import type { TRole } from '../../schemas/roles';
import { api, HANSEN, tokenForRole } from '../support/api-client';
import {
  ALL_ROLES,
  ANY_SIGNED_IN,
  OWNER_ADMIN_ACCOUNTANT_PLANNER_EMPLOYEE,
  STAFF_WITHOUT_SUBCONTRACTOR,
} from '../support/spec-roles';

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

const companyOf = (role: TRole) => (role === 'CUSTOMER' || role === 'NOTHING' ? undefined : HANSEN);

describe.each(ALL_ROLES)('role %s', (role) => {
  const allowed = (row: keyof typeof SPEC_PAGE_ACCESS) => SPEC_PAGE_ACCESS[row].includes(role);

  it('gets the customer list and details exactly when §6 lets it open them', async () => {
    const token = await tokenForRole(role, companyOf(role));
    const list = await api('GET', '/structures/customers', { token });
    expect(list.status).toBe(allowed('customer details and list') ? 200 : 403);
    const details = await api('GET', '/structures/customers/demo-customer-10001', { token });
    expect(details.status).toBe(allowed('customer details and list') ? 200 : 403);
  });

  it('gets the organization (members) exactly when §6 lets it open the organization page', async () => {
    const token = await tokenForRole(role, companyOf(role));
    expect((await api('GET', '/identity/members', { token })).status).toBe(allowed('organization') ? 200 : 403);
  });

  it('reads its own account (any signed-in user) and may invite only as owner or admin', async () => {
    const token = await tokenForRole(role, companyOf(role));
    const me = await api<{ role: string }>('GET', '/identity/me', { token });
    expect(me.status).toBe(allowed('account page') ? 200 : 403);
    expect(me.body.role).toBe(role);
    // An empty body: allowed roles get past the role guard and fail validation (400), others get 403.
    const invite = await api('POST', '/identity/invitations', { token, body: {} });
    expect(invite.status).toBe(INVITERS.includes(role) ? 400 : 403);
  });

  it('reads its own orders and starts internal work exactly when §6 lets it open those pages', async () => {
    const token = await tokenForRole(role, companyOf(role));
    const allowedHere = allowed('internal work and my orders');
    expect((await api('GET', '/work/orders', { token })).status).toBe(allowedHere ? 200 : 403);
    // An empty body: allowed roles get past the role guard and fail validation (400), others get 403.
    expect((await api('POST', '/work/internal-work', { token, body: {} })).status).toBe(allowedHere ? 400 : 403);
  });
});
