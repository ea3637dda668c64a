import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TRole } from '../../schemas/roles';
import {
  ALL_ROLES,
  ANY_SIGNED_IN,
  OWNER_ADMIN,
  OWNER_ADMIN_ACCOUNTANT,
  OWNER_ADMIN_ACCOUNTANT_PLANNER,
  OWNER_ADMIN_ACCOUNTANT_PLANNER_EMPLOYEE,
  OWNER_ADMIN_PLANNER,
  STAFF,
  STAFF_WITHOUT_SUBCONTRACTOR,
} from '../support/spec-roles';
import { screenshot, useBrowser } from './browser';
import { demoLogin, requireDemoLogin } from './sessions';

/**
 * The role matrix: every demo login signs in and is checked against a LITERAL copy of the spec
 * (test/support/spec-roles.ts and the tables below, not imported from schemas/permissions.ts or the menu
 * model), so that a wrong table in the code cannot make its own test pass.
 */
/** Page path -> the roles that may open it; everyone else is sent home. */
const PAGE_MATRIX: readonly { path: string; roles: readonly TRole[]; why: string }[] = [
  // Home is not in §6; every signed-in user lands there (§2 'Access behaviour').
  { path: '/', roles: ANY_SIGNED_IN, why: 'home' },
  { path: '/kunden', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER_EMPLOYEE, why: '§6 customer list' },
  { path: '/kunden/demo-customer-10001', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER_EMPLOYEE, why: '§6 customer details' },
  // Creating and editing customers are not in §6; they are master-data upkeep like 'customers map and
  // settings' (owner, admin, accountant, planner) - the project's documented decision.
  { path: '/kunden/neu', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER, why: 'customer create (not in §6)' },
  {
    path: '/kunden/demo-customer-10001/bearbeiten',
    roles: OWNER_ADMIN_ACCOUNTANT_PLANNER,
    why: 'customer edit (not in §6)',
  },
  { path: '/organisation', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER_EMPLOYEE, why: '§6 organization' },
  { path: '/account', roles: ANY_SIGNED_IN, why: '§6 account page' },
  { path: '/einstellungen', roles: OWNER_ADMIN_ACCOUNTANT, why: '§6 global settings' },
  { path: '/betrieb', roles: OWNER_ADMIN, why: '§6 company page' },
  // §6 'Other permissions': 'Mein Betrieb, Berichte & Analysen and bank-attention badges are for owner and admin.'
  { path: '/mein-betrieb', roles: OWNER_ADMIN, why: '§6 other permissions: Mein Betrieb' },
  // Master data (issue 4). §6 'Owner, admin, accountant, planner, employee: ... machine details, history and
  // list, ... resources list and details'; 'Owner, admin, accountant, planner: ... customers map and settings,
  // supplier details, gas stations, loading points, services'; 'Owner, admin, accountant: ... suppliers list
  // and settings, employees list, details ..., resource history'.
  { path: '/maschinen', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER_EMPLOYEE, why: '§6 machine list' },
  {
    path: '/maschinen/demo-machine-jaguar-960',
    roles: OWNER_ADMIN_ACCOUNTANT_PLANNER_EMPLOYEE,
    why: '§6 machine details',
  },
  {
    path: '/maschinen/demo-machine-jaguar-960/verlauf',
    roles: OWNER_ADMIN_ACCOUNTANT_PLANNER_EMPLOYEE,
    why: '§6 machine history',
  },
  { path: '/artikel', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER_EMPLOYEE, why: '§6 resources list' },
  { path: '/artikel/demo-resource-diesel', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER_EMPLOYEE, why: '§6 resource details' },
  { path: '/artikel/demo-resource-diesel/preisverlauf', roles: OWNER_ADMIN_ACCOUNTANT, why: '§6 resource history' },
  { path: '/kunden/karte', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER, why: '§6 customers map' },
  { path: '/kunden/einstellungen', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER, why: '§6 customer settings' },
  { path: '/dienstleistungen', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER, why: '§6 services' },
  { path: '/dienstleistungen/katalog', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER, why: '§6 services (catalog)' },
  { path: '/tankstellen', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER, why: '§6 gas stations' },
  { path: '/be-entladestellen', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER, why: '§6 loading points' },
  { path: '/mitarbeiter', roles: OWNER_ADMIN_ACCOUNTANT, why: '§6 employees list' },
  { path: '/mitarbeiterkarte', roles: OWNER_ADMIN_PLANNER, why: '§6 employees map' },
  {
    path: '/mitarbeiterkarte/wer-war-wann-hier',
    roles: OWNER_ADMIN_PLANNER,
    why: "ours (issue 13): 'Wer war wann hier?', the employees map's roles",
  },
  { path: '/lieferanten', roles: OWNER_ADMIN_ACCOUNTANT, why: '§6 suppliers list' },
  { path: '/lieferanten/einstellungen', roles: OWNER_ADMIN_ACCOUNTANT, why: '§6 supplier settings' },
  // 'Cost accounts, customer tags, machine rings, employee tags, price agreements and resource tags use a
  // separate guard; its roles are not shown.' Ours: the office roles (schemas/permissions.ts SEPARATE_GUARD).
  { path: '/preisvereinbarungen', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER, why: 'separate guard: price agreements' },
  { path: '/maschinenringe', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER, why: 'separate guard: machine rings' },
  { path: '/strecken', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER, why: 'ours (issue 13): drawn tracks, office roles' },
  { path: '/felder', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER, why: 'ours (issue 13): fields, office roles' },
  { path: '/markierungen', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER, why: 'ours (issue 13): markers, office roles' },
  { path: '/felder/importieren', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER, why: 'ours (issue 13): field import, office' },
  { path: '/karte/freigaben', roles: OWNER_ADMIN_PLANNER, why: 'ours (issue 13): map structures sharing' },
  // 'The same roles without subcontractor: internal work and my orders.'
  { path: '/meine-auftraege', roles: STAFF_WITHOUT_SUBCONTRACTOR, why: '§6 my orders' },
  { path: '/interne-arbeiten', roles: STAFF_WITHOUT_SUBCONTRACTOR, why: '§6 internal work' },
  // 'Owner, admin, accountant, planner, employee, temporary worker: ..., my work times.' and 'Seeing own work
  // times depends on the company setting showWorkTimesForRoles': the demo company allows employee and
  // temporary worker.
  { path: '/meine-arbeitszeiten', roles: ['EMPLOYEE', 'TEMPORARY_WORKER'], why: '§6 my work times + setting' },
  // 'Owner, admin, accountant, planner: ..., order requests, ...'; 'Owner, admin, planner: order requests archive'.
  // 'Owner, admin, accountant, planner: ..., create order, order details, ..., orders administration, archive and trash'.
  { path: '/auftraege', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER, why: '§6 orders administration' },
  { path: '/auftraege/archiv', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER, why: '§6 orders archive' },
  { path: '/auftraege/papierkorb', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER, why: '§6 orders trash' },
  { path: '/auftraege/neu', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER, why: '§6 create order' },
  { path: '/auftraege/demo-order-guelle-thomsen', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER, why: '§6 order details' },
  { path: '/auftraege/anfragen', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER, why: '§6 order requests' },
  { path: '/auftraege/einstellungen', roles: OWNER_ADMIN_ACCOUNTANT_PLANNER, why: '§6 order settings' },
  // 'Owner, admin, accountant, planner, employee, temporary worker, subcontractor: tasks, task details, ...'.
  { path: '/aufgaben', roles: STAFF, why: '§6 tasks' },
  { path: '/auftraege/anfragen/archiv', roles: ['OWNER', 'ADMIN', 'PLANNER'], why: '§6 order requests archive' },
  // Not in §6: the customer area's own requests (contractor order requests) are for 'customer or nothing' (§2).
  { path: '/meine-anfragen', roles: ['CUSTOMER', 'NOTHING'], why: '§2 customer area: Aufträge' },
  // Not in §6: the customer area's Dienstleister is for 'customer or nothing' (§2 menu).
  { path: '/dienstleister', roles: ['CUSTOMER', 'NOTHING'], why: '§2 customer area: Dienstleister' },
  // Ours (issue 13): the farmer's fields at a contractor, reached from the Dienstleister cards.
  { path: '/meine-felder', roles: ['CUSTOMER', 'NOTHING'], why: 'ours (issue 13): customer area fields' },
  { path: '/dienstleister/felder-importieren', roles: ['CUSTOMER', 'NOTHING'], why: 'ours (issue 13): field import' },
  // 'Owner, admin, accountant: ... bills of all kinds, ... credit notes, delivery note archive and settings, offers
  // archive'; 'Owner, accountant, admin: delivery notes list, offers list and settings' (issue 14).
  { path: '/belege', roles: OWNER_ADMIN_ACCOUNTANT, why: '§6 outgoing receipts menu' },
  { path: '/belege/rechnungen', roles: OWNER_ADMIN_ACCOUNTANT, why: '§6 bills' },
  { path: '/belege/rechnungen/archiv', roles: OWNER_ADMIN_ACCOUNTANT, why: '§6 bills archive' },
  { path: '/belege/lieferscheine', roles: OWNER_ADMIN_ACCOUNTANT, why: '§6 delivery notes list' },
  { path: '/belege/angebote', roles: OWNER_ADMIN_ACCOUNTANT, why: '§6 offers list' },
  { path: '/belege/gutschriften', roles: OWNER_ADMIN_ACCOUNTANT, why: '§6 credit notes' },
  // Update info and update details are not in §6: news for everyone signed in.
  { path: '/neuigkeiten', roles: ANY_SIGNED_IN, why: 'update info' },
  { path: '/neuigkeiten/demo-update-info', roles: ANY_SIGNED_IN, why: 'update details' },
];

