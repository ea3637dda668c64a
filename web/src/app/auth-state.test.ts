import { describe, expect, it } from 'vitest';
import type { TRole } from '../../../schemas/roles';
import { type AuthState, authStateFromPayload, receivesLiveUpdates } from './auth-state';

const payload = (extra: Record<string, unknown> = {}) => ({
  sub: 'u1',
  email: 'chef@hof.de',
  iat: 1,
  defaultCompanyId: 'c1',
  roles: JSON.stringify({ c1: 'OWNER' }),
  ...extra,
});

describe('authStateFromPayload', () => {
  it('is signed out without a token', () => {
    expect(authStateFromPayload(undefined)).toEqual({ status: 'signedOut' });
  });

  it('derives the role of the default company', () => {
    expect(authStateFromPayload(payload())).toMatchObject({ status: 'signedIn', role: 'OWNER' });
  });

  it('is CUSTOMER without default company but with customer ids, else NOTHING', () => {
    expect(
      authStateFromPayload(payload({ defaultCompanyId: '', roles: '{}', customerIds: JSON.stringify({ c9: ['k1'] }) })),
    ).toMatchObject({ role: 'CUSTOMER' });
    expect(authStateFromPayload(payload({ defaultCompanyId: '', roles: '{}' }))).toMatchObject({ role: 'NOTHING' });
  });

  it('signs out with a notice when the default company is inactive', () => {
    expect(authStateFromPayload(payload({ inactiveCompanyIds: JSON.stringify(['c1']) }))).toEqual({
      status: 'signedOut',
      notice: 'inactiveCompany',
    });
  });
});

describe('receivesLiveUpdates', () => {
  const signedIn = (role: TRole): AuthState => {
    const state = authStateFromPayload(payload());
    if (state.status !== 'signedIn') throw new Error('expected signed in');
    return { ...state, role };
  };

  it('connects for every staff role', () => {
    for (const role of [
      'OWNER',
      'ADMIN',
      'ACCOUNTANT',
      'PLANNER',
      'EMPLOYEE',
      'TEMPORARY_WORKER',
      'SUBCONTRACTOR',
    ] as const) {
      expect(receivesLiveUpdates(signedIn(role)), role).toBe(true);
    }
  });

  it('does not connect for CUSTOMER and NOTHING (the socket would refuse them with 403)', () => {
    expect(receivesLiveUpdates(signedIn('CUSTOMER'))).toBe(false);
    expect(receivesLiveUpdates(signedIn('NOTHING'))).toBe(false);
    expect(
      receivesLiveUpdates(
        authStateFromPayload(
          payload({ defaultCompanyId: '', roles: '{}', customerIds: JSON.stringify({ c9: ['k1'] }) }),
        ),
      ),
    ).toBe(false);
  });

  it('does not connect while unknown or signed out', () => {
    expect(receivesLiveUpdates({ status: 'unknown' })).toBe(false);
    expect(receivesLiveUpdates({ status: 'signedOut' })).toBe(false);
  });
});
