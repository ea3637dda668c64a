import Big from 'big.js';
import { decimalText, roundHalfUp } from '../kernel/money';
import type { TUnit } from '../units';

/**
 * Crop-protection applications as German farm programs export them (the field record's
 * 'Pflanzenschutz-Maßnahmen'): one CSV, ';' or ',' separated, Windows-1252 or UTF-8, title lines above
 * the header, German decimals. The shapes of what is read and the cell readers live here (the page and
 * the server share them); the orders service reads the file itself (lambdas/orders/crop-protection/read-export.ts).
 */

/** The units an application's amount is given in, per hectare or in total. */
export const cropProtectionUnits = ['l', 'ml', 'kg', 'g'] as const;
export type TCropProtectionUnit = (typeof cropProtectionUnits)[number];

/** One application as read from a line of the file; amounts are decimal text, `amount` in `unit`. */
export type CropProtectionRow = {
  /** The line of the file (1 = first line), as the user finds it in the file. */
  line: number;
  /** German day 'YYYY-MM-DD'. */
  day: string;
  time: string | null;
  fieldName: string;
  areaHa: string | null;
  crop: string | null;
  product: string;
  approvalNumber: string | null;
  ratePerHa: string | null;
  unit: TCropProtectionUnit;
  /** Gesamtmenge when the file gives it, else Aufwandmenge × Fläche. */
  amount: string;
};

/** A line that holds an application but could not be read, with the German reason. */
export type UnreadableRow = { line: number; reason: string };

export type CropProtectionFile = { rows: CropProtectionRow[]; unreadable: UnreadableRow[] };

export const cropProtectionReadMessages = {
  noHeader:
    'In der Datei wurde keine Kopfzeile mit Datum, Schlag und Mittel gefunden. Bitte wähle einen Export der Pflanzenschutz-Maßnahmen.',
  day: 'Datum fehlt oder ist ungültig.',
  field: 'Schlag fehlt.',
  product: 'Mittel fehlt.',
  unit: 'Einheit fehlt oder ist unbekannt (l/ha, kg/ha, ml/ha, g/ha).',
  amount: 'Menge fehlt: Gesamtmenge oder Aufwandmenge mit Fläche.',
} as const;

/** Why a line is not matched (issue 15 point 7 words the first four); the page shows them at the line. */
export const cropProtectionMatchMessages = {
  field: 'Schlag nicht gefunden',
  order: 'Kein Auftrag an diesem Tag auf diesem Schlag',
  article: 'Mittel nicht als Artikel angelegt',
  unit: 'Einheit passt nicht zum Artikel',
  billed: 'Der Auftrag ist schon abgerechnet',
} as const;

/**
 * A German or plain decimal as decimal text: '1.234,5' and '0,75' are German; without a comma a dot is the
 * decimal point, unless a ';' file groups thousands with it ('1.500'). Undefined when it is not a number.
 */
export const readDecimal = (text: string, separator: ';' | ','): string | undefined => {
  const value = text.trim().replace(/\s/g, '');
  if (value === '') return undefined;
  const german = value.includes(',') || (separator === ';' && /^\d{1,3}(\.\d{3})+$/.test(value));
  const plain = german ? value.replace(/\./g, '').replace(',', '.') : value;
  if (!/^\d+(\.\d+)?$/.test(plain)) return undefined;
  return decimalText(new Big(plain));
};

/** '12.05.2026', '12.05.26' or '2026-05-12' (a time after it is ignored) as 'YYYY-MM-DD'. */
export const readDay = (text: string): string | undefined => {
  const value = text.trim();
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})\b/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})\b/.exec(value);
  const parts = german ? [german[3], german[2], german[1]] : iso ? [iso[1], iso[2], iso[3]] : undefined;
  if (!parts) return undefined;
  const [year = '', month = '', date = ''] = parts;
  const fullYear = year.length === 2 ? `20${year}` : year;
  const day = `${fullYear}-${month.padStart(2, '0')}-${date.padStart(2, '0')}`;
  const check = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== day ? undefined : day;
};

/** 'l/ha', 'L', 'kg / ha', 'ml/ha' as the amount's unit; undefined for others. */
export const readUnit = (text: string): TCropProtectionUnit | undefined => {
  const unit = text.replace(/\s/g, '').toLowerCase().replace(/\/ha$/, '');
  return cropProtectionUnits.find((candidate) => candidate === unit);
};

/**
 * The text of an uploaded file: UTF-8 (with or without BOM) when it decodes as such, else Windows-1252
 * (older farm programs). The page decodes and sends text, so the server never guesses an encoding.
 */
export const decodeCropProtectionFile = (bytes: Uint8Array): string => {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
};

/** An amount's unit family and its size in the family's base (l or kg); only these convert. */
const unitSizes: Partial<Record<TUnit, { family: 'volume' | 'mass'; size: string }>> = {
  ml: { family: 'volume', size: '0.001' },
  l: { family: 'volume', size: '1' },
  hl: { family: 'volume', size: '100' },
  g: { family: 'mass', size: '0.001' },
  kg: { family: 'mass', size: '1' },
  dt: { family: 'mass', size: '100' },
  t: { family: 'mass', size: '1000' },
};

/** Stored amounts have at most 8 decimals (ZDecimal). */
const AMOUNT_DECIMALS = 8;

/** `amount` in `from` as an amount in the article's unit; undefined when the units do not convert. */
export const convertedAmount = (amount: string, from: TCropProtectionUnit, to: TUnit): string | undefined => {
  const source = unitSizes[from];
  const target = unitSizes[to];
  if (!source || !target || source.family !== target.family) return undefined;
  return decimalText(roundHalfUp(new Big(amount).times(source.size).div(target.size), AMOUNT_DECIMALS));
};
