import { describe, expect, it } from 'vitest';
import { AppError } from '../../../schemas/errors';
import { ZPriceAgreement } from '../../../schemas/masterdata/price-agreement';
import { ZResource } from '../../../schemas/masterdata/resource';
import { type TOrder, ZOrder } from '../../../schemas/orders/order';
import { type PricingContext, withAmount } from './driving-amounts';

const meta = {
  companyId: 'c1',
  archived: false,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const diesel = ZResource.parse({
  ...meta,
  id: 'r-diesel',
  name: 'Diesel',
  unit: 'l',
  vatPercentPoints: 19,
  pricing: { pricePerUnit: { type: 'SIMPLE', price: '1.5' }, costPerUnit: '1.2' },
  variantsType: 'VARIANTS',
  variants: [{ id: 'v-rot', name: 'rot', subVariants: [{ id: 'v-rot-bio', name: 'bio' }] }],
});
/** Customers tagged 'gross' pay 1.35 from March 2026 on. */
const agreement = ZPriceAgreement.parse({
  ...meta,
  id: 'a1',
  name: 'Großkunden',
  start: '2026-03-01',
  priceTarget: {
    resourceId: 'r-diesel',
    overrides: [{ pricing: { pricePerUnit: { type: 'SIMPLE', price: '1.35' } } }],
  },
  customerTarget: { type: 'CUSTOMER_TAGS', customerTagIds: ['gross'] },
});
const pricing = (customerTagIds: string[]): PricingContext => ({
  resources: [diesel],
  agreements: [agreement],
  customerTagIds,
});
const order: TOrder = ZOrder.parse({
  ...meta,
  id: 'o1',
  name: 'Gülle',
  status: 'IN_PROGRESS',
  shelf: 'ACTIVE',
  plannedStartDateTime: '2026-03-02T06:00:00.000Z',
  version: 4,
});
/** 23:30 UTC on 28 February is already 1 March in Germany: the agreement's first day. */
const lateEvening = new Date('2026-02-28T23:30:00.000Z');
const amount = (customerId: string | null, overrides: Record<string, unknown> = {}) => ({
  id: 'u1',
  resourceId: 'r-diesel',
  resourceVariantId: null,
  amount: '100',
  customerId,
  now: lateEvening,
  ...overrides,
});

describe('amounts on a running order (priced with the pricing kernel and agreements)', () => {
  it("prices by the agreement that applies to the run's customer on the German day", () => {
    const changed = withAmount(order, pricing(['gross']), amount('k1'));
    expect(changed.version).toBe(5);
    expect(changed.resourceUsages).toEqual([
      {
        id: 'u1',
        resourceId: 'r-diesel',
        resourceVariantId: null,
        resourceName: 'Diesel',
        resourcePricePerUnit: '1.35',
        resourceCostsPerUnit: '1.2',
        resourceUnit: 'l',
        vatPercentPoints: 19,
        amount: '100',
        source: 'DRIVER',
        customerId: 'k1',
        timestamp: lateEvening.toISOString(),
        priceBasedOnPriceAgreement: true,
      },
    ]);
  });

  it("uses the article's own price for other customers and without a customer", () => {
    for (const [customerId, tags] of [
      ['k2', []],
      [null, ['gross']],
    ] as const) {
      const [usage] = withAmount(order, pricing([...tags]), amount(customerId)).resourceUsages;
      expect(usage).toMatchObject({ resourcePricePerUnit: '1.5', priceBasedOnPriceAgreement: false });
    }
  });

  it('accepts variants and sub variants of the article only', () => {
    expect(
      withAmount(order, pricing([]), amount('k1', { resourceVariantId: 'v-rot-bio' })).resourceUsages,
    ).toHaveLength(1);
    const refused = () => withAmount(order, pricing([]), amount('k1', { resourceVariantId: 'v-gruen' }));
    expect(refused).toThrow(AppError);
    try {
      refused();
    } catch (error) {
      expect(error instanceof AppError && error.issues).toEqual([
        { path: 'resourceVariantId', message: 'Bitte wähle eine Variante dieses Artikels aus.' },
      ]);
    }
  });
});
