import { getCompanyLogo, removeCompanyLogo, requestCompanyLogoUpload, setCompanyLogo } from '../../schemas/api/company';
import type { Clock, IdGenerator } from '../platform/clock';
import type { CompanyStore } from '../platform/company-store';
import { route } from '../platform/http';
import type { ObjectStorage } from '../platform/storage';
import { existingCompany, readableCompany } from './company-routes';
import { changeCompanyLogo } from './domain/company';
import { logoFiles } from './logo-files';

export type CompanyLogoDeps = { companies: CompanyStore; storage: ObjectStorage; clock: Clock; ids: IdGenerator };

/**
 * The company logo on the Firma page (logo-files.ts: upload, confirm, download). The company is always
 * the token's: a key of another company is refused, whatever the body says.
 */
export const companyLogoRoutes = ({ companies, storage, clock, ids }: CompanyLogoDeps) => {
  const files = logoFiles({ storage, clock, ids });

  return [
    route(requestCompanyLogoUpload, async ({ body }, { company }) => files.requestUpload(company.companyId, body)),

    route(setCompanyLogo, async ({ body }, { company, logger }) => {
      const existing = await existingCompany(companies, company.companyId);
      await files.requireUploadedLogo(company.companyId, body.key, logger);
      const changed = changeCompanyLogo(existing, body.key, body.version, { now: clock.now() });
      await companies.replace(changed, body.version);
      if (existing.logoKey !== body.key) await files.forget(existing.logoKey, logger);
      return readableCompany(company.role)(changed);
    }),

    route(removeCompanyLogo, async ({ query }, { company, logger }) => {
      const existing = await existingCompany(companies, company.companyId);
      const changed = changeCompanyLogo(existing, undefined, query.version, { now: clock.now() });
      await companies.replace(changed, query.version);
      await files.forget(existing.logoKey, logger);
      return readableCompany(company.role)(changed);
    }),

    route(getCompanyLogo, async (_input, { company }) =>
      files.download((await existingCompany(companies, company.companyId)).logoKey),
    ),
  ];
};
