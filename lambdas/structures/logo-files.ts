import { AppError } from '../../schemas/errors';
import type { Clock, IdGenerator } from '../platform/clock';
import type { createLogger } from '../platform/logger';
import type { ObjectStorage } from '../platform/storage';
import { requireClientKey } from '../platform/storage-keys';
import {
  checkLogoFile,
  newLogoKey,
  SIGNATURE_BYTES,
  type UploadedFile,
  uploadedLogoProblem,
} from './domain/company-logo';

/** What a failed clean-up is told to. */
type Logger = Pick<ReturnType<typeof createLogger>, 'warn'>;

/**
 * The files behind a logo (the company's and each operating unit's): the browser uploads straight to the
 * documents bucket with a presigned URL, then confirms the key; the record keeps the key, readers get a
 * presigned URL. Keys are always under the token's company: a key of another company is refused.
 */
export const logoFiles = ({ storage, clock, ids }: { storage: ObjectStorage; clock: Clock; ids: IdGenerator }) => {
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

  return {
    forget,

    /** An upload URL for a file that may be a logo. */
    requestUpload: async (companyId: string, file: { contentType: string; size: number }) => {
      checkLogoFile(file);
      const key = newLogoKey(companyId, ids.newId());
      const upload = await storage.uploadUrl(key, file, clock.now());
      return { key, ...upload, expiresAt: upload.expiresAt.toISOString() };
    },

    /** Refuses a key outside the company or a stored file that is no logo (which then goes). */
    requireUploadedLogo: async (companyId: string, key: string, logger: Logger) => {
      requireClientKey('logo', companyId, key);
      const problem = uploadedLogoProblem(await uploaded(key));
      if (problem) {
        // A refused file is of no use to anyone: it goes, so the bucket keeps only logos.
        if (problem !== 'LW_404_03_0001') await forget(key, logger);
        throw new AppError(problem, { detail: `uploaded logo ${key}` });
      }
    },

    /** A short-lived download URL of the logo, null without one. */
    download: async (logoKey: string | undefined) => {
      if (!logoKey) return { logo: null };
      const download = await storage.downloadUrl(logoKey, clock.now());
      return { logo: { url: download.url, expiresAt: download.expiresAt.toISOString() } };
    },
  };
};
