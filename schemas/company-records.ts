import * as z from 'zod';
import { ZCompany, ZOperatingUnit, ZStoredCompanySettings } from './api/company';
import { ZCompanyVariant } from './company';

/**
 * The company and its operating units as stored (lambdas/platform/company-store.ts reads and writes them;
 * domains work on these shapes). What was never stored reads with the defaults
 * below (application.md §3): items older than a field carry no value for it.
 */
export const ZStoredCompany = ZCompany.extend({
  variant: ZCompanyVariant.default('AGRICULTURAL_CONTRACTOR'),
  isSuspended: z.boolean().default(false),
  datevEnabled: z.boolean().default(false),
  settings: ZStoredCompanySettings.prefault({}),
  counters: z.object({ pendingOrderRequests: z.number().int().nonnegative().default(0) }).prefault({}),
  addOns: z.object({ bookkeeping: z.boolean().default(false) }).prefault({}),
  /** Items written before versions existed count as version 1. */
  version: z.number().int().positive().default(1),
  createdAt: z.string().max(40),
  updatedAt: z.string().max(40).optional(),
});
export type StoredCompany = z.output<typeof ZStoredCompany>;

export const ZStoredOperatingUnit = ZOperatingUnit.extend({
  companyId: z.string().max(100),
  archived: z.boolean().default(false),
  connectedBanksNeedAttention: z.number().int().nonnegative().default(0),
  createdAt: z.string().max(40),
  updatedAt: z.string().max(40),
});
export type StoredOperatingUnit = z.output<typeof ZStoredOperatingUnit>;
