import type { TRole } from '../../schemas/roles';
import {
  OWNER_ADMIN,
  OWNER_ADMIN_ACCOUNTANT,
  OWNER_ADMIN_ACCOUNTANT_PLANNER,
  OWNER_ADMIN_ACCOUNTANT_PLANNER_EMPLOYEE,
  STAFF,
} from './spec-roles';

/**
 * Issue 25 point 4, least data per role: for every kind with personal or bank data, who reads it at all
 * and which of its fields each of them receives, from application.md §6, written out here on purpose (not
 * imported from schemas/field-read-rights.ts), so that a wrong table in the code cannot make its own test
 * pass. test/integration/role-matrix.test.ts reads every kind as every role and asserts exactly this.
 */
export type SpecFieldReads = {
  /** The reads that answer records of the kind: a list ({ items }) or one record. */
  reads: readonly string[];
  /** The roles that get the records at all; every other role hears 403. */
  readers: readonly TRole[];
  /** Fields only some readers receive, and which; every other field goes to every reader. */
  guarded: Readonly<Record<string, readonly TRole[]>>;
  /** What every reader needs to work with a record (the name a planner assigns by): never withheld. */
  needed: readonly string[];
  /**
   * Guarded fields the demo data leaves empty (the records as read are then the same for every role);
   * their concealment is shown where a test gives them a value (named beside each).
   */
  unsetInDemo?: readonly string[];
};

// 'Owner, admin, accountant: ... bills of all kinds, ... incoming bills': the roles that bill and book
// read bank data (IBAN, BIC, creditor id, SEPA mandate), of every kind.
const BANK_DATA = OWNER_ADMIN_ACCOUNTANT;

export const SPEC_FIELD_READS = {
  employee: {
    reads: ['/masterdata/employees?archived=all', '/masterdata/employees/demo-employee-hauke-feddersen'],
    // 'Owner, admin, accountant: ... employees list, details', with the roles whose pages name employees:
    // planners assign drivers (disposition, create order), employees see the rentals overview and the
    // organization ('Owner, admin, accountant, planner, employee: ... organization, ... rentals overview').
    // Temporary workers and subcontractors open no page that names other employees.
    readers: OWNER_ADMIN_ACCOUNTANT_PLANNER_EMPLOYEE,
    // The employees list and details: personal data is for its roles only.
    guarded: {
      personnelNumber: OWNER_ADMIN_ACCOUNTANT,
      mail: OWNER_ADMIN_ACCOUNTANT,
      phone: OWNER_ADMIN_ACCOUNTANT,
      appUserId: OWNER_ADMIN_ACCOUNTANT,
      currentActivity: OWNER_ADMIN_ACCOUNTANT,
    },
    needed: ['id', 'firstName', 'lastName', 'operatingUnitIds'],
    // The demo seeds nobody at work; tests that start work (work.test.ts, driving.test.ts) set it for a while.
    unsetInDemo: ['currentActivity'],
  },
  supplier: {
    reads: ['/masterdata/suppliers?archived=all', '/masterdata/suppliers/demo-supplier-raiffeisen'],
    // 'Owner, admin, accountant, planner: ... supplier details'.
    readers: OWNER_ADMIN_ACCOUNTANT_PLANNER,
    guarded: { iban: BANK_DATA, bic: BANK_DATA },
    needed: ['id', 'name'],
  },
  customer: {
    reads: ['/structures/customers', '/structures/customers/demo-customer-10001'],
    // 'Owner, admin, accountant, planner, employee: customer details and list'.
    readers: OWNER_ADMIN_ACCOUNTANT_PLANNER_EMPLOYEE,
    guarded: { sepaMandate: BANK_DATA },
    needed: ['id', 'name'],
  },
  operatingUnit: {
    reads: ['/structures/operating-units', '/structures/operating-units?archived=true'],
    // Not a page of §6: every staff role works for operating units (internal work asks which one).
    readers: STAFF,
    guarded: {
      iban: BANK_DATA,
      bic: BANK_DATA,
      creditorId: BANK_DATA,
      // Issue 11 point 8: not temporary workers and subcontractors; the company's own staff.
      accountingConnection: OWNER_ADMIN_ACCOUNTANT_PLANNER_EMPLOYEE,
      // 'Owner, admin: company page' and Mein Betrieb, where logos are changed; the others see the logo.
      logoKey: OWNER_ADMIN,
    },
    needed: ['id', 'name'],
    // A unit's logo: test/integration/company-logo.test.ts.
    unsetInDemo: ['logoKey'],
  },
  company: {
    reads: ['/structures/company'],
    readers: STAFF,
    guarded: { logoKey: OWNER_ADMIN },
    needed: ['id', 'name', 'settings'],
    // The company's logo: test/integration/company-logo.test.ts.
    unsetInDemo: ['logoKey'],
  },
} as const satisfies Record<string, SpecFieldReads>;