/**
 * The menu links of application.md §2 'Menu and layout' whose pages exist, per role (entries of pages not
 * built yet are not shown at all). An entry is visible when §2 gives it to the role AND §6 lets the role
 * open its page:
 * - 'Administration (owner, admin, planner, accountant, employee): ... Stammdaten: ..., Kunden, ..., Mein
 *   Betrieb' - Mein Betrieb only for owner and admin (§6 'Other permissions').
 * - 'Fahrerbereich: Meine Aufträge (...), Interne Arbeiten, Meine Arbeitszeiten (only if the user may view own
 *   work times).' - §6 gives internal work and my orders to the staff roles without subcontractor.
 * - 'Konfiguration: Einstellungen, Account (...), Abmelden.' - Einstellungen opens global settings, which §6
 *   gives to owner, admin, accountant.
 * - 'Customer area (customer or nothing): Dienstleister (badge ...); Aufträge (only if the order-requests
 *   feature is on).' - Dienstleister; the customer's order requests are not built yet.
 */
// Stammdaten as §2 lists them: 'Mitarbeiter, Maschinen, Be-/Entladestellen (logistics variant only), Kunden,
// Dienstleistungen, Artikel, Tankstellen, Lieferanten (with the accounting integration), Mein Betrieb'. The
// demo company is agricultural without the accounting integration: no Be-/Entladestellen, no Lieferanten.
// Each entry only for the roles §6 lets open its page (employees: owner, admin, accountant; services and
// gas stations: the office roles; machines, customers, articles: plus employee).
// 'Aufträge: a submenu with Aufträge, Auftragsketten, Projekte, Anfragen when projects, order requests or
// campaigns are enabled': the demo company has all three on; the group (a link to the
// orders administration) shows Aufträge, Auftragsketten, Projekte and Anfragen, for the office roles of §6.
const OWNER_AND_ADMIN_MENU = [
  'Aufträge',
  'Aufträge',
  // Ours (issue 15): the disposition board beside the orders it plans, for the four office roles of §6.
  'Disposition',
  // The demo company has campaigns on too.
  'Auftragsketten',
  'Projekte',
  'Anfragen',
  // Ours (issue 15): the toll import, the crop protection import and the customers' progress links under
  // Aufträge, for the four office roles of §6.
  'Maut',
  'Pflanzenschutz-Import',
  'Auftragsfortschritt teilen',
  'Auftragseinstellungen',
  // Belege (issue 14): §2 lists them under Administration, §6 gives the four lists to owner, admin, accountant.
  'Belege',
  'Rechnungen',
  'Lieferscheine',
  'Angebote',
  'Gutschriften',
  'Mitarbeiterkarte',
  'Mitarbeiter',
  'Maschinen',
  // Ours (issue 13): the drawn tracks and the markers, for the office roles (§1 counts map structures among
  // the master data).
  'Strecken',
  'Felder',
  'Markierungen',
  // Ours (issue 13): map structures sharing, for owner, admin and planner.
  'Kartenstrukturen teilen',
  'Kunden',
  'Dienstleistungen',
  'Artikel',
  'Tankstellen',
  // §2 lists the rentals overview among other master data; §6 gives it to the office roles and employees.
  'Vermietungen',
  'Mein Betrieb',
  'Meine Aufträge',
  'Aufgaben',
  'Interne Arbeiten',
  'Einstellungen',
  'Account',
  'Abmelden',
];

