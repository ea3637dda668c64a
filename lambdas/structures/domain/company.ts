import type * as z from 'zod';
import type { TActivityPreset, TGlobalSettings, TOrderSettings, ZCompanyInput } from '../../../schemas/api/company';
import type { StoredCompany } from '../../../schemas/company-records';
import { AppError } from '../../../schemas/errors';

export type TCompanyData = z.output<typeof ZCompanyInput>;

export type { StoredCompany };

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

/** The company with new settings, made on `expectedVersion`; the counters are the server's and stay. */
const withSettings = (
  existing: StoredCompany,
  settings: StoredCompany['settings'],
  expectedVersion: number,
  now: Date,
): StoredCompany => {
  checkVersion(existing, expectedVersion);
  return { ...existing, settings, version: existing.version + 1, updatedAt: now.toISOString() };
};

/**
 * The global settings edit made on `expectedVersion`. New activity presets (id '') get ids; the order
 * settings (their own page) are not part of it and stay as they are.
 */
export const changeCompanySettings = (
  existing: StoredCompany,
  settings: TGlobalSettings,
  expectedVersion: number,
  context: { now: Date; newId: () => string },
): StoredCompany =>
  withSettings(
    existing,
    {
      ...settings,
      internalActivityPresets: withIds(settings.internalActivityPresets, context.newId),
      // Taken from the stored settings even if a caller sends them: the order settings page is their one editor.
      enableMultiCustomerOrders: existing.settings.enableMultiCustomerOrders,
      orderActivityPresets: existing.settings.orderActivityPresets,
    },
    expectedVersion,
    context.now,
  );

/** The order settings edit made on `expectedVersion`: new order activity presets get ids, the rest stays. */
export const changeOrderSettings = (
  existing: StoredCompany,
  settings: TOrderSettings,
  expectedVersion: number,
  context: { now: Date; newId: () => string },
): StoredCompany =>
  withSettings(
    existing,
    {
      ...existing.settings,
      enableMultiCustomerOrders: settings.enableMultiCustomerOrders,
      orderActivityPresets: withIds(settings.orderActivityPresets, context.newId),
    },
    expectedVersion,
    context.now,
  );

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
