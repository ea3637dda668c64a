import { describe, expect, it } from 'vitest';
import { type TOrder, ZOrder } from '../../../../schemas/orders/order';
import { orderCostSums, refuelRows, tollRows } from './order-cost-rows';

/** An order as the server sends it, with its machine as planned. */
const base = ZOrder.parse({
  id: 'o',
  companyId: 'c',
  status: 'DONE',
  shelf: 'ACTIVE',
  name: 'Gülle fahren',
  plannedStartDateTime: '2026-03-10T05:00:00.000Z',
  machineSnapshots: [{ id: 'm', name: 'Fendt 720' }],
  version: 1,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
});
const toll = (id: string, amount: string, distanceKm: string | null) => ({
  id,
  tripId: `trip-${id}`,
  timestamp: '2026-03-10T06:15:00.000Z',
  endTimestamp: null,
  machineId: 'm',
  licensePlate: 'NF-LH 960',
  amount,
  distanceKm,
  route: 'Münster-Nord → Greven',
  customerId: 'farmer',
  orderRunId: null,
});
const order: TOrder = {
  ...base,
  tollRecords: [toll('a', '4.56', '23.4'), toll('b', '1234.5', null)],
  refuels: [
    {
      id: 'r',
      timestamp: '2026-03-10T12:00:00.000Z',
      machineId: 'm',
      liters: '310.5',
      pricePerLiter: null,
      gasStationId: null,
      customerId: null,
      orderRunId: null,
    },
  ],
};
const nameOf = (id: string | null | undefined) => (id === 'farmer' ? 'Hof Thomsen' : '');

describe('the toll trips and refuels of an order', () => {
  it('shows German moments, money and distances with the machine and customer names', () => {
    expect(tollRows(order, nameOf)).toEqual([
      {
        id: 'a',
        start: '10.03.2026, 07:15',
        machine: 'Fendt 720 · NF-LH 960',
        route: 'Münster-Nord → Greven',
        distance: '23,4 km',
        amount: '4,56 €',
        customer: 'Hof Thomsen',
      },
      expect.objectContaining({ id: 'b', distance: '–', amount: '1.234,50 €' }),
    ]);
    expect(refuelRows(order, nameOf)).toEqual([
      { id: 'r', at: '10.03.2026, 13:00', machine: 'Fendt 720', liters: '310,5 l', customer: '–' },
    ]);
  });

  it('sums the toll in euros and the fuel in litres, exactly', () => {
    expect(orderCostSums(order)).toEqual({ toll: '1.239,06 €', liters: '310,5 l' });
    expect(orderCostSums(base)).toEqual({ toll: '0,00 €', liters: '0 l' });
  });
});