const MENU: Record<TRole, readonly string[]> = {
  OWNER: OWNER_AND_ADMIN_MENU,
  // Owner and admin see the same menu.
  ADMIN: OWNER_AND_ADMIN_MENU,
  ACCOUNTANT: [
    'Aufträge',
    'Aufträge',
    'Disposition',
    'Auftragsketten',
    'Projekte',
    'Anfragen',
    'Maut',
    'Pflanzenschutz-Import',
    'Auftragsfortschritt teilen',
    'Auftragseinstellungen',
    'Belege',
    'Rechnungen',
    'Lieferscheine',
    'Angebote',
    'Gutschriften',
    'Mitarbeiter',
    'Maschinen',
    'Strecken',
    'Felder',
    'Markierungen',
    'Kunden',
    'Dienstleistungen',
    'Artikel',
    'Tankstellen',
    'Vermietungen',
    'Meine Aufträge',
    'Aufgaben',
    'Interne Arbeiten',
    'Einstellungen',
    'Account',
    'Abmelden',
  ],
  PLANNER: [
    'Aufträge',
    'Aufträge',
    'Disposition',
    'Auftragsketten',
    'Projekte',
    'Anfragen',
    'Maut',
    'Pflanzenschutz-Import',
    'Auftragsfortschritt teilen',
    'Auftragseinstellungen',
    'Mitarbeiterkarte',
    'Maschinen',
    'Strecken',
    'Felder',
    'Markierungen',
    'Kartenstrukturen teilen',
    'Kunden',
    'Dienstleistungen',
    'Artikel',
    'Tankstellen',
    'Vermietungen',
    'Meine Aufträge',
    'Aufgaben',
    'Interne Arbeiten',
    'Account',
    'Abmelden',
  ],
  // 'Meine Arbeitszeiten (only if the user may view own work times)': the demo company lets employees and
  // temporary workers see theirs.
  EMPLOYEE: [
    'Maschinen',
    'Kunden',
    'Artikel',
    'Vermietungen',
    'Meine Aufträge',
    'Aufgaben',
    'Interne Arbeiten',
    'Meine Arbeitszeiten',
    'Account',
    'Abmelden',
  ],
  TEMPORARY_WORKER: ['Meine Aufträge', 'Aufgaben', 'Interne Arbeiten', 'Meine Arbeitszeiten', 'Account', 'Abmelden'],
  // Aufgaben (ours, issue 12: §2 lists tasks among the order pages, §6 gives them to subcontractors too).
  SUBCONTRACTOR: ['Aufgaben', 'Account', 'Abmelden'],
  // 'Aufträge (only if the order-requests feature is on)': the demo customer's contractor takes requests.
  CUSTOMER: ['Dienstleister', 'Aufträge', 'Account', 'Abmelden'],
  NOTHING: ['Dienstleister', 'Account', 'Abmelden'],
};

