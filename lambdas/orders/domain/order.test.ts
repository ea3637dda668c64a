import { describe, expect, it } from 'vitest';
import { orderMessages, type TOrderPlan, ZOrderInput } from '../../../schemas/orders/order';
import { refusalOf } from '../../../schemas/refusal-of.test-kit';
import { noUnitMembers } from './operating-unit-membership';
import {
  assignOrder,
  changeOrder,
  machineSnapshotOf,
  matchesFilter,
  newOrder,
  orderIssues,
  shelveOrder,
  type UnitCheck,
} from './order';

const now = new Date('2026-03-02T06:00:00.000Z');
const plan = (overrides: Partial<TOrderPlan> = {}): TOrderPlan => ({
  ...ZOrderInput.parse({ name: 'Grubbern Osterfeld', plannedStartDateTime: '2026-03-03T07:00:00Z' }),
  ...overrides,
});
const single = { enableMultiCustomerOrders: false };
const noSnapshots = { service: null, machines: [] };
const unchecked: UnitCheck = { members: noUnitMembers, snapshot: 'retaken' };
/** The parts of an order rule 4 reads, none named. */
const unnamedParts = { operatingUnitId: null, machineIds: [], receiptReceiverId: null, resourceUsages: [] };
const draft = (overrides: Partial<TOrderPlan> = {}) =>
  newOrder(plan(overrides), single, { id: 'o1', companyId: 'c1', now, snapshots: noSnapshots, members: noUnitMembers });

describe('order rules (application.md §5) in their order', () => {
  it('lets a draft lack employee and service, but not an assigned order', () => {
    const base = {
      employeeId: null,
      serviceId: null,
      plannedStartDateTime: 'b',
      plannedEndDateTime: 'a',
      customerIds: ['k1', 'k2'],
      ...unnamedParts,
    };
    expect(orderIssues({ ...base, status: 'DRAFT' }, single, unchecked).map((issue) => issue.message)).toEqual([
      orderMessages.endAfterStart,
      orderMessages.tooManyCustomers,
    ]);
    expect(orderIssues({ ...base, status: 'ASSIGNED' }, single, unchecked)).toEqual([
      { path: 'employeeId', message: 'Bitte gib einen Mitarbeiter ein.' },
      { path: 'serviceId', message: 'Bitte gib eine Dienstleistung ein.' },
      {
        path: 'plannedEndDateTime',
        message: 'Bitte trage den Endzeitpunkt ein. Das Enddatum darf nicht vor dem Startdatum liegen.',
      },
      { path: 'customerIds', message: 'Dem Auftrag sind zu viele Kunden zugeordnet' },
    ]);
  });

  it('allows several customers with multi-customer orders on, and on done orders', () => {
    const base = {
      employeeId: 'e',
      serviceId: 's',
      plannedStartDateTime: 'a',
      plannedEndDateTime: null,
      customerIds: ['k1', 'k2'],
      ...unnamedParts,
    };
    expect(orderIssues({ ...base, status: 'ASSIGNED' }, { enableMultiCustomerOrders: true }, unchecked)).toEqual([]);
    expect(orderIssues({ ...base, status: 'DONE' }, single, unchecked)).toEqual([]);
  });

  it('checks rule 4 (operating units) after rule 3 and before rule 5', () => {
    const outside = { id: 'e', operatingUnitIds: ['u2'] };
    const members = { ...noUnitMembers, unit: { id: 'u1', archived: false }, employees: [outside] };
    const order = {
      ...unnamedParts,
      status: 'ASSIGNED' as const,
      operatingUnitId: 'u1',
      employeeId: 'e',
      serviceId: null,
      plannedStartDateTime: 'b',
      plannedEndDateTime: 'a',
      customerIds: ['k1', 'k2'],
    };
    expect(orderIssues(order, single, { members, snapshot: 'retaken' }).map((issue) => issue.path)).toEqual([
      'serviceId',
      'plannedEndDateTime',
      'employeeId',
      'customerIds',
    ]);
  });
});

