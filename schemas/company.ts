import * as z from 'zod';

/** A company's variant (application.md §3 'Company meta'): agricultural contractor (default) or logistics. */
export const companyVariants = ['AGRICULTURAL_CONTRACTOR', 'LOGISTICS'] as const;
export const ZCompanyVariant = z.enum(companyVariants);
export type TCompanyVariant = z.infer<typeof ZCompanyVariant>;

/**
 * The company logo (Firma page; shown in the app, later printed on receipts): PNG or JPEG of at most 1 MB.
 * SVG is left out on purpose: it can carry script, and PDF printing needs a raster image anyway.
 */
export const logoContentTypes = ['image/png', 'image/jpeg'] as const;
export type TLogoContentType = (typeof logoContentTypes)[number];
export const LOGO_MAX_BYTES = 1024 * 1024;

const isLogoContentType = (type: string | undefined): type is TLogoContentType =>
  logoContentTypes.some((allowed) => allowed === type);

/**
 * Why a file cannot be the logo, as a catalogue code, or undefined when it can. The browser checks before
 * uploading (the text shows at the field) and the server checks the stored object again.
 */
export const logoFileProblem = (file: {
  contentType: string | undefined;
  size: number;
}): 'LW_400_03_0001' | 'LW_400_03_0002' | 'LW_400_03_0003' | undefined => {
  if (!isLogoContentType(file.contentType)) return 'LW_400_03_0001';
  if (file.size > LOGO_MAX_BYTES) return 'LW_400_03_0002';
  if (file.size === 0) return 'LW_400_03_0003';
  return undefined;
};
