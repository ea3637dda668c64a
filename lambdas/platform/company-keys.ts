/**
 * Storage keys of a company's files in the documents bucket: everything of a company lives under
 * 'companies/<companyId>/' (its logo, its receipts' PDFs and e-invoices), so a key tells whose file it is.
 */
export const companyKeyPrefix = (companyId: string): string => `companies/${companyId}/`;

/** One path segment: no '.' or '..' (an emulator stores keys as paths), no backslash, no control character. */
const isPlainSegment = (segment: string): boolean =>
  segment !== '.' && segment !== '..' && /^[^/\\\p{Cc}]+$/u.test(segment);

/**
 * True only for a key under this company's prefix made of plain segments: a caller naming a key of
 * another company, or climbing out of its own with '..', is refused before anything is read.
 */
export const isKeyOfCompany = (companyId: string, key: string): boolean => {
  const prefix = companyKeyPrefix(companyId);
  return key.startsWith(prefix) && key.slice(prefix.length).split('/').every(isPlainSegment);
};
