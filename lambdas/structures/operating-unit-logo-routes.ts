import {
  getOperatingUnitLogo,
  removeOperatingUnitLogo,
  requestOperatingUnitLogoUpload,
  setOperatingUnitLogo,
} from '../../schemas/api/operating-unit-logo';
import type { Clock, IdGenerator } from '../platform/clock';
import type { OperatingUnitStore } from '../platform/company-store';
import { route } from '../platform/http';
import type { ObjectStorage } from '../platform/storage';
import { readableUnit, unitNotFound } from './company-routes';
import { changeOperatingUnitLogo } from './domain/operating-unit';
import { logoFiles } from './logo-files';

export type OperatingUnitLogoDeps = {
  units: OperatingUnitStore;
  storage: ObjectStorage;
  clock: Clock;
  ids: IdGenerator;
};

/**
 * The logo of an operating unit (Mein Betrieb), printed on the unit's receipts instead of the company
 * logo: the company logo's pattern (logo-files.ts) on the unit's record, version-checked like its edits.
 */
export const operatingUnitLogoRoutes = ({ units, storage, clock, ids }: OperatingUnitLogoDeps) => {
  const files = logoFiles({ storage, clock, ids });
  const existingUnit = async (companyId: string, operatingUnitId: string) => {
    const unit = await units.get(companyId, operatingUnitId);
    if (!unit) throw unitNotFound(operatingUnitId);
    return unit;
  };

  return [
    route(requestOperatingUnitLogoUpload, async ({ params, body }, { company }) => {
      await existingUnit(company.companyId, params.operatingUnitId);
      return files.requestUpload(company.companyId, body);
    }),

    route(setOperatingUnitLogo, async ({ params, body }, { company, logger }) => {
      const existing = await existingUnit(company.companyId, params.operatingUnitId);
      await files.requireUploadedLogo(company.companyId, body.key, logger);
      const changed = changeOperatingUnitLogo(existing, body.key, body.version, { now: clock.now() });
      await units.replace(changed, body.version);
      if (existing.logoKey !== body.key) await files.forget(existing.logoKey, logger);
      return readableUnit(company.role)(changed);
    }),

    route(removeOperatingUnitLogo, async ({ params, query }, { company, logger }) => {
      const existing = await existingUnit(company.companyId, params.operatingUnitId);
      const changed = changeOperatingUnitLogo(existing, undefined, query.version, { now: clock.now() });
      await units.replace(changed, query.version);
      await files.forget(existing.logoKey, logger);
      return readableUnit(company.role)(changed);
    }),

    route(getOperatingUnitLogo, async ({ params }, { company }) =>
      files.download((await existingUnit(company.companyId, params.operatingUnitId)).logoKey),
    ),
  ];
};
