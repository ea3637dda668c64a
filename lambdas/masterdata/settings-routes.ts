import { settingsEndpointsOf } from '../../schemas/api/masterdata';
import { AppError } from '../../schemas/errors';
import { type SettingsName, settingsReferences } from '../../schemas/masterdata/settings';
import { numberSequenceList } from '../../schemas/numbering';
import type { Clock } from '../platform/clock';
import { type Route, route } from '../platform/http';
import { shownNextNumber } from '../platform/numbering/numbering';
import type { RecordData } from '../platform/records/record-domain';
import type { RecordStore } from '../platform/records/record-store';
import { type ExistingIds, requireKnownReferences } from '../platform/references/references';

/** The number a company's numbering gave out last (platform/numbering/counter.ts), or undefined. */
export type LastNumber = (companyId: string, sequence: string) => Promise<number | undefined>;

/** What the settings routes read besides the settings: the numberings' counters and the company's ids. */
export type SettingsDeps = { lastNumber: LastNumber; existingIds: ExistingIds };

/**
 * The settings values with each numbering's next number as it will be given out: the settings hold where
 * a numbering starts (the user's value); the counter, in its own item, holds how far it got.
 */
const withNextNumbers = async (
  name: SettingsName,
  companyId: string,
  data: RecordData,
  lastNumber: LastNumber,
): Promise<RecordData> => {
  const shown = { ...data };
  for (const sequence of numberSequenceList.filter(({ startsAt }) => startsAt.settings === name)) {
    const start = data[sequence.startsAt.field];
    if (typeof start !== 'number') continue;
    shown[sequence.startsAt.field] = shownNextNumber(start, await lastNumber(companyId, sequence.name));
  }
  return shown;
};

/** One settings record per company: read (defaults until first saved) and replaced with version check. */
const settingsRoutes = <N extends SettingsName>(
  name: N,
  records: RecordStore,
  clock: Clock,
  { lastNumber, existingIds }: SettingsDeps,
): Route[] => {
  const endpoints = settingsEndpointsOf(name);
  // The stored values with the schema's defaults for what was never saved, plus version and time.
  const read = async (companyId: string) => {
    const stored = await records.getSettings(companyId, name);
    return endpoints.get.response.parse({
      ...(stored ? await withNextNumbers(name, companyId, stored.data, lastNumber) : {}),
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

export const masterdataSettingsRoutes = (records: RecordStore, clock: Clock, deps: SettingsDeps): Route[] => [
  ...settingsRoutes('customers', records, clock, deps),
  ...settingsRoutes('suppliers', records, clock, deps),
];
