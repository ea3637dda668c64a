import type { RecordKind } from '../../../../schemas/masterdata/kinds';
import type { TPricingInput } from '../../../../schemas/masterdata/pricing';
import type { TResourceInput } from '../../../../schemas/masterdata/resource';

/** A demo master data record: its kind, fixed id and input; employees may be linked to a demo user by mail. */
export type DemoRecord = { kind: RecordKind; id: string; input: unknown; linkEmail?: string };

export const HUSUM = 'demo-unit-husum';
export const SCHLESWIG = 'demo-unit-schleswig';
export const BOTH = [HUSUM, SCHLESWIG];

// Pricing helpers (articles and price agreements).
export const simple = (price: string): TPricingInput => ({
  calculationType: 'FIXED',
  pricePerUnit: { type: 'SIMPLE', price },
});
export const tiered = (...tiers: [from: string, price: string][]): TPricingInput => ({
  calculationType: 'FIXED',
  pricePerUnit: { type: 'TIERED', tiers: tiers.map(([from, price]) => ({ from, price })) },
});
export const volume = (...tiers: [from: string, price: string][]): TPricingInput => ({
  calculationType: 'FIXED',
  pricePerUnit: { type: 'VOLUME', tiers: tiers.map(([from, price]) => ({ from, price })) },
});
export const surcharge = (costPerUnit: string, surchargePercent: string): TPricingInput => ({
  calculationType: 'SURCHARGE',
  costPerUnit,
  surchargePercent,
});

// Article factory (both article files).
export const resource = (key: string, input: TResourceInput): DemoRecord => ({
  kind: 'resource',
  id: `demo-resource-${key}`,
  input,
});

// Article tags (articles and services).
export const SAATGUT = 'demo-rtag-saatgut';
export const DUENGER = 'demo-rtag-duenger';
export const PSM = 'demo-rtag-pflanzenschutz';
export const KRAFTSTOFF = 'demo-rtag-kraftstoff';
export const SILOFOLIE = 'demo-rtag-silofolie';
export const ERSATZTEILE = 'demo-rtag-ersatzteile';
