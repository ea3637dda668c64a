import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, logoFileProblem } from '../../../schemas/company';
import { ZStoredCompany } from '../../../schemas/company-records';
import { AppError } from '../../../schemas/errors';
import { changeCompanyLogo } from './company';
import { checkLogoFile, imageTypeOf, newLogoKey, uploadedLogoProblem } from './company-logo';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const SVG = new TextEncoder().encode('<svg xmlns');

const codeOf = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
  return undefined;
};

describe('logo keys', () => {
  // Whether a confirmed key is a logo key of the company: lambdas/platform/storage-keys.test.ts (use 'logo').
  it('puts every upload under the company prefix with a fresh id', () => {
    expect(newLogoKey('c1', 'a1b2')).toBe('companies/c1/logo/a1b2');
  });
});

describe('logo files', () => {
  it('takes PNG and JPEG up to 1 MB', () => {
    expect(logoFileProblem({ contentType: 'image/png', size: LOGO_MAX_BYTES })).toBeUndefined();
    expect(logoFileProblem({ contentType: 'image/jpeg', size: 1 })).toBeUndefined();
  });

  it('refuses other types, larger and empty files with their catalogue codes', () => {
    expect(logoFileProblem({ contentType: 'image/svg+xml', size: 10 })).toBe('LW_400_03_0001');
    expect(logoFileProblem({ contentType: undefined, size: 10 })).toBe('LW_400_03_0001');
    expect(logoFileProblem({ contentType: 'image/png', size: LOGO_MAX_BYTES + 1 })).toBe('LW_400_03_0002');
    expect(logoFileProblem({ contentType: 'image/png', size: 0 })).toBe('LW_400_03_0003');
    expect(codeOf(() => checkLogoFile({ contentType: 'application/pdf', size: 10 }))).toBe('LW_400_03_0001');
    expect(codeOf(() => checkLogoFile({ contentType: 'image/png', size: 10 }))).toBeUndefined();
  });

  it('tells PNG and JPEG by their first bytes', () => {
    expect(imageTypeOf(PNG)).toBe('image/png');
    expect(imageTypeOf(JPEG)).toBe('image/jpeg');
    expect(imageTypeOf(SVG)).toBeUndefined();
    expect(imageTypeOf(new Uint8Array())).toBeUndefined();
  });

  it('checks the uploaded object: present, allowed, fitting, and its bytes what its type says', () => {
    expect(uploadedLogoProblem({ contentType: 'image/png', size: 2000, firstBytes: PNG })).toBeUndefined();
    expect(uploadedLogoProblem(undefined)).toBe('LW_404_03_0001');
    expect(uploadedLogoProblem({ contentType: 'image/png', size: LOGO_MAX_BYTES + 1, firstBytes: PNG })).toBe(
      'LW_400_03_0002',
    );
    // An SVG (or anything else) renamed to .png.
    expect(uploadedLogoProblem({ contentType: 'image/png', size: 2000, firstBytes: SVG })).toBe('LW_400_03_0001');
    expect(uploadedLogoProblem({ contentType: 'image/png', size: 2000, firstBytes: JPEG })).toBe('LW_400_03_0001');
  });
});

describe('company logo on the record', () => {
  const now = new Date('2026-11-21T08:00:00Z');
  const stored = ZStoredCompany.parse({
    id: 'c1',
    name: 'Hof',
    supportEmployeeId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    version: 2,
  });

  it('sets and removes the key version-checked', () => {
    const set = changeCompanyLogo(stored, 'companies/c1/logo/a1', 2, { now });
    expect(set).toMatchObject({ logoKey: 'companies/c1/logo/a1', version: 3, updatedAt: now.toISOString() });
    const removed = changeCompanyLogo(set, undefined, 3, { now });
    expect(removed.version).toBe(4);
    expect(removed.logoKey).toBeUndefined();
    expect(codeOf(() => changeCompanyLogo(set, undefined, 2, { now }))).toBe('LW_409_00_0001');
  });
});
