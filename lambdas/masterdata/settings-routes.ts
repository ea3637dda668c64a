import { settingsEndpointsOf } from '../../schemas/api/masterdata';
import { AppError } from '../../schemas/errors';
import { type SettingsName, settingsMessages, settingsReferences } from '../../schemas/masterdata/settings';
import { numberSequenceList } from '../../schemas/numbering';
import type { Clock } from '../platform/clock';
import { type Route, route } from '../platform/http';
import { lowestNextNumber, shownNextNumber } from '../platform/numbering/numbering';
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

/**
 * Refuses a numbering's next number below the numbers given out already, at its field: the counter never
 * runs back, so such a value would be stored and never used.
 */
const requireNextNumbersAhead = async (
  name: SettingsName,
  companyId: string,
  entered: RecordData,
  stored: RecordData,
  lastNumber: LastNumber,
) => {
  const issues = [];
  for (const sequence of numberSequenceList.filter(({ startsAt }) => startsAt.settings === name)) {
    const field = sequence.startsAt.field;
    const lowest = lowestNextNumber(entered[field], stored[field], await lastNumber(companyId, sequence.name));
    if (lowest !== undefined)
      issues.push({ path: `data.${field}`, message: settingsMessages.nextNumberTooLow(lowest) });
  }
  if (issues.length > 0)
    throw new AppError('LW_400_01_0001', { issues, detail: `${name} settings: next number too low` });
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
      const stored = await records.getSettings(company.companyId, name);
      if ((stored?.version ?? 0) !== body.version) throw new AppError('LW_409_00_0001', { detail: `${name} settings` });
      const references = settingsReferences[name];
      await requireKnownReferences(existingIds, company.companyId, body.data, references, `${name} settings`, 'data.');
      await requireNextNumbersAhead(name, company.companyId, body.data, stored?.data ?? {}, lastNumber);
      await records.putSettings(company.companyId, name, body.data, body.version, clock.now());
      return read(company.companyId);
    }),
  ];
};

export const masterdataSettingsRoutes = (records: RecordStore, clock: Clock, deps: SettingsDeps): Route[] => [
  ...settingsRoutes('customers', records, clock, deps),
  ...settingsRoutes('suppliers', records, clock, deps),
];
