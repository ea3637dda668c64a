import { describe, expect, it } from 'vitest';
import { accountingErrors } from './error-catalogue/accounting';
import { bankErrors } from './error-catalogue/bank';
import { boardErrors } from './error-catalogue/board';
import { campaignErrors } from './error-catalogue/campaigns';
import { cropProtectionErrors } from './error-catalogue/crop-protection';
import { einvoiceErrors } from './error-catalogue/einvoice';
import { gatewayErrors } from './error-catalogue/gateway';
import { mailErrors } from './error-catalogue/mail';
import { orderErrors } from './error-catalogue/orders';
import { platformErrors } from './error-catalogue/platform';
import { progressErrors } from './error-catalogue/progress';
import { receiptErrors } from './error-catalogue/receipts';
import { rentalErrors } from './error-catalogue/rentals';
import { structuresErrors } from './error-catalogue/structures';
import { tollErrors } from './error-catalogue/tolls';
import { trackingErrors } from './error-catalogue/tracking';
import { workErrors } from './error-catalogue/work';
import {
  AppError,
  ERROR_CODE_PATTERN,
  errorCatalogue,
  isErrorCode,
  messageForCode,
  statusForCode,
  UNKNOWN_ERROR_MESSAGE,
} from './errors';

// A literal copy of the service-code table (application.md §8 'Service error codes', services.md §8 table).
const specTable: [codes: string[], message: string][] = [
  [
    ['FCPA_400', 'FCPA_400_01', 'FCPA_404', 'FCPA_404_02'],
    'Da ist etwas schiefgelaufen. Bitte versuche es später erneut.',
  ],
  [['FCPA_401', 'FCPA_401_01'], 'Du hast nicht die nötigen Berechtigungen für diese Aktion.'],
  [['FCPA_401_01_0002'], 'Dir fehlen Bearbeitungsrechte für diese Firma.'],
  [['FCPA_403', 'FCPA_403_01', 'FCPA_403_10', 'FCPA_403_20'], 'Du hast keine Berechtigung für diese Aktion.'],
  [['FCPA_403_20_0001'], 'Die Anfrage kann nicht bearbeitet werden.'],
  [['FCPA_500_02', 'FCPA_500_03'], 'Unser Service ist derzeit nicht verfügbar. Bitte versuche es später erneut.'],
];
// Codes the spec lists with a described wording ("wording not shown").
const specCodesWithoutText = [
  'FCPA_403_01_0001',
  'FCPA_403_01_0002',
  'FCPA_403_20_0002',
  'FCPA_404_03',
  'FCPA_404_03_0001',
];

const parts = {
  structuresErrors,
  accountingErrors,
  einvoiceErrors,
  bankErrors,
  gatewayErrors,
  mailErrors,
  receiptErrors,
  platformErrors,
  workErrors,
  orderErrors,
  trackingErrors,
  cropProtectionErrors,
  campaignErrors,
  rentalErrors,
  tollErrors,
  progressErrors,
  boardErrors,
};

describe('error catalogue', () => {
  it.each(specTable.flatMap(([codes, message]) => codes.map((code) => [code, message] as const)))(
    '%s has the spec text character for character',
    (code, message) => {
      expect(isErrorCode(code)).toBe(true);
      expect(messageForCode(code)).toBe(message);
    },
  );

  it('has a German text for every code the spec lists without wording', () => {
    for (const code of specCodesWithoutText) {
      expect(isErrorCode(code)).toBe(true);
      expect(messageForCode(code)).toMatch(/^[A-ZÄÖÜ].+\.$/);
    }
  });

  it('holds exactly the spec codes under the FCPA_ prefix', () => {
    const fcpa = Object.keys(errorCatalogue).filter((code) => code.startsWith('FCPA_'));
    const spec = [...specTable.flatMap(([codes]) => codes), ...specCodesWithoutText];
    expect(fcpa.sort()).toEqual(spec.sort());
  });

  it('keeps every code in the spec format, with the status the code names', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(code).toMatch(ERROR_CODE_PATTERN);
      expect(Number(code.split('_')[1])).toBe(entry.status);
      expect(entry.message.trim()).toBe(entry.message);
      expect(entry.message.length).toBeGreaterThan(0);
    }
  });

  it('loses no code when the parts are merged, and each part keeps its prefix', () => {
    const prefixes: Record<keyof typeof parts, string> = {
      structuresErrors: 'FCPA_',
      accountingErrors: 'ACC_',
      einvoiceErrors: 'EINV_',
      bankErrors: 'BANK_',
      gatewayErrors: 'GW_',
      mailErrors: 'MAIL_',
      receiptErrors: 'RCPT_',
      platformErrors: 'LW_',
      workErrors: 'LW_',
      orderErrors: 'LW_',
      trackingErrors: 'LW_',
      cropProtectionErrors: 'LW_',
      campaignErrors: 'LW_',
      rentalErrors: 'LW_',
      tollErrors: 'LW_',
      progressErrors: 'LW_',
      boardErrors: 'LW_',
    };
    let total = 0;
    for (const [name, part] of Object.entries(parts) as [keyof typeof parts, Record<string, unknown>][]) {
      total += Object.keys(part).length;
      for (const code of Object.keys(part)) expect(code.startsWith(prefixes[name])).toBe(true);
    }
    expect(Object.keys(errorCatalogue)).toHaveLength(total);
  });

  it('covers every service area of services.md §8', () => {
    for (const part of Object.values(parts)) expect(Object.keys(part).length).toBeGreaterThan(0);
  });

  it("shows 'Unbekannter Fehler.' for an unknown code", () => {
    expect(UNKNOWN_ERROR_MESSAGE).toBe('Unbekannter Fehler.');
    expect(messageForCode('FCPA_999_99_9999')).toBe('Unbekannter Fehler.');
    expect(messageForCode('')).toBe('Unbekannter Fehler.');
    expect(messageForCode('toString')).toBe('Unbekannter Fehler.');
    expect(isErrorCode('constructor')).toBe(false);
  });

  it('turns an AppError into status and wire shape', () => {
    const error = new AppError('FCPA_403_20_0001', { issues: [{ path: 'status', message: 'x' }] });
    expect(error.status).toBe(403);
    expect(statusForCode('GW_503_00_0001')).toBe(503);
    expect(error.toJSON()).toEqual({
      code: 'FCPA_403_20_0001',
      message: 'Die Anfrage kann nicht bearbeitet werden.',
      issues: [{ path: 'status', message: 'x' }],
    });
  });
});
