import type { z } from 'zod';
import type { Endpoint } from '../../schemas/api/endpoint';
import { customerSettingsEndpoints, supplierSettingsEndpoints } from '../../schemas/api/masterdata';
import { AppError } from '../../schemas/errors';
import type { Permission } from '../../schemas/permissions';
import type { Clock } from '../platform/clock';
import { type Route, route } from '../platform/http';
import type { RecordData } from '../platform/records/record-domain';
import type { RecordStore } from '../platform/records/record-store';

/** A stored settings record as the endpoints answer it: the values plus version and time. */
type StampedSettings<TSettings> = TSettings & { version: number; updatedAt: string | null };
type CompanyOnly = { kind: 'company'; permission: Permission };

/** The read and replace endpoints of one settings record, seen through the values they hold. */
type SettingsEndpoints<TSettings> = {
  get: Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType<StampedSettings<TSettings>>, CompanyOnly>;
  put: Endpoint<
    z.ZodType,
    z.ZodType,
    z.ZodType<{ version: number; data: TSettings }>,
    z.ZodType<StampedSettings<TSettings>>,
    CompanyOnly
  >;
};

/** One settings record per company: read (defaults until first saved) and replaced with version check. */
const settingsRoutes = <TSettings extends RecordData>(
  name: string,
  endpoints: SettingsEndpoints<TSettings>,
  records: RecordStore,
  clock: Clock,
): Route[] => {
  // The stored values with the schema's defaults for what was never saved, plus version and time.
  const read = async (companyId: string) => {
    const stored = await records.getSettings(companyId, name);
    return endpoints.get.response.parse({
      ...stored?.data,
      version: stored?.version ?? 0,
      updatedAt: stored?.updatedAt ?? null,
    });
  };
  return [
    route(endpoints.get, async (_input, { company }) => read(company.companyId)),
    route(endpoints.put, async ({ body }, { company }) => {
      const current = await read(company.companyId);
      if (current.version !== body.version) throw new AppError('LW_409_00_0001', { detail: `${name} settings` });
      await records.putSettings(company.companyId, name, body.data, body.version, clock.now());
      return read(company.companyId);
    }),
  ];
};

export const masterdataSettingsRoutes = (records: RecordStore, clock: Clock): Route[] => [
  ...settingsRoutes('customers', customerSettingsEndpoints, records, clock),
  ...settingsRoutes('suppliers', supplierSettingsEndpoints, records, clock),
];
