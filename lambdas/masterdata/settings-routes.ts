import { settingsEndpointsOf } from '../../schemas/api/masterdata';
import { AppError } from '../../schemas/errors';
import { type SettingsName, settingsReferences } from '../../schemas/masterdata/settings';
import type { Clock } from '../platform/clock';
import { type Route, route } from '../platform/http';
import type { RecordStore } from '../platform/records/record-store';
import { type ExistingIds, requireKnownReferences } from '../platform/references/references';

/** One settings record per company: read (defaults until first saved) and replaced with version check. */
const settingsRoutes = <N extends SettingsName>(
  name: N,
  records: RecordStore,
  clock: Clock,
  existingIds: ExistingIds,
): Route[] => {
  const endpoints = settingsEndpointsOf(name);
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
      const references = settingsReferences[name];
      await requireKnownReferences(existingIds, company.companyId, body.data, references, `${name} settings`, 'data.');
      await records.putSettings(company.companyId, name, body.data, body.version, clock.now());
      return read(company.companyId);
    }),
  ];
};

export const masterdataSettingsRoutes = (records: RecordStore, clock: Clock, existingIds: ExistingIds): Route[] => [
  ...settingsRoutes('customers', records, clock, existingIds),
  ...settingsRoutes('suppliers', records, clock, existingIds),
];