describe('rule 4 on the way of an order', () => {
  const unit = { id: 'u1', archived: false };
  const members = { ...noUnitMembers, unit, employees: [{ id: 'e2', operatingUnitIds: ['u2'] }] };
  const inUnit = (overrides: Partial<TOrderPlan> = {}) => draft({ operatingUnitId: 'u1', ...overrides });

  it('refuses a planned order whose employee works in another unit', () => {
    const context = { id: 'o1', companyId: 'c1', now, snapshots: noSnapshots, members };
    expect(refusalOf(() => newOrder(plan({ operatingUnitId: 'u1', employeeId: 'e2' }), single, context))).toEqual({
      code: 'LW_400_01_0001',
      issues: [
        { path: 'employeeId', message: 'Der Mitarbeiter kann nicht dem ausgewählten Betrieb zugeordnet werden.' },
      ],
    });
    const update = () => changeOrder(inUnit(), plan({ operatingUnitId: 'u1', employeeId: 'e2' }), 1, single, context);
    expect(refusalOf(update).issues).toHaveLength(1);
  });

  it("assigns to another unit's employee only when the order keeps a service snapshot", () => {
    expect(refusalOf(() => assignOrder(inUnit(), 'e2', 1, single, { now, members })).issues).toEqual([
      { path: 'serviceId', message: orderMessages.serviceRequired },
      { path: 'employeeId', message: 'Der Mitarbeiter kann nicht dem ausgewählten Betrieb zugeordnet werden.' },
    ]);
    const withSnapshot = {
      ...inUnit({ serviceId: 's1' }),
      serviceSnapshot: { id: 's1', name: 'Pflügen', queryNote: false, driverQueries: [], priceBlocks: [] },
    };
    expect(assignOrder(withSnapshot, 'e2', 1, single, { now, members }).status).toBe('ASSIGNED');
  });
});

