import { roles, staffRoles, type TRole } from '../../schemas/roles';

/**
 * The role groups of application.md §6 'Page access', written out here on purpose (not imported from
 * schemas/permissions.ts or the menu model), so that a wrong table in the code cannot make its own test
 * pass. Shared by the role-matrix tests over HTTP and in the browser. The roles themselves are the
 * domain's list.
 */
export const ALL_ROLES: readonly TRole[] = roles;

// 'Owner, admin, accountant, planner, employee: customer details and list, machine details, history and
//  list, organization, resources list and details, rentals overview.'
export const OWNER_ADMIN_ACCOUNTANT_PLANNER_EMPLOYEE: readonly TRole[] = [
  'OWNER',
  'ADMIN',
  'ACCOUNTANT',
  'PLANNER',
  'EMPLOYEE',
];
// 'Owner, admin, accountant, planner: disposition, create order, ..., customers map and settings, ...'
export const OWNER_ADMIN_ACCOUNTANT_PLANNER: readonly TRole[] = ['OWNER', 'ADMIN', 'ACCOUNTANT', 'PLANNER'];
// 'Owner, admin, accountant: global settings, bills of all kinds, ...'
export const OWNER_ADMIN_ACCOUNTANT: readonly TRole[] = ['OWNER', 'ADMIN', 'ACCOUNTANT'];
// 'Owner, admin, planner: order requests archive, employees map.'
export const OWNER_ADMIN_PLANNER: readonly TRole[] = ['OWNER', 'ADMIN', 'PLANNER'];
// 'Owner, admin: company page, reports, revenue development.'
export const OWNER_ADMIN: readonly TRole[] = ['OWNER', 'ADMIN'];
// 'Any signed-in user: account page.'
export const ANY_SIGNED_IN: readonly TRole[] = ALL_ROLES;
// 'The same roles without subcontractor: internal work and my orders.' (the staff roles before it)
export const STAFF_WITHOUT_SUBCONTRACTOR: readonly TRole[] = staffRoles.filter((role) => role !== 'SUBCONTRACTOR');
/** 'Owner, admin, accountant, planner, employee, temporary worker, subcontractor' (§6: tasks, task details). */
export const STAFF: readonly TRole[] = staffRoles;
