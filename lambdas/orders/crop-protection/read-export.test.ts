import { describe, expect, it } from 'vitest';
import { cropProtectionReadMessages } from '../../../schemas/planning/crop-protection';
import { cropProtectionFixture } from '../../../test/support/crop-protection-fixtures';
import { readCropProtectionFile } from './read-export';

const read = (text: string) => {
  const file = readCropProtectionFile(text);
  if ('error' in file) throw new Error(file.error);
  return file;
};

describe('crop-protection exports', () => {
  it('reads a Windows-1252 export with title lines, ";" and German decimals (Schlagkartei)', () => {
    const text = cropProtectionFixture('crop-protection-schlagkartei.csv');
    expect(text).toContain('Mühlenstück');
    const { rows, unreadable } = read(text);
    expect(unreadable).toEqual([]);
    expect(rows).toEqual([
      {
        line: 6,
        day: '2026-05-12',
        time: '08:30',
        fieldName: 'Deichkoppel',
        areaHa: '4.2',
        crop: 'Grünland',
        product: 'Roundup PowerFlex',
        approvalNumber: '024796-00',
        ratePerHa: '2.5',
        unit: 'l',
        // No Gesamtmenge: 2,5 l/ha × 4,20 ha.
        amount: '10.5',
      },
      expect.objectContaining({
        line: 7,
        fieldName: 'Mühlenstück',
        product: 'Karate Zeon',
        unit: 'ml',
        // The Gesamtmenge is taken as given.
        amount: '281.25',
      }),
    ]);
  });

  it('reads a UTF-8 export with BOM, "," and other column names (Feldkalender); bad lines get a reason', () => {
    const { rows, unreadable } = read(cropProtectionFixture('crop-protection-feldkalender.csv'));
    expect(
      rows.map(({ line, day, fieldName, product, unit, amount, areaHa }) => ({
        line,
        day,
        fieldName,
        product,
        unit,
        amount,
        areaHa,
      })),
    ).toEqual([
      {
        line: 4,
        day: '2026-05-13',
        fieldName: 'deichkoppel',
        product: 'Glyphosat',
        unit: 'l',
        amount: '10.5',
        areaHa: '4.2',
      },
      {
        line: 5,
        day: '2026-05-13',
        fieldName: 'Deichkoppel',
        product: 'Laudis',
        unit: 'l',
        amount: '3.4',
        areaHa: '1.5',
      },
      {
        line: 6,
        day: '2026-05-13',
        fieldName: 'Deichkoppel',
        product: 'Unbekannt XY',
        unit: 'kg',
        amount: '2',
        areaHa: '2',
      },
    ]);
    expect(unreadable).toEqual([{ line: 7, reason: cropProtectionReadMessages.day }]);
  });

  it('says so when no header names date, field and product', () => {
    expect(readCropProtectionFile('Datum;Menge\n12.05.2026;3')).toEqual({ error: cropProtectionReadMessages.noHeader });
  });

  it('gives the reason of a line without unit or amount', () => {
    const { unreadable } = read(
      'Datum;Schlag;Mittel;Aufwandmenge;Einheit\n12.05.2026;A;B;1;Sack\n12.05.2026;A;B;1;l/ha',
    );
    expect(unreadable).toEqual([
      { line: 2, reason: cropProtectionReadMessages.unit },
      { line: 3, reason: cropProtectionReadMessages.amount },
    ]);
  });

  it('computes the amount in decimals, never floats', () => {
    const { rows } = read('Datum;Schlag;Fläche (ha);Mittel;Aufwandmenge;Einheit\n12.05.2026;A;0,1;B;0,2;l/ha');
    expect(rows[0]?.amount).toBe('0.02');
  });
});
