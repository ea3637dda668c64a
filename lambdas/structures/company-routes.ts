import {
  companyReferences,
  createOperatingUnit,
  getCompany,
  listOperatingUnits,
  updateCompany,
  updateCompanySettings,
  updateOperatingUnit,
  updateOrderSettings,
} from '../../schemas/api/company';
import { AppError } from '../../schemas/errors';
import { projectForRole } from '../../schemas/field-access';
import type { TRole } from '../../schemas/roles';
import type { Clock, IdGenerator } from '../platform/clock';
import type { CompanyStore, OperatingUnitStore } from '../platform/company-store';
import { route } from '../platform/http';
import { type ExistingIds, requireKnownReferences } from '../platform/references/references';
import { changeCompany, changeCompanySettings, changeOrderSettings } from './domain/company';
import { changeOperatingUnit, listedOperatingUnits, newOperatingUnit } from './domain/operating-unit';

export type CompanyDeps = {
  companies: CompanyStore;
  units: OperatingUnitStore;
  clock: Clock;
  ids: IdGenerator;
  /** Which of the operating units the company page names are the company's own. */
  existingIds: ExistingIds;
};

export const unitNotFound = (operatingUnitId: string) =>
  new AppError('LW_404_02_0002', { detail: `operating unit ${operatingUnitId}` });

/** The caller's company; 404 if it has no record. */
export const existingCompany = async (companies: CompanyStore, companyId: string) => {
  const company = await companies.get(companyId);
  if (!company) throw new AppError('LW_404_02_0003', { detail: `company ${companyId}` });
  return company;
};

/** An operating unit as the role may read it (schemas/field-read-rights.ts). */
export const readableUnit =
  (role: TRole) =>
  <T extends Record<string, unknown>>(unit: T): T =>
    projectForRole('operatingUnit', role, unit);

/** The company as the role may read it (schemas/field-read-rights.ts): the logo's key only for its editors. */
export const readableCompany =
  (role: TRole) =>
  <T extends Record<string, unknown>>(company: T): T =>
    projectForRole('company', role, company);

/** The company page, the global settings and the operating units (Mein Betrieb): endpoint -> use case. */
export const companyRoutes = ({ companies, units, clock, ids, existingIds }: CompanyDeps) => {
  const companyOf = (companyId: string) => existingCompany(companies, companyId);

  return [
    route(getCompany, async (_input, { company }) => readableCompany(company.role)(await companyOf(company.companyId))),

    route(updateCompany, async ({ body }, { company }) => {
      const existing = await companyOf(company.companyId);
      const { version, ...data } = body;
      await requireKnownReferences(existingIds, company.companyId, data, companyReferences, 'company references');
      const changed = changeCompany(existing, data, version, { now: clock.now() });
      await companies.replace(changed, version);
      return readableCompany(company.role)(changed);
    }),

    route(updateCompanySettings, async ({ body }, { company }) => {
      const existing = await companyOf(company.companyId);
      const { version, ...settings } = body;
      const changed = changeCompanySettings(existing, settings, version, { now: clock.now(), newId: ids.newId });
      await companies.replace(changed, version);
      return readableCompany(company.role)(changed);
    }),

    route(updateOrderSettings, async ({ body }, { company }) => {
      const existing = await companyOf(company.companyId);
      const { version, ...settings } = body;
      const changed = changeOrderSettings(existing, settings, version, { now: clock.now(), newId: ids.newId });
      await companies.replace(changed, version);
      return readableCompany(company.role)(changed);
    }),

    route(listOperatingUnits, async ({ query }, { company }) => ({
      items: listedOperatingUnits(await units.list(company.companyId), query.archived === 'true').map(
        readableUnit(company.role),
      ),
    })),

    route(createOperatingUnit, async ({ body }, { company }) => {
      const unit = newOperatingUnit(body, { id: ids.newId(), companyId: company.companyId, now: clock.now() });
      await units.create(unit);
      return readableUnit(company.role)(unit);
    }),

    route(updateOperatingUnit, async ({ params, body }, { company }) => {
      const existing = await units.get(company.companyId, params.operatingUnitId);
      if (!existing) throw unitNotFound(params.operatingUnitId);
      const { version, ...data } = body;
      const changed = changeOperatingUnit(existing, data, version, { now: clock.now() });
      await units.replace(changed, version);
      return readableUnit(company.role)(changed);
    }),
  ];
};
