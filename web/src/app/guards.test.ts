import { describe, expect, it } from 'vitest';
import type { TRole } from '../../../schemas/roles';
import type { AuthState } from './auth-state';
import { decideAccess } from './guards';
import { activeMenuHref, buildMenu, LOGOUT_HREF } from './menu';
import { documentTitle, pageById, pages, pathFor } from './pages';

const signedIn = (role: TRole): AuthState => ({
  status: 'signedIn',
  role,
  claims: {
    sub: 'u',
    iat: 0,
    defaultCompanyId: 'c',
    roles: {},
    customerIds: {},
    adminLevel: 'NONE',
    inactiveCompanyIds: [],
  },
});
const page = (id: string) => {
  const found = pageById(id);
  if (!found) throw new Error(id);
  return found;
};

describe('decideAccess (application.md §2 Access behaviour)', () => {
  it('shows nothing while the state is unknown', () => {
    expect(decideAccess(page('customers'), { status: 'unknown' })).toEqual({ kind: 'wait' });
    expect(decideAccess(page('login'), { status: 'unknown' })).toEqual({ kind: 'wait' });
  });

  it('sends signed-out users to login, but shows login and the reset page', () => {
    const out: AuthState = { status: 'signedOut' };
    expect(decideAccess(page('home'), out)).toEqual({ kind: 'redirect', to: '/anmelden' });
    expect(decideAccess(page('customers'), out)).toEqual({ kind: 'redirect', to: '/anmelden' });
    expect(decideAccess(page('login'), out)).toEqual({ kind: 'show' });
    expect(decideAccess(page('passwordReset'), out)).toEqual({ kind: 'show' });
  });

  it('sends signed-in users opening login home', () => {
    expect(decideAccess(page('login'), signedIn('OWNER'))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends users without access home', () => {
    expect(decideAccess(page('customers'), signedIn('TEMPORARY_WORKER'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess(page('customerCreate'), signedIn('EMPLOYEE'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess(page('customers'), signedIn('EMPLOYEE'))).toEqual({ kind: 'show' });
    expect(decideAccess(page('customerEdit'), signedIn('PLANNER'))).toEqual({ kind: 'show' });
    expect(decideAccess(page('home'), signedIn('NOTHING'))).toEqual({ kind: 'show' });
  });
});

describe('page registry', () => {
  it('has unique ids and paths, and parents that exist', () => {
    expect(new Set(pages.map((p) => p.id)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    for (const p of pages) if (p.parent) expect(pageById(p.parent)).toBeDefined();
  });

  it('derives titles and paths', () => {
    expect(documentTitle(page('customers'))).toBe('Kunden – Lohnwerk');
    expect(pathFor('customerEdit', { customerId: 'a b' })).toBe('/kunden/a%20b/bearbeiten');
  });
});

describe('menu', () => {
  it('shows Home, Stammdaten > Kunden and Konfiguration > Abmelden for the owner', () => {
    const menu = buildMenu(pages, 'OWNER');
    expect(menu[0]).toEqual({ type: 'link', text: 'Home', href: '/' });
    const sections = menu.filter((entry) => entry.type === 'section');
    expect(sections.map((s) => s.text)).toEqual(['Stammdaten', 'Konfiguration']);
    expect(sections[0]?.items).toEqual([{ type: 'link', text: 'Kunden', href: '/kunden' }]);
    expect(sections[1]?.items).toEqual([{ type: 'link', text: 'Abmelden', href: LOGOUT_HREF }]);
  });

  it('hides entries the role may not open', () => {
    const texts = buildMenu(pages, 'TEMPORARY_WORKER').map((entry) => ('text' in entry ? entry.text : '-'));
    expect(texts).not.toContain('Stammdaten');
    expect(texts).toContain('Konfiguration');
  });

  it('highlights the list entry on detail pages', () => {
    const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path);
    expect(activeMenuHref(pages, '/kunden/abc/bearbeiten', matches)).toBe('/kunden');
    expect(activeMenuHref(pages, '/', matches)).toBe('/');
  });
});
