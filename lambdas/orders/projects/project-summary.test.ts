import { describe, expect, it } from 'vitest';
import { ZOrder } from '../../../schemas/orders/order';
import { type ProjectOrder, projectSummary } from './project-summary';

const row = (
  id: string,
  status: string,
  plannedStartDateTime: string,
  hours: string,
  net: string,
  shelf = 'ACTIVE',
) => ({
  order: ZOrder.parse({
    companyId: 'c1',
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    id,
    name: `Auftrag ${id}`,
    status,
    shelf,
    plannedStartDateTime,
  }),
  progress: { hours, net },
  customerNames: ['Hof Thomsen GbR'],
});

describe('a project’s summary', () => {
  const orders: ProjectOrder[] = [
    row('o3', 'BILLED', '2026-09-01T05:00:00.000Z', '8', '1200.5', 'ARCHIVED'),
    row('o1', 'DONE', '2026-08-31T21:30:00.000Z', '2.25', '300'),
    row('o2', 'ASSIGNED', '2026-10-02T05:00:00.000Z', '0', '0'),
    row('o4', 'DONE', '2026-09-03T05:00:00.000Z', '5', '999', 'TRASHED'),
  ];

  it('lists its orders earliest first, the trash left out, with their hours and amounts', () => {
    const summary = projectSummary('p1', orders);
    expect(summary.orders.map((order) => order.id)).toEqual(['o1', 'o3', 'o2']);
    expect(summary.orders[0]).toMatchObject({ name: 'Auftrag o1', customerNames: ['Hof Thomsen GbR'], hours: '2.25' });
  });

  it('adds up hours, net and billed net, and counts orders by status', () => {
    expect(projectSummary('p1', orders).totals).toEqual({
      ordersByStatus: { DRAFT: 0, ASSIGNED: 1, IN_PROGRESS: 0, DONE: 1, BILLED: 1 },
      hours: '10.25',
      net: '1500.5',
      billedNet: '1200.5',
    });
  });

  it('gives the chart the amount per status and per German month', () => {
    const summary = projectSummary('p1', orders);
    expect(summary.netByStatus).toContainEqual({ status: 'BILLED', net: '1200.5' });
    expect(summary.netByStatus).toContainEqual({ status: 'DRAFT', net: '0' });
    // 23:30 German time on 31 August is still August.
    expect(summary.netByMonth).toEqual([
      { month: '2026-08', net: '300' },
      { month: '2026-09', net: '1200.5' },
      { month: '2026-10', net: '0' },
    ]);
  });
});
