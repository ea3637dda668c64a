import { describe, expect, it } from 'vitest';
import { ZOrder, ZOrderInput } from '../../../../schemas/orders/order';
import type { StructurePick } from '../../components/map/structure-selection';
import { validateWith } from '../../forms/validate';
import {
  emptyOrderForm,
  orderChange,
  orderFormIssues,
  orderFormValues,
  plansSeveralCustomers,
  prepareOrderFilter,
  prepareOrderForm,
  ZOrderForm,
} from './order-values';

const check = (values: Parameters<typeof prepareOrderForm>[0]) => validateWith(ZOrderForm, prepareOrderForm(values));

describe('the create-order form', () => {
  it('joins the German day and time into the planned moments (summer and winter time)', () => {
    const checked = check({
      ...emptyOrderForm('2026-07-01'),
      name: 'Gülle fahren',
      employeeId: 'emp-1',
      startTime: '07:30',
      endDate: '2026-12-01',
      endTime: '16:00',
    });
    expect(checked.ok && checked.data).toMatchObject({
      name: 'Gülle fahren',
      employeeId: 'emp-1',
      serviceId: null,
      plannedStartDateTime: '2026-07-01T05:30:00.000Z',
      plannedEndDateTime: '2026-12-01T15:00:00.000Z',
    });
  });

  it('shows a missing name, start day and start time at their own fields, in German', () => {
    const checked = check({ ...emptyOrderForm('2026-07-01'), startDate: null, startTime: null });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.name).toBe('Bitte gib einen Namen für den Auftrag ein.');
    expect(checked.errors.startDate).toBe('Bitte gib den geplanten Beginn ein.');
    expect(checked.errors.startTime).toBe('Bitte gib den geplanten Beginn ein.');
  });

  it('rejects a day the DateField could not read at its field', () => {
    const checked = check({ ...emptyOrderForm('2026-07-01'), name: 'x', startDate: '31.02.2027' });
    expect(!checked.ok && checked.errors.startDate).toBe('Bitte gib ein gültiges Datum ein.');
  });
});

/** An order as the server sends it, planned in German summer time, with fields the form does not show. */
const order = ZOrder.parse({
  id: 'order-1',
  companyId: 'company-1',
  status: 'ASSIGNED',
  shelf: 'ACTIVE',
  name: 'Mais häckseln',
  serviceId: 'service-1',
  employeeId: 'emp-1',
  operatingUnitId: 'unit-1',
  customerIds: ['cust-1', 'cust-2'],
  subCustomerIds: ['cust-3'],
  receiptReceiverId: 'cust-4',
  projectId: 'project-1',
  machineIds: ['machine-1', 'machine-2'],
  plannedStartDateTime: '2026-09-14T04:30:00.000Z',
  plannedEndDateTime: '2026-09-14T16:00:00.000Z',
  fieldIds: ['field-1'],
  loadingPointIds: ['point-1'],
  markers: [{ id: 'marker-1', lat: 54.48, lng: 9.07, label: 'Einfahrt' }],
  mapStructuresSequence: [
    { kind: 'field', id: 'field-1' },
    { kind: 'loadingPoint', id: 'point-1' },
  ],
  isMapStructuresSequenceEnabled: true,
  other: 'Zufahrt über den Deichweg',
  decoupleTimeTrackings: true,
  version: 3,
  createdAt: '2026-09-01T10:00:00.000Z',
  updatedAt: '2026-09-01T10:00:00.000Z',
});

