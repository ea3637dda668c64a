import { OFFICE_AND_EMPLOYEE } from './permissions';
import type { TRole } from './roles';

/**
 * Field read rights (issue 11 point 8, issue 14 point 2, issue 25 point 4): which roles read which fields
 * of a record kind, and how the field reads for the others. Beside the permission table (./permissions.ts),
 * which says who reads the kind at all. Every kind with personal or bank data is named here, so that its
 * list, details and write answers give each role the least it needs.
 */

/**
 * How a field reads for a role that may not read it: `null` (for a field whose schema has null as 'none'),
 * `absent` (left out, for an optional field: it reads as not given), or, for a price structure, its sale
 * view (what a unit is sold for, as a fixed price, without cost per unit and surcharge).
 */
export type Concealment = 'null' | 'absent' | 'saleView';

/**
 * One field read right: the field (dotted path in the record, `*` for every entry of a list), the roles
 * that read it, and how it reads for everybody else.
 */
export type FieldReadRight = { path: string; readers: readonly TRole[]; conceal: Concealment };

/**
 * Purchase costs and margins (cost per unit and surcharge of an article's price structure): the roles of
 * the resources list and details (§6 'Owner, admin, accountant, planner, employee: ... resources list and
 * details'), the pages that show and keep an article's price structure. Employees are in that row of §6
 * with planner and accountant, so they read the same price structure; §6 keeps apart only how prices
 * moved over time (resource history: owner, admin, accountant; apiPermissions 'resources:history').
 * Not temporary workers and subcontractors (issue 11 point 8): they are not in that row and read
 * articles only to pick them in the field.
 */
const PURCHASE_COST_READERS = OFFICE_AND_EMPLOYEE;
/**
 * Accounting numbers (the tax adviser and client numbers of an operating unit's accounting connection):
 * the company's own staff, not temporary workers and subcontractors (issue 11 point 8). §6 names no
 * narrower set; Mein Betrieb, where they are kept, is for owner and admin anyway.
 */
const ACCOUNTING_NUMBER_READERS = OFFICE_AND_EMPLOYEE;

/**
 * Bank data (IBAN, BIC, creditor id, SEPA mandate, issue 14 point 2): the roles that bill and book (§6
 * 'Owner, admin, accountant: ... bills of all kinds, ... incoming bills'), for every kind that has it.
 */
const BANK_DATA_READERS = ['OWNER', 'ADMIN', 'ACCOUNTANT'] as const;

/**
 * An employee's personal data (personnel number, mail, phone, login, what they are doing right now):
 * the roles of §6 'Owner, admin, accountant: ... employees list, details and time trackings'. The other
 * readers of employees (apiPermissions 'employees:read': a planner assigning a driver, an employee in the
 * rentals overview) read the name, tags and operating units they plan with.
 */
const EMPLOYEE_DATA_READERS = ['OWNER', 'ADMIN', 'ACCOUNTANT'] as const;

/**
 * Where a logo is stored (its key in the bucket): the roles that change it on the company page and in Mein
 * Betrieb (§6 'Owner, admin: company page'; 'Mein Betrieb ... for owner and admin'). Everyone else sees
 * the logo through its download URL (GET .../logo) and needs no key.
 */
const LOGO_KEY_READERS = ['OWNER', 'ADMIN'] as const;

/**
 * THE field read rights per kind (record kinds of schemas/masterdata/kinds.ts, 'operatingUnit', 'customer',
 * 'company' and 'member'): every answer that carries a record of the kind (list, details, writes, history) is
 * projected through them for the caller's role (schemas/field-access.ts). Fields not named here are read
 * by every role that may read the kind at all (apiPermissions). Live change events carry no record
 * (schemas/api/realtime.ts), so a client reads what changed through these answers.
 */
export const fieldReadRights: Readonly<Record<string, readonly FieldReadRight[]>> = {
  resource: [
    { path: 'pricing', readers: PURCHASE_COST_READERS, conceal: 'saleView' },
    { path: 'variants.*.pricing', readers: PURCHASE_COST_READERS, conceal: 'saleView' },
    { path: 'variants.*.subVariants.*.pricing', readers: PURCHASE_COST_READERS, conceal: 'saleView' },
  ],
  employee: [
    { path: 'personnelNumber', readers: EMPLOYEE_DATA_READERS, conceal: 'absent' },
    { path: 'mail', readers: EMPLOYEE_DATA_READERS, conceal: 'absent' },
    { path: 'phone', readers: EMPLOYEE_DATA_READERS, conceal: 'absent' },
    { path: 'appUserId', readers: EMPLOYEE_DATA_READERS, conceal: 'null' },
    { path: 'currentActivity', readers: EMPLOYEE_DATA_READERS, conceal: 'null' },
  ],
  // The supplier details are for planners too (§6), without the supplier's bank account.
  supplier: [
    { path: 'iban', readers: BANK_DATA_READERS, conceal: 'absent' },
    { path: 'bic', readers: BANK_DATA_READERS, conceal: 'absent' },
  ],
  operatingUnit: [
    { path: 'accountingConnection', readers: ACCOUNTING_NUMBER_READERS, conceal: 'null' },
    { path: 'iban', readers: BANK_DATA_READERS, conceal: 'null' },
    { path: 'bic', readers: BANK_DATA_READERS, conceal: 'null' },
    { path: 'creditorId', readers: BANK_DATA_READERS, conceal: 'null' },
    { path: 'logoKey', readers: LOGO_KEY_READERS, conceal: 'absent' },
  ],
  // The customer answers (details, create, edit); the list rows carry no bank data (ZCustomerSummary).
  customer: [{ path: 'sepaMandate', readers: BANK_DATA_READERS, conceal: 'null' }],
  // The organization page (§6: the office and employees) lists the people with their roles; their login
  // mail is personal data, read as the employees' is (issue 25 point 4).
  member: [{ path: 'email', readers: EMPLOYEE_DATA_READERS, conceal: 'absent' }],
  // The company's address and contact are what its receipts print: every staff role reads them.
  company: [{ path: 'logoKey', readers: LOGO_KEY_READERS, conceal: 'absent' }],
};
