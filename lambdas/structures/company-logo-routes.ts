import { getCompanyLogo, removeCompanyLogo, requestCompanyLogoUpload, setCompanyLogo } from '../../schemas/api/company';
import { AppError } from '../../schemas/errors';
import type { Clock, IdGenerator } from '../platform/clock';
import type { CompanyStore } from '../platform/company-store';
import { type RouteContext, route } from '../platform/http';
import type { ObjectStorage } from '../platform/storage';
import { existingCompany } from './company-routes';
import { changeCompanyLogo } from './domain/company';
import {
  checkLogoFile,
  isLogoKeyOf,
  newLogoKey,
  SIGNATURE_BYTES,
  type UploadedFile,
  uploadedLogoProblem,
} from './domain/company-logo';

export type CompanyLogoDeps = { companies: CompanyStore; storage: ObjectStorage; clock: Clock; ids: IdGenerator };

type Logger = RouteContext<typeof setCompanyLogo>['logger'];

/**
 * The company logo on the Firma page: the browser uploads straight to the documents bucket with a
 * presigned URL, then confirms the key; the company record keeps the key, readers get a presigned URL.
 * The company is always the token's: a key of another company is refused, whatever the body says.
 */
export const companyLogoRoutes = ({ companies, storage, clock, ids }: CompanyLogoDeps) => {
  const uploaded = async (key: string): Promise<UploadedFile | undefined> => {
    const [info, firstBytes] = await Promise.all([
      storage.head(key),
      storage.get(key, { firstBytes: SIGNATURE_BYTES }),
    ]);
    return info && firstBytes ? { ...info, firstBytes } : undefined;
  };

  // The record is what counts; an object left behind costs storage but breaks nothing, so a failed delete
  // does not fail the request that replaced or removed the logo.
  const forget = async (key: string | undefined, logger: Logger) => {
    if (!key) return;
    await storage.delete(key).catch((error: unknown) => logger.warn('old logo not deleted', { error: String(error) }));
  };

  return [
    route(requestCompanyLogoUpload, async ({ body }, { company }) => {
      checkLogoFile(body);
      const key = newLogoKey(company.companyId, ids.newId());
      const upload = await storage.uploadUrl(key, body, clock.now());
      return { key, ...upload, expiresAt: upload.expiresAt.toISOString() };
    }),

    route(setCompanyLogo, async ({ body }, { company, logger }) => {
      if (!isLogoKeyOf(company.companyId, body.key)) {
        throw new AppError('LW_403_03_0001', { detail: `logo key outside company ${company.companyId}` });
      }
      const existing = await existingCompany(companies, company.companyId);
      const problem = uploadedLogoProblem(await uploaded(body.key));
      if (problem) {
        // A refused file is of no use to anyone: it goes, so the bucket keeps only logos.
        if (problem !== 'LW_404_03_0001') await forget(body.key, logger);
        throw new AppError(problem, { detail: `uploaded logo ${body.key}` });
      }
      const changed = changeCompanyLogo(existing, body.key, body.version, { now: clock.now() });
      await companies.replace(changed, body.version);
      if (existing.logoKey !== body.key) await forget(existing.logoKey, logger);
      return changed;
    }),

    route(removeCompanyLogo, async ({ query }, { company, logger }) => {
      const existing = await existingCompany(companies, company.companyId);
      const changed = changeCompanyLogo(existing, undefined, query.version, { now: clock.now() });
      await companies.replace(changed, query.version);
      await forget(existing.logoKey, logger);
      return changed;
    }),

    route(getCompanyLogo, async (_input, { company }) => {
      const { logoKey } = await existingCompany(companies, company.companyId);
      if (!logoKey) return { logo: null };
      const download = await storage.downloadUrl(logoKey, clock.now());
      return { logo: { url: download.url, expiresAt: download.expiresAt.toISOString() } };
    }),
  ];
};