/** §2 section titles that must show (Verwaltung = the administration section, Konfiguration for all). */
const SECTIONS: Record<TRole, readonly string[]> = {
  OWNER: ['Verwaltung', 'Fahrerbereich', 'Konfiguration'],
  ADMIN: ['Verwaltung', 'Fahrerbereich', 'Konfiguration'],
  ACCOUNTANT: ['Verwaltung', 'Fahrerbereich', 'Konfiguration'],
  PLANNER: ['Verwaltung', 'Fahrerbereich', 'Konfiguration'],
  EMPLOYEE: ['Verwaltung', 'Fahrerbereich', 'Konfiguration'],
  TEMPORARY_WORKER: ['Fahrerbereich', 'Konfiguration'],
  SUBCONTRACTOR: ['Fahrerbereich', 'Konfiguration'],
  CUSTOMER: ['Kundenbereich', 'Konfiguration'],
  NOTHING: ['Kundenbereich', 'Konfiguration'],
};
// 'The Fahrerbereich is for the administration roles plus temporary workers and subcontractors': a
// subcontractor sees only Aufgaben in it (§6 excludes them from my orders and internal work).
const NEVER_SECTIONS_FOR: Partial<Record<TRole, readonly string[]>> = {
  OWNER: ['Kundenbereich'],
  ADMIN: ['Kundenbereich'],
  ACCOUNTANT: ['Kundenbereich'],
  PLANNER: ['Kundenbereich'],
  EMPLOYEE: ['Kundenbereich'],
  TEMPORARY_WORKER: ['Verwaltung', 'Kundenbereich'],
  SUBCONTRACTOR: ['Verwaltung', 'Kundenbereich'],
  CUSTOMER: ['Verwaltung', 'Fahrerbereich'],
  NOTHING: ['Verwaltung', 'Fahrerbereich'],
};

