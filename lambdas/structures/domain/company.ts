import type * as z from 'zod';
import {
  type TActivityPreset,
  type TCompany,
  type TCompanySettings,
  type ZCompanyInput,
  ZCompanySettings,
} from '../../../schemas/api/company';
import { AppError } from '../../../schemas/errors';

export type TCompanyData = z.output<typeof ZCompanyInput>;

/** A company as stored: the API shape plus when it was created and last changed. */
export type StoredCompany = TCompany & { createdAt: string; updatedAt?: string };

/**
 * The company from a stored item: what was never stored gets its default (application.md §3), the
 * settings are parsed so settings added later read with their defaults.
 */
export const companyFromItem = (item: Record<string, unknown>): StoredCompany => {
  const counters = (item.counters ?? {}) as { pendingOrderRequests?: number };
  return {
    id: String(item.companyId),
    name: String(item.name),
    street: item.street as string | undefined,
    zip: item.zip as string | undefined,
    city: item.city as string | undefined,
    email: item.email as string | undefined,
    phone: item.phone as string | undefined,
    website: item.website as string | undefined,
    defaultUnitId: item.defaultUnitId as string | undefined,
    variant: (item.variant as TCompany['variant'] | undefined) ?? 'AGRICULTURAL_CONTRACTOR',
    isSuspended: (item.isSuspended as boolean | undefined) ?? false,
    supportEmployeeId: (item.supportEmployeeId as string | undefined) ?? null,
    datevEnabled: (item.datevEnabled as boolean | undefined) ?? false,
    settings: ZCompanySettings.parse(item.settings ?? {}),
    counters: { pendingOrderRequests: counters.pendingOrderRequests ?? 0 },
    logoKey: typeof item.logoKey === 'string' ? item.logoKey : undefined,
    version: (item.version as number | undefined) ?? 1,
    createdAt: String(item.createdAt),
    updatedAt: item.updatedAt as string | undefined,
  };
};

const checkVersion = (existing: StoredCompany, expectedVersion: number) => {
  if (existing.version !== expectedVersion) {
    throw new AppError('LW_409_00_0001', { detail: `company ${existing.id} is at ${existing.version}` });
  }
};

/** The company page's edit made on `expectedVersion`: name, address, contact and default unit. */
export const changeCompany = (
  existing: StoredCompany,
  data: TCompanyData,
  expectedVersion: number,
  context: { now: Date },
): StoredCompany => {
  checkVersion(existing, expectedVersion);
  return {
    ...existing,
    name: data.name,
    street: data.street,
    zip: data.zip,
    city: data.city,
    email: data.email,
    phone: data.phone,
    website: data.website,
    defaultUnitId: data.defaultUnitId,
    version: existing.version + 1,
    updatedAt: context.now.toISOString(),
  };
};

const withIds = (presets: TActivityPreset[], newId: () => string): TActivityPreset[] =>
  presets.map((preset) => ({ ...preset, id: preset.id || newId() }));

/**
 * The global settings edit made on `expectedVersion`. New activity presets (id '') get ids; the
 * counters are the server's and stay as they are.
 */
export const changeCompanySettings = (
  existing: StoredCompany,
  settings: TCompanySettings,
  expectedVersion: number,
  context: { now: Date; newId: () => string },
): StoredCompany => {
  checkVersion(existing, expectedVersion);
  return {
    ...existing,
    settings: {
      ...settings,
      internalActivityPresets: withIds(settings.internalActivityPresets, context.newId),
      orderActivityPresets: withIds(settings.orderActivityPresets, context.newId),
    },
    version: existing.version + 1,
    updatedAt: context.now.toISOString(),
  };
};

/** The logo confirmed (its storage key) or removed (undefined) on `expectedVersion`. */
export const changeCompanyLogo = (
  existing: StoredCompany,
  logoKey: string | undefined,
  expectedVersion: number,
  context: { now: Date },
): StoredCompany => {
  checkVersion(existing, expectedVersion);
  return { ...existing, logoKey, version: existing.version + 1, updatedAt: context.now.toISOString() };
};

/** The stored item of a company; unset optional fields are left out (ElectroDB refuses null). */
export const companyToItem = ({ id, ...rest }: StoredCompany): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries({ ...rest, companyId: id }).filter(([, value]) => value !== null && value !== undefined),
  );
