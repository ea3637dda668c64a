import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLED_FONT_FOLDER, RECEIPT_FONT_FILES, receiptFontPath } from './fonts';

const scratch = mkdtempSync(join(tmpdir(), 'receipt-fonts-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('where the receipt fonts are read from', () => {
  it('takes the package’s files when the module runs from the sources', () => {
    expect(receiptFontPath(RECEIPT_FONT_FILES.normal)).toMatch(/dejavu-fonts-ttf[\\/]ttf[\\/]DejaVuSans\.ttf$/);
  });

  it('prefers the files beside a bundle', () => {
    const packaged = receiptFontPath(RECEIPT_FONT_FILES.bold);
    mkdirSync(join(scratch, BUNDLED_FONT_FOLDER));
    const bundled = join(scratch, BUNDLED_FONT_FOLDER, RECEIPT_FONT_FILES.bold);
    copyFileSync(packaged, bundled);
    expect(receiptFontPath(RECEIPT_FONT_FILES.bold, pathToFileURL(join(scratch, 'index.mjs')).href)).toBe(bundled);
  });
});
