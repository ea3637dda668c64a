import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { otherCheckMessages, receiptDataMessages } from './messages';
import {
  formatIban,
  isValidBic,
  isValidCreditorId,
  isValidIban,
  isValidLeitwegId,
  isValidTaxNumber,
  normalisedVatId,
  optionalBic,
  optionalBuyerReference,
  optionalCreditorId,
  optionalIban,
  optionalTaxNumber,
  optionalVatId,
} from './receipt-identifiers';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('IBAN', () => {
  it('accepts IBANs whose mod-97 check digits hold', () => {
    for (const iban of [
      'DE89370400440532013000',
      'AT611904300234573201',
      'CH9300762011623852957',
      'GB82WEST12345698765432',
    ])
      expect(isValidIban(iban), iban).toBe(true);
  });

  it('refuses a wrong check digit, a swapped digit, a wrong length and other shapes', () => {
    for (const iban of [
      'DE88370400440532013000',
      'DE89370400440532031000',
      'DE8937040044053201300',
      'DE89',
      '1234',
      'DEXX370400440532013000',
    ])
      expect(isValidIban(iban), iban).toBe(false);
  });

  it('takes spaces and lower case in the input, stores it compact and shows it in groups of four', () => {
    expect(optionalIban().parse(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(optionalIban().parse('')).toBeUndefined();
    expect(messageOf(optionalIban(), 'DE89 3704 0044 0532 0130 01')).toBe(receiptDataMessages.invalidIban);
  });
});

describe('BIC', () => {
  it('has 8 or 11 characters: bank, country, location and an optional branch', () => {
    expect(['COBADEFFXXX', 'COBADEFF', 'GENODEF1HUM'].every(isValidBic)).toBe(true);
    expect(['COBADEFFXX', 'COBADE', 'C0BADEFF', 'COBADEFFXXXX'].some(isValidBic)).toBe(false);
    expect(optionalBic().parse('coba de ff xxx')).toBe('COBADEFFXXX');
    expect(messageOf(optionalBic(), 'COBADEFFX')).toBe(otherCheckMessages.invalidBic);
  });
});

describe('SEPA creditor id', () => {
  it('checks country, check digits and national id with mod 97; the business code is not counted', () => {
    expect(isValidCreditorId('DE98ZZZ09999999999')).toBe(true);
    expect(isValidCreditorId('DE98ABC09999999999')).toBe(true);
    expect(isValidCreditorId('DE97ZZZ09999999999')).toBe(false);
    expect(isValidCreditorId('DE98ZZZ0999999999')).toBe(false);
    expect(isValidCreditorId('98ZZZ09999999999')).toBe(false);
    expect(optionalCreditorId().parse('de98 zzz0 9999 9999 99')).toBe('DE98ZZZ09999999999');
    expect(messageOf(optionalCreditorId(), 'DE99ZZZ09999999999')).toBe(receiptDataMessages.invalidCreditorId);
  });
});

describe('USt-IdNr.', () => {
  it('is DE with 9 digits, ATU with 8, the Swiss UID, or another EU prefix with 2 to 12 letters and digits', () => {
    expect(normalisedVatId('de 123 456 789')).toBe('DE123456789');
    expect(normalisedVatId('ATU12345678')).toBe('ATU12345678');
    expect(normalisedVatId('che-123.456.789 mwst')).toBe('CHE-123.456.789 MWST');
    expect(normalisedVatId('CHE123456789')).toBe('CHE-123.456.789');
    expect(normalisedVatId('CHE-123.456.789 TVA')).toBe('CHE-123.456.789 TVA');
    expect(normalisedVatId('FR12345678901')).toBe('FR12345678901');
    expect(normalisedVatId('EL123456789')).toBe('EL123456789');
    expect(normalisedVatId('NL123456789B01')).toBe('NL123456789B01');
  });

  it('refuses wrong lengths per country, unknown prefixes and Swiss UIDs without 9 digits', () => {
    for (const vatId of [
      'DE12345678',
      'DE1234567890',
      'AT12345678',
      'ATU1234567',
      'CHE-123.456.78',
      'US123456',
      'FR1',
      'DE12345678A',
    ])
      expect(normalisedVatId(vatId), vatId).toBeUndefined();
    expect(messageOf(optionalVatId(), 'DE12345678')).toBe(receiptDataMessages.invalidVatId);
    expect(optionalVatId().parse(' ')).toBeUndefined();
  });
});

describe('Steuernummer', () => {
  it('has 10 to 13 digits, grouped with / or spaces', () => {
    expect(
      ['15/815/08150', '2181508150', '181/815/08155', '93815 08152', '1121081508150'].every(isValidTaxNumber),
    ).toBe(true);
    expect(['123/456', '15-815-08150', '/1581508150', '12345678901234', 'DE123456789'].some(isValidTaxNumber)).toBe(
      false,
    );
    expect(messageOf(optionalTaxNumber(), '123/456')).toBe(receiptDataMessages.invalidTaxNumber);
  });
});

describe('Leitweg-ID', () => {
  it('checks its digits with mod 97 over Grob- and Feinadressierung, letters counted from A = 10', () => {
    // The example of the KoSIT format specification and its test id with letters.
    expect(isValidLeitwegId('04011000-1234512345-06')).toBe(true);
    expect(isValidLeitwegId('991-33333TEST-33')).toBe(true);
    expect(isValidLeitwegId('991-33333test-33')).toBe(true);
    expect(isValidLeitwegId('09-71')).toBe(true);
    expect(isValidLeitwegId('04011000-1234512345-07')).toBe(false);
    expect(isValidLeitwegId('04011000-1234512345')).toBe(false);
    expect(isValidLeitwegId('0-1234512345-06')).toBe(false);
  });

  it('is required to be valid when a buyer reference starts like one; any other reference is taken', () => {
    expect(optionalBuyerReference().parse('991-33333test-33')).toBe('991-33333TEST-33');
    expect(messageOf(optionalBuyerReference(), '04011000-1234512345-07')).toBe(receiptDataMessages.invalidLeitwegId);
    expect(optionalBuyerReference().parse('Bestellung 4711')).toBe('Bestellung 4711');
    expect(messageOf(optionalBuyerReference(), 'x'.repeat(101))).toBe('Höchstens 100 Zeichen.');
  });
});
