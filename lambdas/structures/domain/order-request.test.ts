import { describe, expect, it } from 'vitest';
import { ZOrderRequestInput } from '../../../schemas/api/order-requests';
import { AppError } from '../../../schemas/errors';
import {
  askingCustomer,
  changeOrderRequest,
  decideOrderRequest,
  newOrderRequest,
  pendingDelta,
  serviceNameOf,
  stageOf,
} from './order-request';

const now = new Date('2026-11-21T08:00:00.000Z');
const later = new Date('2026-11-21T09:00:00.000Z');
const input = (status: 'DRAFT' | 'PENDING') => ({
  ...ZOrderRequestInput.parse({ subject: 'Gülle fahren', status }),
  serviceName: null,
});
const create = (status: 'DRAFT' | 'PENDING') =>
  newOrderRequest(input(status), {
    id: 'r1',
    companyId: 'c1',
    customer: { id: 'k1', name: 'Hof Thomsen' },
    userId: 'u1',
    userName: 'Heinrich Thomsen',
    now,
  });
const code = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : error;
  }
  return 'no error';
};

describe('order requests (services.md §4)', () => {
  it('sends a request: PENDING with the time it was sent, and counts it once', () => {
    const draft = create('DRAFT');
    expect(draft).toMatchObject({ status: 'DRAFT', sentAt: null, version: 1 });
    const sent = changeOrderRequest(draft, input('PENDING'), 1, later);
    expect(sent).toMatchObject({ status: 'PENDING', sentAt: later.toISOString(), version: 2 });
    // Saving a sent request again keeps when it was sent.
    expect(changeOrderRequest(sent, input('PENDING'), 2, new Date('2026-11-22T00:00:00Z')).sentAt).toBe(
      later.toISOString(),
    );
    expect(pendingDelta(draft.status, sent.status)).toBe(1);
    expect(pendingDelta('PENDING', 'PENDING')).toBe(0);
    expect(pendingDelta('PENDING', null)).toBe(-1);
  });

  it('lets the office answer pending requests only, once', () => {
    const pending = create('PENDING');
    const accepted = decideOrderRequest(
      pending,
      { accept: true, note: 'Passt', version: 1 },
      { userName: 'Lars', now: later },
    );
    expect(accepted).toMatchObject({ status: 'ACCEPTED', decidedByName: 'Lars', decisionNote: 'Passt', version: 2 });
    expect(stageOf(accepted.status)).toBe('archive');
    expect(pendingDelta(pending.status, accepted.status)).toBe(-1);
    expect(
      code(() => decideOrderRequest(accepted, { accept: false, note: '', version: 2 }, { userName: 'L', now })),
    ).toBe('FCPA_403_20_0001');
    expect(
      code(() => decideOrderRequest(create('DRAFT'), { accept: true, note: '', version: 1 }, { userName: 'L', now })),
    ).toBe('FCPA_403_20_0001');
  });

  it('keeps decided requests from the customer, and refuses stale saves', () => {
    const pending = create('PENDING');
    const rejected = decideOrderRequest(pending, { accept: false, note: '', version: 1 }, { userName: 'L', now });
    expect(code(() => changeOrderRequest(rejected, input('DRAFT'), 2, later))).toBe('FCPA_403_20_0002');
    expect(code(() => changeOrderRequest(pending, input('DRAFT'), 5, later))).toBe('LW_409_00_0001');
  });

  it('asks for a customer the person speaks for', () => {
    expect(askingCustomer(['k1', 'k2'], undefined)).toBe('k1');
    expect(askingCustomer(['k1', 'k2'], 'k2')).toBe('k2');
    expect(code(() => askingCustomer(['k1'], 'k9'))).toBe('FCPA_403_20_0001');
    expect(code(() => askingCustomer([], undefined))).toBe('FCPA_403_20_0001');
  });

  it('names only a service the contractor offers, and keeps the amount with its unit', () => {
    expect(serviceNameOf(null, undefined)).toBeNull();
    expect(serviceNameOf('s1', { id: 's1', name: 'Pflügen' })).toBe('Pflügen');
    expect(code(() => serviceNameOf('s9', undefined))).toBe('LW_400_01_0001');
    const asked = newOrderRequest(
      {
        ...ZOrderRequestInput.parse({
          subject: 'Pflügen',
          fieldNames: ['Osterfeld'],
          amount: '12,5',
          amountUnit: 'ha',
        }),
        serviceName: 'Pflügen',
      },
      { id: 'r2', companyId: 'c1', customer: { id: 'k1', name: 'Hof' }, userId: 'u1', userName: 'H', now },
    );
    expect(asked).toMatchObject({
      fieldNames: ['Osterfeld'],
      amount: '12.5',
      amountUnit: 'ha',
      serviceName: 'Pflügen',
    });
  });

  it('checks the new fields with German messages', () => {
    const issues = (value: object) =>
      ZOrderRequestInput.safeParse({ subject: 'x', ...value }).error?.issues.map((issue) => issue.message);
    expect(issues({ amount: '3' })).toEqual(['Bitte wähle eine Einheit aus.']);
    expect(issues({ amount: '0', amountUnit: 'ha' })).toEqual(['Die Menge muss größer als 0 sein.']);
    expect(issues({ fieldNames: [' '] })).toEqual(['Bitte gib den Namen des Feldes ein.']);
    expect(issues({ fieldNames: Array.from({ length: 51 }, (_, i) => `Feld ${i}`) })).toEqual(['Höchstens 50 Felder.']);
  });
});
