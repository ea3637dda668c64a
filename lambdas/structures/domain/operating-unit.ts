import type * as z from 'zod';
import type { TOperatingUnit, ZOperatingUnitInput } from '../../../schemas/api/company';
import { AppError } from '../../../schemas/errors';

export type TOperatingUnitData = z.output<typeof ZOperatingUnitInput>;

/** An operating unit as stored: the API shape plus its company and timestamps. */
export type StoredOperatingUnit = TOperatingUnit & { companyId: string; createdAt: string; updatedAt: string };

/** A different stored version means somebody saved in between: refuse (409) instead of overwriting. */
const requireVersion = (existing: StoredOperatingUnit, expectedVersion: number): void => {
  if (existing.version !== expectedVersion) {
    throw new AppError('LW_409_00_0001', { detail: `operating unit ${existing.id} is at ${existing.version}` });
  }
};

/** A new, active unit from validated input. */
export const newOperatingUnit = (
  data: TOperatingUnitData,
  context: { id: string; companyId: string; now: Date },
): StoredOperatingUnit => {
  const timestamp = context.now.toISOString();
  return {
    ...data,
    id: context.id,
    companyId: context.companyId,
    archived: false,
    connectedBanksNeedAttention: 0,
    version: 1,
    createdAt: timestamp,
    updatedAt: timestamp,
  };
};

/**
 * Applies a full edit made on `expectedVersion`; `archived: true` archives the unit (never deleted:
 * receipts may reference it). The bank-attention counter is the server's and stays as it is.
 */
export const changeOperatingUnit = (
  existing: StoredOperatingUnit,
  data: TOperatingUnitData & { archived: boolean },
  expectedVersion: number,
  context: { now: Date },
): StoredOperatingUnit => {
  requireVersion(existing, expectedVersion);
  return {
    ...data,
    id: existing.id,
    companyId: existing.companyId,
    connectedBanksNeedAttention: existing.connectedBanksNeedAttention,
    // The logo is set by its own routes (upload and confirm), never by a form edit.
    ...(existing.logoKey === undefined ? {} : { logoKey: existing.logoKey }),
    version: existing.version + 1,
    createdAt: existing.createdAt,
    updatedAt: context.now.toISOString(),
  };
};

/** Sets (a key) or removes (undefined) the unit's logo, on the version the user saw. */
export const changeOperatingUnitLogo = (
  existing: StoredOperatingUnit,
  logoKey: string | undefined,
  expectedVersion: number,
  context: { now: Date },
): StoredOperatingUnit => {
  requireVersion(existing, expectedVersion);
  const { logoKey: _previous, ...rest } = existing;
  return {
    ...rest,
    ...(logoKey === undefined ? {} : { logoKey }),
    version: existing.version + 1,
    updatedAt: context.now.toISOString(),
  };
};

const germanCollator = new Intl.Collator('de');

/**
 * The list: archived units only when asked for (application.md §3 'Company lists streamed live'),
 * sorted by name the German way.
 */
export const listedOperatingUnits = <T extends Pick<TOperatingUnit, 'name' | 'archived'>>(
  units: T[],
  includeArchived: boolean,
): T[] =>
  units.filter((unit) => includeArchived || !unit.archived).sort((a, b) => germanCollator.compare(a.name, b.name));
