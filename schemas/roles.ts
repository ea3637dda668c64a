import * as z from 'zod';

/** Roles of application.md §6. CUSTOMER and NOTHING can also be derived (application.md §4). */
export const roles = [
  'OWNER',
  'ADMIN',
  'ACCOUNTANT',
  'PLANNER',
  'EMPLOYEE',
  'TEMPORARY_WORKER',
  'SUBCONTRACTOR',
  'CUSTOMER',
  'NOTHING',
] as const;
export const ZRole = z.enum(roles);
export type TRole = z.infer<typeof ZRole>;

/** Roles a person can hold as staff of a company (everything but the derived ones). */
export const staffRoles = [
  'OWNER',
  'ADMIN',
  'ACCOUNTANT',
  'PLANNER',
  'EMPLOYEE',
  'TEMPORARY_WORKER',
  'SUBCONTRACTOR',
] as const;

export const roleLabels: Record<TRole, string> = {
  OWNER: 'Inhaber',
  ADMIN: 'Administrator',
  ACCOUNTANT: 'Buchhaltung',
  PLANNER: 'Disponent',
  EMPLOYEE: 'Mitarbeiter',
  TEMPORARY_WORKER: 'Aushilfe',
  SUBCONTRACTOR: 'Subunternehmer',
  CUSTOMER: 'Kunde',
  NOTHING: 'Keine Rolle',
};
