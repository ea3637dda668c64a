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

/**
 * The builder of one kind's demo records: fixed ids `demo-<label>-<key>`, so records can reference each
 * other and seeding stays idempotent. `Input` is the kind's input shape where the data is written in code.
 */
export const demoRecordOf =
  <Input>(kind: RecordKind, label: string) =>
  (key: string, input: Input): DemoRecord => ({ kind, id: `demo-${label}-${key}`, input });

/**
 * The demo records of one kind from a data table (JSON beside the code) keyed by the record's key, in the
 * table's order. The seed and the demo tests parse every input with the kind's schema.
 */
export const demoRecordsFrom = (kind: RecordKind, label: string, table: Record<string, unknown>): DemoRecord[] =>
  Object.entries(table).map(([key, input]) => demoRecordOf<unknown>(kind, label)(key, input));

// Article factory (both article files).
export const resource = demoRecordOf<TResourceInput>('resource', 'resource');

// Article tags (articles and services).
export const SAATGUT = 'demo-rtag-saatgut';
export const DUENGER = 'demo-rtag-duenger';
export const PSM = 'demo-rtag-pflanzenschutz';
export const KRAFTSTOFF = 'demo-rtag-kraftstoff';
export const SILOFOLIE = 'demo-rtag-silofolie';
export const ERSATZTEILE = 'demo-rtag-ersatzteile';
