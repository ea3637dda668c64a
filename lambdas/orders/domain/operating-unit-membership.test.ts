import { describe, expect, it } from 'vitest';
import { operatingUnitMismatchMessages } from '../../../schemas/messages';
import {
  noUnitMembers,
  type OrderUnitMembers,
  operatingUnitIssues,
  type UnitCheckedOrder,
  type UnitMember,
} from './operating-unit-membership';

const elsewhere = (id: string): UnitMember => ({ id, operatingUnitIds: ['u2'] });
const here = (id: string): UnitMember => ({ id, operatingUnitIds: ['u2', 'u1'] });

const order = (overrides: Partial<UnitCheckedOrder> = {}): UnitCheckedOrder => ({
  status: 'DRAFT',
  operatingUnitId: 'u1',
  serviceId: 's1',
  customerIds: ['k1', 'k2'],
  machineIds: ['m1', 'm2'],
  employeeId: 'e1',
  receiptReceiverId: 'k3',
  resourceUsages: [{ resourceId: 'r1' }, { resourceId: 'r2' }],
  ...overrides,
});

/** The records the order names, each made by `make`. */
const membersOf = (make: (id: string) => UnitMember): OrderUnitMembers => ({
  unit: { id: 'u1', archived: false },
  services: [make('s1')],
  customers: ['k1', 'k2', 'k3'].map(make),
  machines: ['m1', 'm2'].map(make),
  employees: [make('e1')],
  resources: ['r1', 'r2'].map(make),
});

const allHere = membersOf(here);
/** Every named part outside unit u1 (of machines and articles one of two: 'one or more'). */
const allElsewhere: OrderUnitMembers = {
  ...membersOf(elsewhere),
  machines: [here('m1'), elsewhere('m2')],
  resources: [here('r1'), elsewhere('r2')],
};

describe('order rule 4: the parts belong to the order operating unit (application.md §5)', () => {
  it('names each part outside the unit at its field, in the spec order, with the §8 texts', () => {
    expect(operatingUnitIssues(order(), allElsewhere, 'retaken')).toEqual([
      { path: 'serviceId', message: 'Die Dienstleistung kann nicht dem ausgewählten Betrieb zugeordnet werden.' },
      { path: 'customerIds.0', message: 'Der Kunde kann nicht dem ausgewählten Betrieb zugeordnet werden.' },
      { path: 'customerIds.1', message: 'Der Kunde kann nicht dem ausgewählten Betrieb zugeordnet werden.' },
      {
        path: 'machineIds',
        message: 'Eine oder mehrere Maschinen können nicht dem ausgewählten Betrieb zugeordnet werden.',
      },
      { path: 'employeeId', message: 'Der Mitarbeiter kann nicht dem ausgewählten Betrieb zugeordnet werden.' },
      {
        path: 'resourceUsages',
        message: 'Eine oder mehrere Artikel können nicht dem ausgewählten Betrieb zugeordnet werden.',
      },
      {
        path: 'receiptReceiverId',
        message: 'Der alternative Belegempfänger kann nicht dem ausgewählten Betrieb zugeordnet werden.',
      },
    ]);
  });

  it('accepts parts of the unit, and records without units (they belong to all)', () => {
    expect(operatingUnitIssues(order(), allHere, 'retaken')).toEqual([]);
    const unitless: UnitMember = { id: 's1', operatingUnitIds: [] };
    expect(operatingUnitIssues(order(), { ...allHere, services: [unitless] }, 'retaken')).toEqual([]);
  });

  it('checks each part on its own', () => {
    const only = (members: Partial<OrderUnitMembers>) =>
      operatingUnitIssues(order(), { ...allHere, ...members }, 'retaken').map((issue) => issue.message);
    expect(only({ services: [elsewhere('s1')] })).toEqual([operatingUnitMismatchMessages.service]);
    expect(only({ customers: [here('k1'), elsewhere('k2'), here('k3')] })).toEqual([
      operatingUnitMismatchMessages.customer,
    ]);
    expect(only({ machines: [elsewhere('m1'), elsewhere('m2')] })).toEqual([operatingUnitMismatchMessages.machines]);
    expect(only({ employees: [elsewhere('e1')] })).toEqual([operatingUnitMismatchMessages.employee]);
    expect(only({ resources: [elsewhere('r1')] })).toEqual([operatingUnitMismatchMessages.resources]);
    expect(only({ customers: [here('k1'), here('k2'), elsewhere('k3')] })).toEqual([
      operatingUnitMismatchMessages.receiptReceiver,
    ]);
  });

  it('checks nothing for an order without an operating unit, or when no records were loaded', () => {
    expect(operatingUnitIssues(order({ operatingUnitId: null }), allElsewhere, 'retaken')).toEqual([]);
    expect(operatingUnitIssues(order(), noUnitMembers, 'retaken')).toEqual([]);
  });

  it('leaves ids without a loaded record to the reference check', () => {
    expect(operatingUnitIssues(order(), { ...allHere, employees: [], services: [] }, 'retaken')).toEqual([]);
  });

  it('is skipped for done or billed orders whose operating unit is archived', () => {
    const archived = { ...allElsewhere, unit: { id: 'u1', archived: true } };
    expect(operatingUnitIssues(order({ status: 'DONE' }), archived, 'retaken')).toEqual([]);
    expect(operatingUnitIssues(order({ status: 'BILLED' }), archived, 'retaken')).toEqual([]);
    // Not for open orders of an archived unit, nor for done orders of a unit in use.
    expect(operatingUnitIssues(order({ status: 'IN_PROGRESS' }), archived, 'retaken')).toHaveLength(7);
    expect(operatingUnitIssues(order({ status: 'DONE' }), allElsewhere, 'retaken')).toHaveLength(7);
  });

  it('is skipped for an order that keeps its service snapshot, not when the snapshot is retaken', () => {
    expect(operatingUnitIssues(order(), allElsewhere, 'kept')).toEqual([]);
    expect(operatingUnitIssues(order(), allElsewhere, 'retaken')).toHaveLength(7);
    // An order without a service has no snapshot to keep.
    expect(operatingUnitIssues(order({ serviceId: null }), allElsewhere, 'kept')).toHaveLength(6);
  });
});
