import * as z from 'zod';
import { roles } from './role-names';

/** Roles of application.md §6 (schemas/role-names.ts, a leaf: the token check reads them without zod's full API). */
export { roles };
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
