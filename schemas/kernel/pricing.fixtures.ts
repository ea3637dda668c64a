import type { TPriceAgreement } from '../masterdata/price-agreement';
import type { TPricing } from '../masterdata/pricing';
import { type TResource, ZResource } from '../masterdata/resource';
import type { TPriceUsage } from './pricing';

/** Builders shared by the pricing tests (examples and properties). */
export const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

export const fixed = (price: string): TPricing => ({
  calculationType: 'FIXED',
  costPerUnit: null,
  surchargePercent: null,
  pricePerUnit: { type: 'SIMPLE', price },
});

export const tiers = (type: 'TIERED' | 'VOLUME', list: [string, string][]): TPricing => ({
  ...fixed('0'),
  pricePerUnit: { type, tiers: list.map(([from, price]) => ({ from, price })) },
});

let sequence = 0;
export const agreement = (fields: {
  resourceId?: string;
  start: string;
  end?: string | null;
  customers?: string[];
  tags?: string[];
  overrides?: { resourceVariantId: string | null; pricing: TPricing }[];
  archived?: boolean;
  createdAt?: string;
  id?: string;
}): TPriceAgreement => {
  sequence += 1;
  return {
    id: fields.id ?? `a${String(sequence).padStart(4, '0')}`,
    companyId: 'c',
    version: 1,
    archived: fields.archived ?? false,
    createdAt: fields.createdAt ?? '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    name: 'Vereinbarung',
    note: '',
    start: fields.start,
    end: fields.end ?? null,
    priceTarget: {
      resourceId: fields.resourceId ?? 'r1',
      overrides: fields.overrides ?? [{ resourceVariantId: null, pricing: fixed('1') }],
    },
    customerTarget: fields.tags
      ? { type: 'CUSTOMER_TAGS', customerTagIds: fields.tags }
      : { type: 'CUSTOMERS', customerIds: fields.customers ?? ['k1'] },
  } as TPriceAgreement;
};

export const usage = (fields: Partial<TPriceUsage> = {}): TPriceUsage => ({
  resourceId: 'r1',
  resourceVariantId: null,
  customerId: 'k1',
  customerTagIds: [],
  date: '2024-06-15',
  ...fields,
});

// Diesel with variants: 'rot' (own price, sub 'rot-eigen' with own price, sub 'rot-erbt' without),
// 'grün' (no price, sub 'grün-erbt' without): inheritance ends at the article.
export const resource: TResource = ZResource.parse({
  id: 'r1',
  companyId: 'c1',
  name: 'Diesel',
  unit: 'l',
  version: 1,
  archived: false,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  variantsType: 'VARIANTS',
  pricing: fixed('1.5'),
  variants: [
    {
      id: 'rot',
      name: 'rot',
      pricing: fixed('1.2'),
      subVariants: [
        { id: 'rot-eigen', name: 'eigen', pricing: fixed('1.1') },
        { id: 'rot-erbt', name: 'erbt', pricing: null },
      ],
    },
    { id: 'gruen', name: 'grün', pricing: null, subVariants: [{ id: 'gruen-erbt', name: 'erbt', pricing: null }] },
  ],
});
