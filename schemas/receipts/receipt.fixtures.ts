import type * as z from 'zod';
import { type TCustomer, ZCustomer } from '../customer';
import { type TOrder, ZOrder } from '../orders/order';
import { newReceiptState } from './new-receipt';
import { positionTotals } from './position-totals';
import { type TReceipt, type TReceiptPositionInput, ZReceipt, ZReceiptPosition } from './receipt';

/** Records for the receipts' tests: a finished order, a customer and a stored receipt of the company COMPANY. */

export const COMPANY = 'hansen';
const AT = '2026-09-01T08:00:00.000Z';

export const orderFixture = (id: string, parts: Partial<z.input<typeof ZOrder>> = {}): TOrder =>
  ZOrder.parse({
    id,
    companyId: COMPANY,
    name: `Auftrag ${id}`,
    status: 'DONE',
    shelf: 'ACTIVE',
    operatingUnitId: 'unit-nord',
    customerIds: ['c-meyer'],
    plannedStartDateTime: '2026-09-01T05:00:00.000Z',
    version: 3,
    createdAt: AT,
    updatedAt: AT,
    ...parts,
  });

export const customerFixture = (id: string, parts: Partial<z.input<typeof ZCustomer>> = {}): TCustomer =>
  ZCustomer.parse({ id, companyId: COMPANY, name: `Hof ${id}`, version: 1, createdAt: AT, updatedAt: AT, ...parts });

/** A stored receipt; totals from its positions. */
export const receiptFixture = (
  id: string,
  parts: Omit<Partial<TReceipt>, 'positions'> & { positions?: TReceiptPositionInput[] } = {},
): TReceipt => {
  const positions = (parts.positions ?? [{ name: 'Häckseln', quantity: '10', unitPrice: '100' }]).map((position) =>
    ZReceiptPosition.parse(position),
  );
  return ZReceipt.parse({
    id,
    companyId: COMPANY,
    type: 'BILL',
    operatingUnitId: 'unit-nord',
    customerId: 'c-meyer',
    date: '2026-08-01',
    recipient: null,
    orderIds: [],
    referencedReceipt: null,
    reminder: null,
    totals: positionTotals(positions),
    ...newReceiptState(new Date(AT)),
    status: 'FINALIZED',
    number: `RE-2026-${id}`,
    dueDate: '2026-08-15',
    finalizedAt: AT,
    finalizedBy: 'u-1',
    version: 2,
    ...parts,
    positions,
  });
};