describe('editing an order', () => {
  it('saves the project chosen in the form, and none when the select is empty (issue 15)', () => {
    const moved = check({ ...orderFormValues(order), projectId: 'project-2' });
    if (!moved.ok) throw new Error(JSON.stringify(moved.errors));
    expect(orderChange(order, moved.data).projectId).toBe('project-2');
    const none = check({ ...orderFormValues(order), projectId: '' });
    if (!none.ok) throw new Error(JSON.stringify(none.errors));
    expect(orderChange(order, none.data).projectId).toBeNull();
  });

  it('shows every planned field, the moments as German day and time', () => {
    expect(orderFormValues(order)).toEqual({
      name: 'Mais häckseln',
      serviceId: 'service-1',
      employeeId: 'emp-1',
      operatingUnitId: 'unit-1',
      customerId: 'cust-1',
      customerIds: ['cust-1', 'cust-2'],
      subCustomerIds: ['cust-3'],
      receiptReceiverId: 'cust-4',
      projectId: 'project-1',
      machineIds: ['machine-1', 'machine-2'],
      startDate: '2026-09-14',
      startTime: '06:30',
      endDate: '2026-09-14',
      endTime: '18:00',
      other: 'Zufahrt über den Deichweg',
      decoupleTimeTrackings: true,
      fieldIds: ['field-1'],
      trackIds: [],
      mapStructuresSequence: [
        { kind: 'field', id: 'field-1' },
        { kind: 'loadingPoint', id: 'point-1' },
      ],
      isMapStructuresSequenceEnabled: true,
    });
  });

  it('gives back the same plan when nothing is changed, keeping what the form does not show', () => {
    const checked = check(orderFormValues(order));
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    const change = orderChange(order, checked.data);
    expect(change).toEqual(ZOrderInput.parse(order));
  });

  it('saves the fields and tracks picked on the map, keeping loading points and markers', () => {
    const pick: StructurePick = {
      fieldIds: ['field-2'],
      trackIds: ['track-1'],
      mapStructuresSequence: [
        { kind: 'track', id: 'track-1' },
        { kind: 'loadingPoint', id: 'point-1' },
        { kind: 'field', id: 'field-2' },
      ],
      isMapStructuresSequenceEnabled: false,
    };
    const checked = check({ ...orderFormValues(order), ...pick });
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    expect(orderChange(order, checked.data)).toMatchObject({
      ...pick,
      loadingPointIds: ['point-1'],
      markers: order.markers,
    });
  });

  it('takes the one customer of the select when the company plans one customer per order', () => {
    const values = { ...orderFormValues(order), customerId: 'cust-9', customerIds: ['cust-1', 'cust-2'] };
    expect(prepareOrderForm(values, false).customerIds).toEqual(['cust-9']);
    expect(prepareOrderForm({ ...values, customerId: '' }, false).customerIds).toEqual([]);
    expect(prepareOrderForm(values, true).customerIds).toEqual(['cust-1', 'cust-2']);
    expect(prepareOrderForm({ ...emptyOrderForm('2026-07-01'), operatingUnitId: '' })).toMatchObject({
      operatingUnitId: null,
      receiptReceiverId: null,
    });
  });

  it('offers several customers when the company allows it or the order already has several', () => {
    expect(plansSeveralCustomers(false)).toBe(false);
    expect(plansSeveralCustomers(true)).toBe(true);
    expect(plansSeveralCustomers(false, order)).toBe(true);
    expect(plansSeveralCustomers(false, { ...order, customerIds: ['cust-1'] })).toBe(false);
  });

  it("puts the server's rule issues (named under data. on PATCH) at the form's fields", () => {
    const issues = [
      { path: 'data.plannedEndDateTime', message: 'Ende' },
      { path: 'data.customerIds.1', message: 'Kunde' },
      { path: 'data.serviceId', message: 'Dienstleistung' },
      { path: 'plannedStartDateTime', message: 'Beginn' },
    ];
    expect(orderFormIssues(issues, false, 'data.').map((issue) => issue.path)).toEqual([
      'endDate',
      'customerId',
      'serviceId',
      'startDate',
    ]);
    expect(orderFormIssues(issues, true, 'data.')[1]).toEqual({ path: 'customerIds', message: 'Kunde' });
  });
});

describe('the list filters', () => {
  it('leaves out what is set to all and keeps the shelf', () => {
    const filter = prepareOrderFilter('TRASHED')({
      status: '',
      from: '2026-07-01',
      to: null,
      customerId: '',
      employeeId: 'emp-1',
      machineId: '',
    });
    expect(filter).toEqual({
      shelf: 'TRASHED',
      status: undefined,
      from: '2026-07-01',
      to: undefined,
      customerId: undefined,
      employeeId: 'emp-1',
      machineId: undefined,
    });
  });
});
