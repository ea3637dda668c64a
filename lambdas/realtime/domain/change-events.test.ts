import { describe, expect, it } from 'vitest';
import { liveEntityNames } from '../../../schemas/api/realtime';
import { callbackUrlFor, changeEventsByCompany } from './change-events';

describe('change feed', () => {
  it('groups live entity changes by company and ignores everything else', () => {
    const events = changeEventsByCompany(
      [
        { op: 'INSERT', image: { __edb_e__: 'customer', companyId: 'a', customerId: 'k1' } },
        { op: 'MODIFY', image: { __edb_e__: 'customer', companyId: 'b', customerId: 'k2' } },
        { op: 'INSERT', image: { __edb_e__: 'wsConnection', companyId: 'a', connectionId: 'x' } },
        { op: 'REMOVE', image: { __edb_e__: 'customer', customerId: 'no-company' } },
        { op: 'REMOVE', image: undefined },
      ],
      new Set(['customer']),
    );
    expect(Object.fromEntries(events)).toEqual({
      a: [{ type: 'changed', entity: 'customer', id: 'k1', op: 'INSERT' }],
      b: [{ type: 'changed', entity: 'customer', id: 'k2', op: 'MODIFY' }],
    });
  });

  it('tells the company about a stored new-order notification by its id (each client reloads its own)', () => {
    const image = { __edb_e__: 'notification', companyId: 'a', userId: 'u', notificationId: 'n1' };
    const events = changeEventsByCompany([{ op: 'INSERT', image }], new Set(liveEntityNames));
    expect(events.get('a')).toEqual([{ type: 'changed', entity: 'notification', id: 'n1', op: 'INSERT' }]);
  });

  it('tells the company about an absence added or removed, so an open disposition board refreshes', () => {
    const image = { __edb_e__: 'absence', companyId: 'a', absenceId: 'abs1', firstDay: '2026-11-24' };
    const events = changeEventsByCompany([{ op: 'REMOVE', image }], new Set(liveEntityNames));
    expect(events.get('a')).toEqual([{ type: 'changed', entity: 'absence', id: 'abs1', op: 'REMOVE' }]);
  });

  it('tells the company about a rental order, so the rentals overview and the board refresh', () => {
    const image = { __edb_e__: 'rental', companyId: 'a', rentalId: 'r1', machineId: 'm1' };
    const events = changeEventsByCompany([{ op: 'MODIFY', image }], new Set(liveEntityNames));
    expect(events.get('a')).toEqual([{ type: 'changed', entity: 'rental', id: 'r1', op: 'MODIFY' }]);
  });

  it('uses https on AWS and http on this machine', () => {
    expect(callbackUrlFor('abc.execute-api.eu-central-1.amazonaws.com', 'live')).toBe(
      'https://abc.execute-api.eu-central-1.amazonaws.com/live',
    );
    expect(callbackUrlFor('localhost:3000', '_ws')).toBe('http://localhost:3000/_ws');
  });
});
