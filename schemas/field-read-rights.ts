import { OFFICE_AND_EMPLOYEE } from './permissions';
import type { TRole } from './roles';

/**
 * Field read rights (issue 11 point 8, issue 14 point 2): which roles read which fields of a record kind,
 * and how the field reads for the others. Beside the permission table (./permissions.ts), which says who
 * reads the kind at all.
 */

/**
 * How a field reads for a role that may not read it: `null`, or, for a price structure, its sale view
 * (what a unit is sold for, as a fixed price, without cost per unit and surcharge).
 */
export type Concealment = 'null' | 'saleView';

/**
 * One field read right: the field (dotted path in the record, `*` for every entry of a list), the roles
 * that read it, and how it reads for everybody else.
 */
export type FieldReadRight = { path: string; readers: readonly TRole[]; conceal: Concealment };

/**
 * Purchase costs and margins (cost per unit and surcharge of an article's price structure): the roles
 * of the resources list and details (§6), which show the price structure. Not temporary workers and
 * subcontractors (issue 11 point 8), who read articles only to pick them in the field.
 */
const PURCHASE_COST_READERS = OFFICE_AND_EMPLOYEE;
/**
 * Accounting numbers (the tax adviser and client numbers of an operating unit's accounting connection):
 * the company's own staff, not temporary workers and subcontractors (issue 11 point 8). §6 names no
 * narrower set; Mein Betrieb, where they are kept, is for owner and admin anyway.
 */
const ACCOUNTING_NUMBER_READERS = OFFICE_AND_EMPLOYEE;

/** Bank data (IBAN, BIC, creditor id, SEPA mandate, issue 14 point 2): the roles that bill and book. */
const BANK_DATA_READERS = ['OWNER', 'ADMIN', 'ACCOUNTANT'] as const;

/**
 * THE field read rights per kind (record kinds of schemas/masterdata/kinds.ts, 'operatingUnit' and 'customer'):
 * every answer that carries a record of the kind (list, details, writes, history) is projected through
 * them for the caller's role (schemas/field-access.ts). Fields not named here are read by every role
 * that may read the kind at all (apiPermissions).
 */
export const fieldReadRights: Readonly<Record<string, readonly FieldReadRight[]>> = {
  resource: [
    { path: 'pricing', readers: PURCHASE_COST_READERS, conceal: 'saleView' },
    { path: 'variants.*.pricing', readers: PURCHASE_COST_READERS, conceal: 'saleView' },
    { path: 'variants.*.subVariants.*.pricing', readers: PURCHASE_COST_READERS, conceal: 'saleView' },
  ],
  operatingUnit: [
    { path: 'accountingConnection', readers: ACCOUNTING_NUMBER_READERS, conceal: 'null' },
    { path: 'iban', readers: BANK_DATA_READERS, conceal: 'null' },
    { path: 'bic', readers: BANK_DATA_READERS, conceal: 'null' },
    { path: 'creditorId', readers: BANK_DATA_READERS, conceal: 'null' },
  ],
  // The customer answers (details, create, edit); the list rows carry no bank data.
  customer: [{ path: 'sepaMandate', readers: BANK_DATA_READERS, conceal: 'null' }],
};
