import { logoFileProblem, type TLogoContentType } from '../../../schemas/company';
import { AppError } from '../../../schemas/errors';

/** Every logo of a company lives under its own prefix, so a key tells whose it is. */
const logoKeyPrefix = (companyId: string) => `companies/${companyId}/logo/`;

/**
 * The key of a new upload; a fresh id each time, so a browser never shows a cached old logo. A confirmed key
 * is checked by lambdas/platform/storage-keys.ts (use 'logo'), the one check of every key a client sends.
 */
export const newLogoKey = (companyId: string, uploadId: string): string => `${logoKeyPrefix(companyId)}${uploadId}`;

/** Refuses, with the catalogue code, a file that cannot be the logo, before an upload URL is handed out. */
export const checkLogoFile = (file: { contentType: string; size: number }): void => {
  const problem = logoFileProblem(file);
  if (problem) throw new AppError(problem, { detail: `logo of ${file.contentType}, ${file.size} bytes` });
};

/** How many bytes from the start of a file tell PNG and JPEG apart from everything else. */
export const SIGNATURE_BYTES = 8;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** The image type the file's first bytes show, whatever type it was sent with; undefined for other files. */
export const imageTypeOf = (firstBytes: Uint8Array): TLogoContentType | undefined => {
  if (startsWith(firstBytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(firstBytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return undefined;
};

export type UploadedFile = { contentType: string | undefined; size: number; firstBytes: Uint8Array };

/**
 * Why an uploaded object cannot be confirmed as the logo, as a catalogue code; undefined when it can.
 * Emulators do not enforce the type and size signed into the upload URL, and a renamed file carries the
 * type the browser guessed from its name: so the stored object's size, type and first bytes are checked.
 */
export const uploadedLogoProblem = (
  file: UploadedFile | undefined,
): ReturnType<typeof logoFileProblem> | 'LW_404_03_0001' => {
  if (!file) return 'LW_404_03_0001';
  const declaredProblem = logoFileProblem(file);
  if (declaredProblem) return declaredProblem;
  if (imageTypeOf(file.firstBytes) !== file.contentType) return 'LW_400_03_0001';
  return undefined;
};