describe('an order through its life', () => {
  it('starts as an active draft with nothing recorded and normalized moments', () => {
    const order = draft();
    expect(order).toMatchObject({ status: 'DRAFT', shelf: 'ACTIVE', version: 1, activeTime: [], taskRecords: [] });
    expect(order.plannedStartDateTime).toBe('2026-03-03T07:00:00.000Z');
  });

  it('refuses a draft whose end is before its start', () => {
    expect(refusalOf(() => draft({ plannedEndDateTime: '2026-03-03T06:00:00Z' }))).toEqual({
      code: 'LW_400_01_0001',
      issues: [{ path: 'plannedEndDateTime', message: orderMessages.endAfterStart }],
    });
  });

  it('assigns only with a service, at the version read, and not once started', () => {
    const order = draft();
    expect(refusalOf(() => assignOrder(order, 'e1', 1, single, { now, members: noUnitMembers })).issues).toEqual([
      { path: 'serviceId', message: orderMessages.serviceRequired },
    ]);
    const planned = draft({ serviceId: 's1' });
    expect(refusalOf(() => assignOrder(planned, 'e1', 2, single, { now, members: noUnitMembers })).code).toBe(
      'LW_409_00_0001',
    );
    const assigned = assignOrder(planned, 'e1', 1, single, { now, members: noUnitMembers });
    expect(assigned).toMatchObject({ status: 'ASSIGNED', employeeId: 'e1', version: 2 });
    const started = { ...assigned, status: 'IN_PROGRESS' as const };
    expect(refusalOf(() => assignOrder(started, 'e2', 2, single, { now, members: noUnitMembers })).issues).toEqual([
      { path: 'status', message: orderMessages.notAssignable },
    ]);
  });

  it('changes the plan at the version read, never a billed order', () => {
    const order = draft();
    const changed = changeOrder(order, plan({ name: 'Neu' }), 1, single, {
      now,
      snapshots: noSnapshots,
      members: noUnitMembers,
    });
    expect(changed).toMatchObject({ name: 'Neu', version: 2 });
    expect(
      refusalOf(() => changeOrder(changed, plan(), 1, single, { now, snapshots: noSnapshots, members: noUnitMembers }))
        .code,
    ).toBe('LW_409_00_0001');
    const billed = { ...changed, status: 'BILLED' as const };
    expect(
      refusalOf(() => changeOrder(billed, plan(), 2, single, { now, snapshots: noSnapshots, members: noUnitMembers }))
        .issues,
    ).toEqual([{ path: 'status', message: orderMessages.notChangeable }]);
  });

  it('names the plan fields of a refused change under the prefix where the request carries the plan', () => {
    const records = { now, snapshots: noSnapshots, members: noUnitMembers };
    const reversed = plan({ plannedEndDateTime: '2026-03-03T06:00:00.000Z', customerIds: ['k1', 'k2'] });
    expect(refusalOf(() => changeOrder(draft(), reversed, 1, single, records, 'data.')).issues).toEqual([
      { path: 'data.plannedEndDateTime', message: orderMessages.endAfterStart },
      { path: 'data.customerIds', message: orderMessages.tooManyCustomers },
    ]);
  });

  it('trashes unstarted orders, archives finished ones and restores both', () => {
    const trashed = shelveOrder(draft(), 'TRASHED', 1, now);
    expect(trashed.shelf).toBe('TRASHED');
    expect(shelveOrder(trashed, 'ACTIVE', 2, now).shelf).toBe('ACTIVE');
    expect(refusalOf(() => shelveOrder(draft(), 'ACTIVE', 1, now)).issues).toEqual([
      { path: 'shelf', message: orderMessages.notOnShelf },
    ]);
    expect(refusalOf(() => shelveOrder(draft(), 'ARCHIVED', 1, now)).issues).toEqual([
      { path: 'shelf', message: orderMessages.notArchivable },
    ]);
    const running = { ...draft(), status: 'IN_PROGRESS' as const };
    expect(refusalOf(() => shelveOrder(running, 'TRASHED', 1, now)).issues).toEqual([
      { path: 'shelf', message: orderMessages.notTrashable },
    ]);
    expect(shelveOrder({ ...draft(), status: 'DONE' }, 'ARCHIVED', 1, now).shelf).toBe('ARCHIVED');
  });

  it('filters by shelf, status, period, customer, employee and machine', () => {
    const order = { ...draft({ customerIds: ['k1'], machineIds: ['m1'], employeeId: 'e1' }) };
    expect(matchesFilter(order, { shelf: 'ACTIVE' })).toBe(true);
    expect(matchesFilter(order, { shelf: 'TRASHED' })).toBe(false);
    expect(matchesFilter(order, { shelf: 'ACTIVE', status: 'ASSIGNED' })).toBe(false);
    expect(matchesFilter(order, { shelf: 'ACTIVE', from: '2026-03-03T07:00:00.000Z' })).toBe(true);
    expect(matchesFilter(order, { shelf: 'ACTIVE', to: '2026-03-03T07:00:00.000Z' })).toBe(false);
    expect(matchesFilter(order, { shelf: 'ACTIVE', customerId: 'k2' })).toBe(false);
    expect(matchesFilter(order, { shelf: 'ACTIVE', employeeId: 'e1', machineId: 'm1', customerId: 'k1' })).toBe(true);
  });
});

describe('the machine snapshot of an order', () => {
  it('keeps the working width the coverage of the track uses', () => {
    const machine = { id: 'm1', name: 'Horsch Terrano 6 FX', variants: [], currentOperatingHours: null };
    expect(machineSnapshotOf({ ...machine, workingWidthM: '6' })).toMatchObject({ workingWidthM: '6' });
    expect(machineSnapshotOf({ ...machine, workingWidthM: null }).workingWidthM).toBeNull();
  });
});
