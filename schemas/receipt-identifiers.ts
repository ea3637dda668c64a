import * as z from 'zod';
import { otherCheckMessages, receiptDataMessages } from './messages';
import { optionalText } from './validation';

/**
 * The bank and tax identifiers receipts and e-invoices carry (issue 14 point 2): IBAN, BIC, SEPA creditor
 * id, USt-IdNr., Steuernummer and Leitweg-ID. One source for the browser and the server: each check is a
 * pure function, each field builder a zod schema with its German message at the field.
 */

/** Without spaces, upper case: how IBANs, BICs and creditor ids are stored (people type them in groups). */
export const compactIdentifier = (value: string): string => value.replaceAll(/\s+/g, '').toUpperCase();

/** Letters as the ISO 7064 mod-97 checks count them: A = 10 ... Z = 35; digits stay. */
const lettersAsDigits = (value: string): string =>
  value.replaceAll(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));

/** The remainder of a long digit string divided by 97, in chunks (it exceeds any safe integer). */
const mod97 = (digits: string): number => {
  let remainder = 0;
  for (let start = 0; start < digits.length; start += 7) {
    remainder = Number(`${remainder}${digits.slice(start, start + 7)}`) % 97;
  }
  return remainder;
};

/** ISO 7064 MOD 97-10: valid when the digits (letters counted as numbers) leave remainder 1. */
const passesMod97 = (value: string): boolean => mod97(lettersAsDigits(value)) === 1;

/** The lengths of the IBANs we meet most; other countries are checked by pattern and check digits only. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  DE: 22,
  AT: 20,
  CH: 21,
  LI: 21,
  LU: 20,
  NL: 18,
  BE: 16,
  FR: 27,
  DK: 18,
  PL: 28,
  CZ: 24,
  IT: 27,
  ES: 24,
};
const IBAN_PATTERN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** An IBAN (compact) with its country's length and its check digits (country and digits moved to the end). */
export const isValidIban = (iban: string): boolean => {
  if (!IBAN_PATTERN.test(iban)) return false;
  const expectedLength = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expectedLength !== undefined && iban.length !== expectedLength) return false;
  return passesMod97(`${iban.slice(4)}${iban.slice(0, 4)}`);
};

/** An IBAN in groups of four, as it is printed and shown (DE89 3704 0044 0532 0130 00). */
export const formatIban = (iban: string): string => compactIdentifier(iban).replaceAll(/(.{4})(?=.)/g, '$1 ');

const BIC_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
/** A BIC: bank (4 letters), country (2 letters), location (2), optionally a branch (3): 8 or 11 characters. */
export const isValidBic = (bic: string): boolean => BIC_PATTERN.test(bic);

/**
 * A SEPA creditor id (Gläubiger-Identifikationsnummer): country, 2 check digits, a 3-character business
 * code (in Germany 'ZZZ') and the national id. The business code is not part of the check: the national
 * id, the country and the check digits leave remainder 1 mod 97. German ids have 18 characters.
 */
const CREDITOR_ID_PATTERN = /^([A-Z]{2})(\d{2})[A-Z0-9]{3}([A-Z0-9]{1,28})$/;
export const isValidCreditorId = (creditorId: string): boolean => {
  const match = CREDITOR_ID_PATTERN.exec(creditorId);
  if (!match) return false;
  const [, country = '', checkDigits = '', nationalId = ''] = match;
  if (country === 'DE' && creditorId.length !== 18) return false;
  return passesMod97(`${nationalId}${country}${checkDigits}`);
};

/** Country prefixes of EU VAT ids: the member states, Greece as 'EL', Northern Ireland as 'XI'. */
// biome-ignore format: a compact block is easier to check against the list of member states
const EU_VAT_PREFIXES = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU',
  'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI',
]);
const SWISS_UID = /^CHE-?(\d{3})\.?(\d{3})\.?(\d{3})(MWST|TVA|IVA)?$/;
const VAT_ID_RULES: Readonly<Record<string, RegExp>> = { DE: /^DE\d{9}$/, AT: /^ATU\d{8}$/ };
const OTHER_VAT_ID = /^[A-Z]{2}[A-Z0-9]{2,12}$/;

/**
 * A VAT id as stored: without spaces, upper case; a Swiss UID in its written form (CHE-123.456.789 MWST).
 * Undefined when it is none of the accepted shapes: DE + 9 digits, ATU + 8 digits, the Swiss UID, or another
 * EU country's prefix with 2 to 12 letters and digits.
 */
