import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TOrder } from '../../../../schemas/orders/order';
import { customerParts, orderWithEveryPart } from './order-with-every-part.fixtures';
import { replaceCustomer } from './replace-customer';

const swap = { from: 'k-old', to: 'k-new', name: 'Maisernte: Häckseln – Jensen', fieldIds: ['f-new'] };

const customersOf = (order: TOrder, part: (typeof customerParts)[number]) =>
  order[part].map((entry) => entry.customerId);

describe('replaceCustomer (application.md §4 customer replacement)', () => {
  it('names the new customer in every part that named the old one', () => {
    const replaced = replaceCustomer(orderWithEveryPart('k-old', null), swap);
    for (const part of customerParts) expect(customersOf(replaced, part), part).toEqual(['k-new', null]);
    expect(replaced.customerIds).toEqual(['k-new']);
    expect(replaced.subCustomerIds).toEqual(['k-new']);
  });

  it('leaves the parts of another customer of a multi-customer order as they were', () => {
    const replaced = replaceCustomer(orderWithEveryPart('k-old', 'k-other'), swap);
    for (const part of customerParts) expect(customersOf(replaced, part), part).toEqual(['k-new', 'k-other']);
    expect(replaced.customerIds).toEqual(['k-new', 'k-other']);
  });

  it('names a customer once when the new one was on the order already', () => {
    const replaced = replaceCustomer(orderWithEveryPart('k-old', 'k-new'), swap);
    expect(replaced.customerIds).toEqual(['k-new']);
  });

  it('regenerates the name, clears the project and works the new fields only', () => {
    const replaced = replaceCustomer(orderWithEveryPart('k-old', null), swap);
    expect(replaced.name).toBe('Maisernte: Häckseln – Jensen');
    expect(replaced.projectId).toBeNull();
    expect(replaced.fieldIds).toEqual(['f-new']);
    // The override of the old customer's field goes with it.
    expect(replaced.fieldOverrides).toEqual([]);
  });

  it('changes nothing else: not the receipt receiver, the version, the runs or the campaign', () => {
    const customer = fc.constantFrom('k-old', 'k-other', null);
    fc.assert(
      fc.property(customer, customer, (first, second) => {
        const order = orderWithEveryPart(first, second);
        const replaced = replaceCustomer(order, { ...swap, fieldIds: order.fieldIds });
        /** The order with every customer, the name and the project taken out: what must stay. */
        const rest = (value: TOrder) => ({
          ...value,
          name: '',
          customerIds: [],
          subCustomerIds: [],
          projectId: null,
          ...Object.fromEntries(
            customerParts.map((part) => [part, value[part].map((entry) => ({ ...entry, customerId: null }))]),
          ),
        });
        expect(rest(replaced)).toEqual(rest(order));
        // Where a part named the old customer it names the new one; every other stays.
        for (const part of customerParts) {
          expect(customersOf(replaced, part)).toEqual(
            customersOf(order, part).map((id) => (id === 'k-old' ? 'k-new' : id)),
          );
        }
      }),
      { numRuns: 20 },
    );
  });
});
