import { describe, expect, it } from 'vitest';
import { ZMarker } from '../../../schemas/map-structures';
import { type AcceptedRequest, noteOfRequest, orderPlanOfRequest } from './order-from-request';

const now = new Date('2026-05-04T13:20:00.000Z');
const marker = ZMarker.parse({ id: 'm1', lat: 54.5, lng: 9.1, label: 'Einfahrt' });
const sequence = [
  { kind: 'field', id: 'f1' },
  { kind: 'marker', id: 'm1' },
] as const;
const request = (overrides: Partial<AcceptedRequest> = {}): AcceptedRequest => ({
  id: 'r1',
  companyId: 'c1',
  customerId: 'k1',
  subject: 'Gülle fahren Deichkoppel',
  description: 'Bitte vor dem Regen.',
  startDate: '2026-05-12',
  endDate: '2026-05-13',
  fieldIds: ['f1', ''],
  trackIds: ['t1'],
  loadingPointIds: ['lp1'],
  markers: [marker],
  mapStructuresSequence: [...sequence],
  isMapStructuresSequenceEnabled: true,
  serviceId: 's1',
  fieldNames: [],
  amount: null,
  amountUnit: null,
  decidedAt: '2026-05-04T13:00:00.000Z',
  ...overrides,
});
const existing = { serviceExists: true, customerExists: true };

describe('the draft order of an accepted request (issue 12 point 2)', () => {
  it('carries service, customer, map structures, sequence, name and note', () => {
    expect(orderPlanOfRequest(request(), existing, now)).toMatchObject({
      name: 'Gülle fahren Deichkoppel',
      serviceId: 's1',
      customerIds: ['k1'],
      employeeId: null,
      fieldIds: ['f1'],
      trackIds: ['t1'],
      loadingPointIds: ['lp1'],
      markers: [marker],
      mapStructuresSequence: sequence,
      isMapStructuresSequenceEnabled: true,
      other: 'Bitte vor dem Regen.',
    });
  });

  it('plans from 07:00 German time of the start day to the evening of the end day', () => {
    // May is summer time (UTC+2); December winter time (UTC+1).
    expect(orderPlanOfRequest(request(), existing, now)).toMatchObject({
      plannedStartDateTime: '2026-05-12T05:00:00.000Z',
      plannedEndDateTime: '2026-05-13T21:59:00.000Z',
    });
    const winter = orderPlanOfRequest(request({ startDate: '2026-12-01', endDate: null }), existing, now);
    expect(winter).toMatchObject({ plannedStartDateTime: '2026-12-01T06:00:00.000Z', plannedEndDateTime: null });
  });

  it('starts on the decision day without a start day, and leaves an end before it open', () => {
    const undated = orderPlanOfRequest(request({ startDate: null, endDate: null }), existing, now);
    expect(undated.plannedStartDateTime).toBe('2026-05-04T05:00:00.000Z');
    const past = orderPlanOfRequest(request({ startDate: null, endDate: '2026-05-01' }), existing, now);
    expect(past.plannedEndDateTime).toBeNull();
  });

  it('leaves out a service or customer that no longer exists', () => {
    const plan = orderPlanOfRequest(request(), { serviceExists: false, customerExists: false }, now);
    expect(plan).toMatchObject({ serviceId: null, customerIds: [] });
    expect(orderPlanOfRequest(request({ serviceId: null }), existing, now).serviceId).toBeNull();
  });

  it('keeps the field names and the amount of a request without map in the note, within its bound', () => {
    const named = request({ fieldNames: ['Osterfeld', 'Achter de Schün'], amount: '7.5', amountUnit: 'ha' });
    expect(noteOfRequest(named)).toBe('Bitte vor dem Regen.\n\nFelder: Osterfeld, Achter de Schün\n\nMenge: 7,5 ha');
    expect(noteOfRequest(request({ description: undefined }))).toBe('');
    expect(noteOfRequest(request({ description: 'x'.repeat(4000), fieldNames: ['Osterfeld'] }))).toHaveLength(4000);
  });
});
