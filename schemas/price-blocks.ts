import * as z from 'zod';
import type { TUnit } from './units';

/** Price-block bases of application.md §3: what a price block of a service is charged by. */
export const priceBlockBases = [
  'FLAT',
  'HECTARE',
  'HOUR',
  'SQUARE_METER',
  'METER',
  'KILOMETER',
  'TONS',
  'CUBIC_METERS',
  'SOLID_CUBIC_METERS',
  'LITER',
  'LOADS',
] as const;

export const ZPriceBlockBasis = z.enum(priceBlockBases, { error: 'Bitte wähle eine Abrechnungsgrundlage aus.' });
export type TPriceBlockBasis = z.infer<typeof ZPriceBlockBasis>;

export const priceBlockBasisLabels: Record<TPriceBlockBasis, string> = {
  FLAT: 'Pauschal',
  HECTARE: 'Hektar',
  HOUR: 'Stunde',
  SQUARE_METER: 'Quadratmeter',
  METER: 'Meter',
  KILOMETER: 'Kilometer',
  TONS: 'Tonnen',
  CUBIC_METERS: 'Kubikmeter',
  SOLID_CUBIC_METERS: 'Festmeter',
  LITER: 'Liter',
  LOADS: 'Fuhren',
};

/**
 * The unit a price block is charged in. Ours: the spec lists the bases and the units separately;
 * loads (Fuhren) are counted in pieces.
 */
export const priceBlockBasisUnits: Record<TPriceBlockBasis, TUnit> = {
  FLAT: 'pauschal',
  HECTARE: 'ha',
  HOUR: 'h',
  SQUARE_METER: 'qm',
  METER: 'm',
  KILOMETER: 'km',
  TONS: 't',
  CUBIC_METERS: 'm³',
  SOLID_CUBIC_METERS: 'Fm',
  LITER: 'l',
  LOADS: 'Stk.',
};