export const normalisedVatId = (input: string): string | undefined => {
  const compact = compactIdentifier(input);
  const swiss = SWISS_UID.exec(compact);
  if (swiss) {
    const [, first, second, third, suffix] = swiss;
    return `CHE-${first}.${second}.${third}${suffix ? ` ${suffix}` : ''}`;
  }
  const prefix = compact.slice(0, 2);
  const rule = VAT_ID_RULES[prefix];
  if (rule) return rule.test(compact) ? compact : undefined;
  return EU_VAT_PREFIXES.has(prefix) && OTHER_VAT_ID.test(compact) ? compact : undefined;
};

/** A Steuernummer as people write it: 10 to 13 digits, grouped with '/' or spaces (e.g. 15/815/08150). */
export const isValidTaxNumber = (taxNumber: string): boolean => {
  if (!/^\d[\d/ ]*\d$/.test(taxNumber)) return false;
  const digits = taxNumber.replaceAll(/\D/g, '').length;
  return digits >= 10 && digits <= 13;
};

/**
 * A Leitweg-ID (KoSIT format): Grobadressierung (2 to 12 digits), optionally '-' and a Feinadressierung
 * (up to 30 letters and digits), '-' and 2 check digits. The check digits are ISO 7064 MOD 97-10 over
 * Grob- and Feinadressierung (letters counted A = 10 ... Z = 35) without the dashes.
 */
const LEITWEG_ID = /^(\d{2,12})(?:-([A-Z0-9]{1,30}))?-(\d{2})$/;
export const isValidLeitwegId = (leitwegId: string): boolean => {
  const match = LEITWEG_ID.exec(leitwegId.toUpperCase());
  if (!match) return false;
  const [, coarse = '', fine = '', checkDigits = ''] = match;
  return passesMod97(`${coarse}${fine}${checkDigits}`);
};

/** A buyer reference that starts like a Leitweg-ID (digits and a dash) is one and must be a valid one. */
export const looksLikeLeitwegId = (reference: string): boolean => /^\d{2,12}-/.test(reference);

/**
 * Input bounds, with room for the spaces people type: IBAN at most 34 characters, BIC 11, creditor id 35,
 * VAT id 20 (a Swiss UID with its suffix), Leitweg-ID 46.
 */
export const IDENTIFIER_LIMITS = {
  iban: 42,
  bic: 16,
  creditorId: 44,
  vatId: 24,
  taxNumber: 20,
  buyerReference: 100,
} as const;

/** An optional identifier: entered with spaces, stored compact, checked by `isValid`. */
const optionalCompact = (max: number, isValid: (value: string) => boolean, message: string) =>
  optionalText(max)
    .transform((value) => (value === undefined ? undefined : compactIdentifier(value)))
    .refine((value) => value === undefined || isValid(value), message);

export const optionalIban = () => optionalCompact(IDENTIFIER_LIMITS.iban, isValidIban, receiptDataMessages.invalidIban);
export const requiredIban = () =>
  z
    .string({ error: receiptDataMessages.invalidIban })
    .max(IDENTIFIER_LIMITS.iban)
    .transform(compactIdentifier)
    .refine(isValidIban, receiptDataMessages.invalidIban);
export const optionalBic = () => optionalCompact(IDENTIFIER_LIMITS.bic, isValidBic, otherCheckMessages.invalidBic);
export const optionalCreditorId = () =>
  optionalCompact(IDENTIFIER_LIMITS.creditorId, isValidCreditorId, receiptDataMessages.invalidCreditorId);

/** Stored normalised; a refine, not an issue inside the transform, so the form's other rules still run. */
export const optionalVatId = () =>
  optionalText(IDENTIFIER_LIMITS.vatId)
    .transform((value) => (value === undefined ? undefined : (normalisedVatId(value) ?? value)))
    .refine((value) => value === undefined || normalisedVatId(value) === value, receiptDataMessages.invalidVatId);

export const optionalTaxNumber = () =>
  optionalText(IDENTIFIER_LIMITS.taxNumber).refine(
    (value) => value === undefined || isValidTaxNumber(value),
    receiptDataMessages.invalidTaxNumber,
  );

/** Leitweg-ID for public buyers, any reference otherwise (see looksLikeLeitwegId). */
export const optionalBuyerReference = () =>
  optionalText(IDENTIFIER_LIMITS.buyerReference)
    .transform((value) => (value !== undefined && looksLikeLeitwegId(value) ? value.toUpperCase() : value))
    .refine(
      (value) => value === undefined || !looksLikeLeitwegId(value) || isValidLeitwegId(value),
      receiptDataMessages.invalidLeitwegId,
    );
