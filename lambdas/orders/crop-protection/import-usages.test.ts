import { describe, expect, it } from 'vitest';
import { AppError } from '../../../schemas/errors';
import type { TOrder } from '../../../schemas/orders/order';
import type { PricingContext } from '../domain/driving-amounts';
import { fakeArticle, fakeOrder } from './crop-protection-fakes.test-kit';
import { cropProtectionImportMessages, type ImportInput, importedUsages } from './import-usages';

const roundup = fakeArticle('r-roundup', 'Roundup PowerFlex', 'l', {
  pricing: { pricePerUnit: { type: 'SIMPLE', price: '12.9' }, costPerUnit: '10' },
  variantsType: 'VARIANTS',
  variants: [{ id: 'v-5l', name: '5 l Kanister' }],
});
const pricing: PricingContext = { resources: [roundup], agreements: [], customerTagIds: [] };
const order = (id: string, overrides: Record<string, unknown> = {}) => fakeOrder(id, { status: 'DONE', ...overrides });
const now = new Date('2026-05-20T08:00:00.000Z');
const counter = () => {
  let next = 0;
  return () => `u-${++next}`;
};
const line = (overrides: Partial<ImportInput['rows'][number]> = {}): ImportInput['rows'][number] => ({
  line: 6,
  orderId: 'o1',
  resourceId: 'r-roundup',
  resourceVariantId: null,
  amount: '10.5',
  day: '2026-05-12',
  ...overrides,
});
const run = (rows: ImportInput['rows'], orders: TOrder[]) =>
  importedUsages({ customerId: 'k1', rows }, new Map(orders.map((item) => [item.id, item])), pricing, {
    newId: counter(),
    now,
  });

const refusal = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, issues: error.issues };
  }
  throw new Error('not refused');
};

describe('taking crop-protection lines over as resource usages', () => {
  it('adds priced OFFICE usages at noon of the German day, one new version per order (a done order too)', () => {
    const result = run(
      [line(), line({ line: 7, amount: '2' }), line({ line: 8, orderId: 'o2' })],
      [order('o1'), order('o2')],
    );
    expect(result).toMatchObject({ added: 3, duplicates: 0 });
    expect(
      result.changes.map(({ order: changed }) => [changed.id, changed.version, changed.resourceUsages.length]),
    ).toEqual([
      ['o1', 4, 2],
      ['o2', 4, 1],
    ]);
    expect(result.changes[0]?.order.updatedAt).toBe(now.toISOString());
    expect(result.changes[0]?.order.resourceUsages[0]).toEqual({
      id: 'u-1',
      resourceId: 'r-roundup',
      resourceVariantId: null,
      resourceName: 'Roundup PowerFlex',
      resourcePricePerUnit: '12.9',
      resourceCostsPerUnit: '10',
      resourceUnit: 'l',
      vatPercentPoints: 19,
      amount: '10.5',
      source: 'OFFICE',
      customerId: 'k1',
      // 12:00 in Berlin, summer time.
      timestamp: '2026-05-12T10:00:00.000Z',
      priceBasedOnPriceAgreement: false,
    });
  });

  it('skips and counts lines already on the order or twice in the import', () => {
    const first = run([line()], [order('o1')]);
    const saved = first.changes[0]?.order;
    if (!saved) throw new Error('not changed');
    const again = run(
      [line({ amount: '10.50' }), line({ line: 9, amount: '1' }), line({ line: 10, amount: '1' })],
      [saved],
    );
    expect(again).toMatchObject({ added: 1, duplicates: 2 });
    expect(again.changes[0]?.order.resourceUsages).toHaveLength(2);
  });

  it("refuses a billed, trashed, another customer's or unknown order, and a foreign variant, at the line's field", () => {
    const refused = refusal(() =>
      run(
        [
          line({ orderId: 'o-billed' }),
          line({ orderId: 'o-trash' }),
          line({ orderId: 'o-other' }),
          line({ orderId: 'o-unknown' }),
          line({ resourceVariantId: 'v-fremd' }),
        ],
        [
          order('o1'),
          order('o-billed', { status: 'BILLED' }),
          order('o-trash', { shelf: 'TRASHED' }),
          order('o-other', { customerIds: ['k2'] }),
        ],
      ),
    );
    expect(refused.code).toBe('LW_400_39_0001');
    expect(refused.issues).toEqual([
      { path: 'rows.0.orderId', message: cropProtectionImportMessages.billed },
      { path: 'rows.1.orderId', message: cropProtectionImportMessages.shelf },
      { path: 'rows.2.orderId', message: cropProtectionImportMessages.order },
      { path: 'rows.3.orderId', message: cropProtectionImportMessages.order },
      { path: 'rows.4.resourceVariantId', message: expect.any(String) },
    ]);
  });
});
