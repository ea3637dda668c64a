import type { z } from 'zod';
import { customerSettingsEndpoints, supplierSettingsEndpoints } from '../../schemas/api/masterdata';
import { AppError } from '../../schemas/errors';
import { ZCustomerSettings, ZSupplierSettings } from '../../schemas/masterdata/settings';
import type { Clock } from '../platform/clock';
import { type Route, route } from '../platform/http';
import type { RecordStore } from '../platform/records/record-store';

type SettingsEndpoints = typeof customerSettingsEndpoints | typeof supplierSettingsEndpoints;

/** One settings record per company: read (defaults until first saved) and replaced with version check. */
const settingsRoutes = (
  name: string,
  endpoints: SettingsEndpoints,
  schema: z.ZodObject,
  records: RecordStore,
  clock: Clock,
): Route[] => {
  const read = async (companyId: string) => {
    const stored = await records.getSettings(companyId, name);
    return {
      ...schema.parse(stored?.data ?? {}),
      version: stored?.version ?? 0,
      updatedAt: stored?.updatedAt ?? null,
    };
  };
  return [
    route(endpoints.get, async (_input, { company }) => read(company.companyId) as never),
    route(endpoints.put, async ({ body }, { company }) => {
      const current = await read(company.companyId);
      if (current.version !== body.version) throw new AppError('LW_409_00_0001', { detail: `${name} settings` });
      await records.putSettings(company.companyId, name, body.data, body.version, clock.now());
      return read(company.companyId) as never;
    }),
  ];
};

export const masterdataSettingsRoutes = (records: RecordStore, clock: Clock): Route[] => [
  ...settingsRoutes('customers', customerSettingsEndpoints, ZCustomerSettings, records, clock),
  ...settingsRoutes('suppliers', supplierSettingsEndpoints, ZSupplierSettings, records, clock),
];