/**
 * Opens a path inside the running app (client-side, like a typed link) and returns where the app ended
 * up: the path itself when the page is shown, '/' when the guard sent the user home.
 */
const visit = async (page: Page, path: string): Promise<string> => {
  // Already there (e.g. home right after signing in): pushing the same path would not re-render.
  if ((await page.evaluate(() => window.location.pathname)) === path) return path;
  await page.evaluate((target) => {
    document.title = '';
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // Every shown page sets `<title> – Lohnwerk` (home too, after a redirect).
  await page.waitForFunction(() => document.title.endsWith(' – Lohnwerk'), undefined, { timeout: 10_000 });
  return page.evaluate(() => window.location.pathname);
};

const menuLinks = async (page: Page): Promise<string[]> => {
  const nav = page.getByTestId('side-navigation');
  await nav.locator('a', { hasText: 'Abmelden' }).first().waitFor();
  const texts = await nav.locator('a').allInnerTexts();
  // The first link is the menu header (app name).
  return texts
    .slice(1)
    .map((text) => text.split('\n')[0]?.trim() ?? '')
    .filter((text) => text !== '');
};

describe('role matrix (e2e)', () => {
  const browser = useBrowser();

  it('has one demo login per role', () => {
    expect(ALL_ROLES.map((role) => demoLogin(role)?.role)).toEqual([...ALL_ROLES]);
  });

  for (const role of ALL_ROLES) {
    it(`${role}: reachable pages and menu as in application.md §2 and §6`, async () => {
      const page = await browser.signedIn(requireDemoLogin(role));

      const expected: Record<string, string> = {};
      const actual: Record<string, string> = {};
      for (const { path, roles, why } of PAGE_MATRIX) {
        const key = `${path} (${why})`;
        expected[key] = roles.includes(role) ? path : '/';
        actual[key] = await visit(page, path);
      }
      expect(actual).toEqual(expected);

      await visit(page, '/');
      expect(await menuLinks(page)).toEqual(MENU[role]);
      const nav = page.getByTestId('side-navigation');
      const sectionCount = (title: string) => nav.getByText(title, { exact: true }).count();
      for (const section of SECTIONS[role])
        expect(await sectionCount(section), `section ${section}`).toBeGreaterThan(0);
      for (const section of NEVER_SECTIONS_FOR[role] ?? [])
        expect(await sectionCount(section), `section ${section}`).toBe(0);
      await screenshot(page, `role-matrix-${role.toLowerCase()}`);
    });
  }
});
