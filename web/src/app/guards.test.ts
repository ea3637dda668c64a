import { describe, expect, it } from 'vitest';
import { mayOpenPage, mayViewOwnWorkTimes, type PageId, pageAccess } from '../../../schemas/permissions';
import type { TRole } from '../../../schemas/roles';
import type { AuthState } from './auth-state';
import { decideAccess } from './guards';
import { activeMenuHref, LOGOUT_HREF, menuHrefs, type PageLookup, type RenderedSection, visibleMenu } from './menu';
import { buildMenu, noBadges } from './menu-model';
import { documentTitle, openablePath, pageById, pathFor, type PageId as RegisteredPageId } from './pages';
import { notFoundPage, pages } from './pages/registry';

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
const page = (id: RegisteredPageId) => pageById(id);

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

  it('sends signed-in users opening login or sign-up home', () => {
    expect(decideAccess(page('login'), signedIn('OWNER'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess(page('signUp'), signedIn('NOTHING'))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('shows sign-up to signed-out users, account to every signed-in role, organization per §6', () => {
    expect(decideAccess(page('signUp'), { status: 'signedOut' })).toEqual({ kind: 'show' });
    expect(decideAccess(page('account'), { status: 'signedOut' })).toEqual({ kind: 'redirect', to: '/anmelden' });
    for (const role of ['OWNER', 'SUBCONTRACTOR', 'CUSTOMER', 'NOTHING'] as const) {
      expect(decideAccess(page('account'), signedIn(role))).toEqual({ kind: 'show' });
    }
    expect(decideAccess(page('organization'), signedIn('EMPLOYEE'))).toEqual({ kind: 'show' });
    expect(decideAccess(page('organization'), signedIn('TEMPORARY_WORKER'))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends users without access home', () => {
    expect(decideAccess(page('customers'), signedIn('TEMPORARY_WORKER'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess(page('customerCreate'), signedIn('EMPLOYEE'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess(page('customers'), signedIn('EMPLOYEE'))).toEqual({ kind: 'show' });
    expect(decideAccess(page('customerEdit'), signedIn('PLANNER'))).toEqual({ kind: 'show' });
    expect(decideAccess(page('home'), signedIn('NOTHING'))).toEqual({ kind: 'show' });
  });

  it('waits for the company on pages that depend on it, then shows or sends home (§6 own work times)', () => {
    const workTimes = page('myWorkTimes');
    expect(decideAccess(workTimes, signedIn('EMPLOYEE'), null)).toEqual({ kind: 'wait' });
    expect(decideAccess(workTimes, signedIn('EMPLOYEE'), true)).toEqual({ kind: 'show' });
    expect(decideAccess(workTimes, signedIn('EMPLOYEE'), false)).toEqual({ kind: 'redirect', to: '/' });
    // The roles of §6 come first: a subcontractor is sent home whatever the company allows.
    expect(decideAccess(workTimes, signedIn('SUBCONTRACTOR'), true)).toEqual({ kind: 'redirect', to: '/' });
    const settings = (roles: TRole[]) => ({ permissionSettings: { showWorkTimesForRoles: roles } });
    expect(mayViewOwnWorkTimes(settings(['EMPLOYEE']), 'EMPLOYEE')).toBe(true);
    expect(mayViewOwnWorkTimes(settings(['EMPLOYEE']), 'OWNER')).toBe(false);
  });
});

describe('page registry', () => {
  it('has unique ids and paths, and parents that exist', () => {
    expect(new Set(pages.map((p) => p.id)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    for (const p of pages) if (p.parent) expect(pageById(p.parent)).toBeDefined();
  });

  it('registers the pages of the spec under their spec ids with the access of §6', () => {
    const isSpecPage = (id: string): id is PageId => Object.hasOwn(pageAccess, id);
    for (const p of pages) if (isSpecPage(p.id)) expect([p.id, p.access]).toEqual([p.id, pageAccess[p.id]]);
  });

  it('keeps the not-found page out of the routed pages and open to everyone', () => {
    expect(pages.map((p) => p.id)).not.toContain('notFound');
    expect(notFoundPage).toMatchObject({ title: 'Seite nicht gefunden', access: 'public' });
    expect(decideAccess(notFoundPage, { status: 'signedOut' })).toEqual({ kind: 'show' });
    expect(decideAccess(notFoundPage, signedIn('CUSTOMER'))).toEqual({ kind: 'show' });
  });

  it('derives titles and paths', () => {
    expect(documentTitle(page('customers'))).toBe('Kunden – Lohnwerk');
    expect(pathFor('customerEdit', { customerId: 'a b' })).toBe('/kunden/a%20b/bearbeiten');
  });
});

describe('menu as the shell shows it', () => {
  const menuFor = (role: TRole, lookup: PageLookup = openablePath(role)) =>
    visibleMenu(
      buildMenu({
        role,
        settings: { enableProjects: false, enableOrderRequests: false, enableCampaigns: false },
        variant: 'AGRICULTURAL_CONTRACTOR',
        accountingEnabled: false,
        incomingCreditNotes: false,
        mayViewOwnWorkTimes: false,
        badges: { ...noBadges, employeeInvitations: 2 },
      }),
      lookup,
    );
  const titles = (sections: RenderedSection[]) =>
    sections.flatMap((section) =>
      section.items.flatMap((item) =>
        item.type === 'group'
          ? item.items.map((child) => `${section.text} > ${item.text} > ${child.text}`)
          : [`${section.text} > ${item.text}`],
      ),
    );

  it('shows only registered pages (Aufträge, Belege, Mitarbeiterkarte, master data, Fahrerbereich, Einstellungen, Account with badge, Abmelden) for the owner', () => {
    const menu = menuFor('OWNER');
    expect(titles(menu)).toEqual([
      'Verwaltung > Aufträge > Aufträge',
      'Verwaltung > Aufträge > Disposition',
      'Verwaltung > Aufträge > Maut',
      'Verwaltung > Aufträge > Pflanzenschutz-Import',
      'Verwaltung > Aufträge > Auftragsfortschritt teilen',
      'Verwaltung > Aufträge > Auftragseinstellungen',
      'Verwaltung > Belege > Rechnungen',
      'Verwaltung > Belege > Lieferscheine',
      'Verwaltung > Belege > Angebote',
      'Verwaltung > Belege > Gutschriften',
      'Verwaltung > Mitarbeiterkarte',
      'Verwaltung > Stammdaten > Mitarbeiter',
      'Verwaltung > Stammdaten > Maschinen',
      'Verwaltung > Stammdaten > Strecken',
      'Verwaltung > Stammdaten > Felder',
      'Verwaltung > Stammdaten > Markierungen',
      'Verwaltung > Stammdaten > Kartenstrukturen teilen',
      'Verwaltung > Stammdaten > Kunden',
      'Verwaltung > Stammdaten > Dienstleistungen',
      'Verwaltung > Stammdaten > Artikel',
      'Verwaltung > Stammdaten > Tankstellen',
      'Verwaltung > Stammdaten > Vermietungen',
      'Verwaltung > Stammdaten > Mein Betrieb',
      'Fahrerbereich > Meine Aufträge',
      'Fahrerbereich > Aufgaben',
      'Fahrerbereich > Interne Arbeiten',
      'Konfiguration > Einstellungen',
      'Konfiguration > Account',
      'Konfiguration > Abmelden',
    ]);
    expect(menu.at(-1)?.items).toEqual([
      { type: 'link', text: 'Einstellungen', href: '/einstellungen' },
      { type: 'link', text: 'Account', href: '/account', badge: 2 },
      { type: 'link', text: 'Abmelden', href: LOGOUT_HREF },
    ]);
  });

  it('shows entries as soon as their page is registered, limited by the page access of §6', () => {
    const everyPage = (role: TRole) => (pageId: PageId) =>
      mayOpenPage(pageAccess[pageId], role) ? `/${pageId}` : undefined;
    // §2 lists Belege under Administration, but §6 gives bills, delivery notes and offers to owner, admin and
    // accountant only, and the order pages to the office roles: an employee sees master data and the driver area.
    expect(titles(menuFor('EMPLOYEE', everyPage('EMPLOYEE')))).toEqual([
      'Verwaltung > Stammdaten > Maschinen',
      'Verwaltung > Stammdaten > Kunden',
      'Verwaltung > Stammdaten > Artikel',
      'Verwaltung > Stammdaten > Vermietungen',
      'Fahrerbereich > Meine Aufträge',
      'Fahrerbereich > Aufgaben',
      'Fahrerbereich > Interne Arbeiten',
      'Konfiguration > Account',
      'Konfiguration > Abmelden',
    ]);
    expect(titles(menuFor('ACCOUNTANT', everyPage('ACCOUNTANT')))).toContain('Verwaltung > Belege > Rechnungen');
    expect(titles(menuFor('ACCOUNTANT', everyPage('ACCOUNTANT')))).toContain('Konfiguration > Einstellungen');
  });

  it('hides sections without entries', () => {
    // A subcontractor may open only Aufgaben of the Fahrerbereich (§6: internal work and my orders exclude
    // subcontractors; own work times are not offered to them either), and no Verwaltung page at all.
    const menu = menuFor('SUBCONTRACTOR');
    expect(menu.map((section) => section.text)).toEqual(['Fahrerbereich', 'Konfiguration']);
    expect(titles(menu)).toContain('Fahrerbereich > Aufgaben');
    // Without a page left in a group, the group goes too: an employee opens no order page.
    const everyPage = (pageId: PageId) => (mayOpenPage(pageAccess[pageId], 'EMPLOYEE') ? `/${pageId}` : undefined);
    expect(titles(menuFor('EMPLOYEE', everyPage)).filter((line) => line.includes('Aufträge >'))).toEqual([]);
  });

  it('highlights the list entry on detail pages', () => {
    const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path);
    const hrefs = menuHrefs(menuFor('OWNER'));
    expect(activeMenuHref(pages, '/kunden/abc/bearbeiten', matches, hrefs)).toBe('/kunden');
    expect(activeMenuHref(pages, '/account', matches, hrefs)).toBe('/account');
    expect(activeMenuHref(pages, '/', matches, hrefs)).toBeUndefined();
  });
});
