import * as z from 'zod';

/**
 * Units of application.md §3, exactly as written and in the spec's order. The spec explains only
 * Kn (seeds) and Gb. (fee); the other long labels are the usual German names.
 */
export const units = [
  'km',
  'l',
  'kg',
  'Stk.',
  'Ku',
  'ml',
  'hl',
  'g',
  't',
  'Kn',
  'm³',
  'Rm',
  'SRm',
  'Fm',
  'h',
  'd',
  'm',
  'ha',
  'qm',
  'dt',
  'kWh',
  'MWh',
  'Gb.',
  'Einh.',
  'pauschal',
] as const;

export const ZUnit = z.enum(units, { error: 'Bitte wähle eine Einheit aus.' });
export type TUnit = z.infer<typeof ZUnit>;

/** German long labels, e.g. for selection lists ('ha – Hektar'). */
export const unitLabels: Record<TUnit, string> = {
  km: 'Kilometer',
  l: 'Liter',
  kg: 'Kilogramm',
  'Stk.': 'Stück',
  // The spec does not expand Ku; read as the colloquial 'Kubik' (a cubic metre of bulk material).
  Ku: 'Kubik',
  ml: 'Milliliter',
  hl: 'Hektoliter',
  g: 'Gramm',
  t: 'Tonne',
  Kn: 'Körner (Saatgut)',
  'm³': 'Kubikmeter',
  Rm: 'Raummeter',
  SRm: 'Schüttraummeter',
  Fm: 'Festmeter',
  h: 'Stunde',
  d: 'Tag',
  m: 'Meter',
  ha: 'Hektar',
  qm: 'Quadratmeter',
  dt: 'Doppelzentner',
  kWh: 'Kilowattstunde',
  MWh: 'Megawattstunde',
  'Gb.': 'Gebühr',
  'Einh.': 'Einheit',
  pauschal: 'Pauschal',
};

/** 'ha (Hektar)'; 'pauschal' stays as it is. */
export const unitOptionLabel = (unit: TUnit): string =>
  unit.toLowerCase() === unitLabels[unit].toLowerCase() ? unitLabels[unit] : `${unit} (${unitLabels[unit]})`;
