import { describe, expect, it } from 'vitest';
import type { TOrderRequest } from '../../../../schemas/api/order-requests';
import { inputOf, type RequestValues, valuesOf, withdrawnInput, withFieldName } from './request-values';

const MARKER = {
  id: 'm1',
  lat: 54.5,
  lng: 9.1,
  customerId: null,
  fieldId: null,
  preferredRepresentation: 'decimal' as const,
  label: 'Einfahrt',
  color: '#2e7d32',
  type: 'other' as const,
};
const sent: TOrderRequest = {
  id: 'r1',
  companyId: 'c1',
  customerId: 'k1',
  customerName: 'Hof Thomsen',
  subject: 'Gülle fahren',
  description: undefined,
  startDate: '2026-12-01',
  endDate: null,
  fieldIds: ['f1'],
  trackIds: [],
  loadingPointIds: [],
  markers: [MARKER],
  mapStructuresSequence: [{ kind: 'marker', id: 'm1' }],
  isMapStructuresSequenceEnabled: true,
  serviceId: 's1',
  serviceName: 'Gülle fahren',
  fieldNames: ['Deichkoppel'],
  amount: '600',
  amountUnit: 'm³',
  status: 'PENDING',
  createdByName: 'Heinrich',
  sentAt: '2026-11-20T08:00:00.000Z',
  decidedAt: null,
  decidedByName: null,
  decisionNote: '',
  version: 2,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

describe('the farmer request form values', () => {
  it('starts empty with hectares, and sends no unit without an amount', () => {
    const values = valuesOf();
    expect(values).toMatchObject({ serviceId: null, fieldNames: [], amount: null, amountUnit: 'ha' });
    expect(inputOf({ ...values, subject: 'Pflügen' }, 'PENDING')).toMatchObject({
      subject: 'Pflügen',
      startDate: null,
      amount: null,
      amountUnit: null,
      status: 'PENDING',
    });
    expect(inputOf({ ...values, amount: '12.5' }, 'DRAFT')).toMatchObject({ amount: '12.5', amountUnit: 'ha' });
  });

  it('takes a sent request back as a draft with everything it asked', () => {
    expect(withdrawnInput(sent)).toEqual({
      subject: 'Gülle fahren',
      description: '',
      startDate: '2026-12-01',
      endDate: null,
      serviceId: 's1',
      fieldNames: ['Deichkoppel'],
      amount: '600',
      amountUnit: 'm³',
      fieldIds: ['f1'],
      trackIds: [],
      loadingPointIds: [],
      markers: [MARKER],
      mapStructuresSequence: [{ kind: 'marker', id: 'm1' }],
      isMapStructuresSequenceEnabled: true,
      status: 'DRAFT',
    });
  });

  it('adds a field name once, trimmed', () => {
    expect(withFieldName(['Osterfeld'], '  Westerfeld ')).toEqual(['Osterfeld', 'Westerfeld']);
    expect(withFieldName(['Osterfeld'], 'osterfeld')).toEqual(['Osterfeld']);
    expect(withFieldName(['Osterfeld'], '   ')).toEqual(['Osterfeld']);
  });
});

describe('the fields and tracks a request picks on the map', () => {
  it('sends the pick and its sequence, keeping loading points and markers of the request', () => {
    const draft = { ...sent, status: 'DRAFT' as const, loadingPointIds: ['p1'] };
    const values: RequestValues = {
      ...valuesOf(draft),
      fieldIds: ['f1', 'f2'],
      trackIds: ['t1'],
      mapStructuresSequence: [
        { kind: 'track', id: 't1' },
        { kind: 'field', id: 'f2' },
        { kind: 'field', id: 'f1' },
      ],
      isMapStructuresSequenceEnabled: true,
    };
    expect(inputOf(values, 'PENDING', draft)).toMatchObject({
      fieldIds: ['f1', 'f2'],
      trackIds: ['t1'],
      loadingPointIds: ['p1'],
      markers: [MARKER],
      mapStructuresSequence: values.mapStructuresSequence,
      isMapStructuresSequenceEnabled: true,
    });
    expect(valuesOf()).toMatchObject({
      fieldIds: [],
      trackIds: [],
      mapStructuresSequence: [],
      isMapStructuresSequenceEnabled: false,
    });
  });
});
