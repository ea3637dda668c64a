import { describe, expect, it } from 'vitest';
import { fieldImportTexts } from './field-import';

const t = fieldImportTexts.fieldImport;

describe('field import texts', () => {
  it('says file sizes the German way', () => {
    expect(t.fileSize(4433)).toBe('4,3 KB');
    expect(t.fileSize(2.5 * 1024 * 1024)).toBe('2,5 MB');
  });

  it('counts fields in singular and plural', () => {
    expect([t.imported(1), t.imported(12)]).toEqual(['1 Feld importiert.', '12 Felder importiert.']);
    expect(t.tooManyFields(612, 500)).toBe(
      'Die Datei enthält 612 Felder, höchstens 500 gehen auf einmal. Bitte teile den Export auf.',
    );
  });
});
