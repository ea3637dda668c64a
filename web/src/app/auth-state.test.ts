import { describe, expect, it } from 'vitest';
import { authStateFromPayload } from './auth-state';

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
