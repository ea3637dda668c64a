import type { TUnit } from '../units';

/**
 * Our units (schemas/units.ts) as UN/ECE Recommendation 20 codes, the unit an e-invoice line is measured
 * in (BT-130). Hectare is H18 (square hectometre), not HAR: the e-invoice library's code list refuses HAR
 * (DESIGN §5); the PDF still prints 'ha'. Wood measured stacked, loose or solid (Rm, SRm, Fm) and 'Kubik'
 * are cubic metres; counted things without a unit of their own (fees, flat rates, units) are 'one' (C62).
 */
/** The Rec 20 codes we write (all in the e-invoice library's code list). */
export const rec20UnitCodes = [
  'KMT',
  'LTR',
  'KGM',
  'H87',
  'MTQ',
  'MLT',
  'HLT',
  'GRM',
  'TNE',
  'HUR',
  'DAY',
  'MTR',
  'H18',
  'MTK',
  'DTN',
  'KWH',
  'MWH',
  'C62',
] as const;
export type TRec20UnitCode = (typeof rec20UnitCodes)[number];

export const isRec20UnitCode = (code: string): code is TRec20UnitCode => rec20UnitCodes.some((known) => known === code);

export const unitCodes: Record<TUnit, TRec20UnitCode> = {
  km: 'KMT',
  l: 'LTR',
  kg: 'KGM',
  'Stk.': 'H87',
  Ku: 'MTQ',
  ml: 'MLT',
  hl: 'HLT',
  g: 'GRM',
  t: 'TNE',
  Kn: 'H87',
  'm³': 'MTQ',
  Rm: 'MTQ',
  SRm: 'MTQ',
  Fm: 'MTQ',
  h: 'HUR',
  d: 'DAY',
  m: 'MTR',
  ha: 'H18',
  qm: 'MTK',
  dt: 'DTN',
  kWh: 'KWH',
  MWh: 'MWH',
  'Gb.': 'C62',
  'Einh.': 'C62',
  pauschal: 'C62',
};

/** The Rec 20 code of a unit. */
export const unitCodeOf = (unit: TUnit): TRec20UnitCode => unitCodes[unit];
