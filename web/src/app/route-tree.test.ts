import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pathFor } from './pages';
import { notFoundPage, pages } from './pages/registry';
import { appRouteTree, notFoundChrome } from './route-tree';

// Elements stand in as the page id (pages) and the frame's name (layouts), so a match says what is shown.
const tree = appRouteTree(pages, notFoundPage, { page: (page) => page.id, shell: 'shell', shellOrBare: 'shellOrBare' });
const shown = (pathname: string) => matchRoutes(tree, pathname)?.map((match) => match.route.element);

describe('appRouteTree (the router decision)', () => {
  it('shows bare pages alone and shell pages inside the shell', () => {
    expect(shown('/anmelden')).toEqual(['login']);
    expect(shown('/')).toEqual(['shell', 'home']);
    expect(shown('/kunden')).toEqual(['shell', 'customers']);
    expect(shown(pathFor('customerEdit', { customerId: 'k1' }))).toEqual(['shell', 'customerEdit']);
  });

  it('prefers static segments over ids', () => {
    expect(shown('/kunden/karte')).toEqual(['shell', 'customersMap']);
    expect(shown('/kunden/k1')).toEqual(['shell', 'customerDetails']);
    expect(shown('/mitarbeiter/schlagwoerter')).toEqual(['shell', 'employeeTags']);
  });

  it('shows the not-found page for unknown addresses instead of going home', () => {
    expect(shown('/gibt-es-nicht')).toEqual(['shellOrBare', 'notFound']);
    expect(shown('/kunden/k1/gibt-es-nicht')).toEqual(['shellOrBare', 'notFound']);
  });
});

describe('notFoundChrome', () => {
  it('waits while the sign-in state is unknown, then shows the shell to signed-in users only', () => {
    expect(notFoundChrome({ status: 'unknown' })).toBe('wait');
    expect(notFoundChrome({ status: 'signedOut' })).toBe('bare');
    const claims = {
      sub: 'u',
      iat: 0,
      defaultCompanyId: 'c',
      roles: {},
      customerIds: {},
      adminLevel: 'NONE' as const,
      inactiveCompanyIds: [],
    };
    expect(notFoundChrome({ status: 'signedIn', role: 'CUSTOMER', claims })).toBe('shell');
  });
});
