import { describe, expect, it } from 'vitest';
import type { TRole } from '../../../schemas/roles';
import { buildMenu, invitationBadges, type MenuInput, type MenuSection, noBadges } from './menu-model';

/** The menu as lines 'Section > Entry > Subentry [badge]', for comparing with the spec's list. */
const lines = (sections: MenuSection[]): string[] =>
  sections.flatMap((section) =>
    section.items.flatMap((node) => {
      const badge = (count?: number) => (count ? ` [${count}]` : '');
      if (node.kind === 'group') {
        return node.items.map((item) => `${section.label} > ${node.label} > ${item.label}${badge(item.badge)}`);
      }
      return [`${section.label} > ${node.label}${node.kind === 'link' ? badge(node.badge) : ''}`];
    }),
  );

const everythingOn = (role: TRole): MenuInput => ({
  role,
  settings: { enableProjects: true, enableOrderRequests: true, enableCampaigns: true },
  variant: 'LOGISTICS',
  accountingEnabled: true,
  incomingCreditNotes: true,
  mayViewOwnWorkTimes: true,
  badges: {
    customerInvitations: 1,
    pendingOrderRequests: 2,
    banksNeedingAttention: 3,
    overdueOwnOrders: 4,
    employeeInvitations: 5,
  },
});

const everythingOff = (role: TRole): MenuInput => ({
  role,
  settings: { enableProjects: false, enableOrderRequests: false, enableCampaigns: false },
  variant: 'AGRICULTURAL_CONTRACTOR',
  accountingEnabled: false,
  incomingCreditNotes: false,
  mayViewOwnWorkTimes: false,
  badges: noBadges,
});

// A literal copy of application.md §2 'Menu and layout' with every condition on (logistics variant,
// accounting integration, incomingCreditNotes, projects, order requests, campaigns, own work times).
// 'Kundenbereich' and 'Verwaltung' are our titles for the spec's 'Customer area' and 'Administration'.
const configuration = ['Konfiguration > Einstellungen', 'Konfiguration > Account [5]', 'Konfiguration > Abmelden'];
const customerArea = ['Kundenbereich > Dienstleister [1]', 'Kundenbereich > Aufträge'];
const administrationForAll = [
  'Verwaltung > Aufträge > Aufträge',
  // Ours (issue 15): the disposition board beside the orders it plans.
  'Verwaltung > Aufträge > Disposition',
  'Verwaltung > Aufträge > Auftragsketten',
  'Verwaltung > Aufträge > Projekte',
  'Verwaltung > Aufträge > Anfragen [2]',
  // Ours (issue 15): the toll trips land on orders.
  'Verwaltung > Aufträge > Maut',
  // Ours (issue 15): §2 lists the crop protection import with the incoming receipts; under Aufträge the
  // planner finds it too (§6 gives it to owner, admin, accountant and planner).
  'Verwaltung > Aufträge > Pflanzenschutz-Import',
  // Ours (issue 15): the customers' progress links sit with the orders they show.
  'Verwaltung > Aufträge > Auftragsfortschritt teilen',
  // Ours (issue 12): §2 lists order settings among the order pages but names no menu entry.
  'Verwaltung > Aufträge > Auftragseinstellungen',
  'Verwaltung > Belege > Rechnungen',
  'Verwaltung > Belege > Lieferscheine',
  'Verwaltung > Belege > Angebote',
  'Verwaltung > Belege > Gutschriften',
  'Verwaltung > Eingangsbelege > Rechnungen',
  'Verwaltung > Eingangsbelege > Gutschriften',
  'Verwaltung > Mitarbeiterkarte',
  'Verwaltung > Stammdaten > Mitarbeiter',
  'Verwaltung > Stammdaten > Maschinen',
  // Ours (issue 13): the drawn tracks and the markers (§1 counts map structures among the master data).
  'Verwaltung > Stammdaten > Strecken',
  'Verwaltung > Stammdaten > Felder',
  'Verwaltung > Stammdaten > Markierungen',
  // Ours (issue 13): map structures sharing (§2 company pages), by the tracks.
  'Verwaltung > Stammdaten > Kartenstrukturen teilen',
  'Verwaltung > Stammdaten > Be-/Entladestellen',
  'Verwaltung > Stammdaten > Kunden',
  'Verwaltung > Stammdaten > Dienstleistungen',
  'Verwaltung > Stammdaten > Artikel',
  'Verwaltung > Stammdaten > Tankstellen',
  // Ours (issue 15): §2 lists the rentals overview among other master data.
  'Verwaltung > Stammdaten > Vermietungen',
  'Verwaltung > Stammdaten > Lieferanten',
];
// §6 'Other permissions': Mein Betrieb (with the bank badge) and Berichte & Analysen only for owner and admin.
const administrationForOwnerAndAdmin = [
  ...administrationForAll,
  'Verwaltung > Stammdaten > Mein Betrieb [3]',
  'Verwaltung > Berichte & Analysen',
];
const driverArea = [
  'Fahrerbereich > Meine Aufträge [4]',
  // Ours (issue 12): §2 lists tasks among the order pages; §6 gives them to every staff role.
  'Fahrerbereich > Aufgaben',
  'Fahrerbereich > Interne Arbeiten',
  'Fahrerbereich > Meine Arbeitszeiten',
];
// §6 'Other permissions': Interne Arbeiten excludes subcontractors.
const driverAreaForSubcontractors = [
  'Fahrerbereich > Meine Aufträge [4]',
  'Fahrerbereich > Aufgaben',
  'Fahrerbereich > Meine Arbeitszeiten',
];

const specMenu: Record<TRole, string[]> = {
  OWNER: [...administrationForOwnerAndAdmin, ...driverArea, ...configuration],
  ADMIN: [...administrationForOwnerAndAdmin, ...driverArea, ...configuration],
  PLANNER: [...administrationForAll, ...driverArea, ...configuration],
  ACCOUNTANT: [...administrationForAll, ...driverArea, ...configuration],
  EMPLOYEE: [...administrationForAll, ...driverArea, ...configuration],
  TEMPORARY_WORKER: [...driverArea, ...configuration],
  SUBCONTRACTOR: [...driverAreaForSubcontractors, ...configuration],
  CUSTOMER: [...customerArea, ...configuration],
  NOTHING: [...customerArea, ...configuration],
};

describe('buildMenu (application.md §2 Menu and layout)', () => {
  it.each(Object.entries(specMenu))('shows %s exactly the spec entries with every condition on', (role, expected) => {
    expect(lines(buildMenu(everythingOn(role as TRole)))).toEqual(expected);
  });

  it('drops the conditional entries when their conditions are off', () => {
    expect(lines(buildMenu(everythingOff('OWNER')))).toEqual([
      // Without projects, order requests and campaigns Aufträge holds the orders and the order settings.
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
      'Verwaltung > Berichte & Analysen',
      'Fahrerbereich > Meine Aufträge',
      'Fahrerbereich > Aufgaben',
      'Fahrerbereich > Interne Arbeiten',
      'Konfiguration > Einstellungen',
      'Konfiguration > Account',
      'Konfiguration > Abmelden',
    ]);
    expect(lines(buildMenu(everythingOff('CUSTOMER')))).toEqual([
      'Kundenbereich > Dienstleister',
      'Konfiguration > Einstellungen',
      'Konfiguration > Account',
      'Konfiguration > Abmelden',
    ]);
  });

  it('builds the Aufträge submenu from the enabled features only', () => {
    const input = everythingOff('PLANNER');
    const orders = (settings: MenuInput['settings']) =>
      lines(buildMenu({ ...input, settings })).filter((line) => line.startsWith('Verwaltung > Aufträge'));
    expect(orders({ enableProjects: true, enableOrderRequests: false, enableCampaigns: false })).toEqual([
      'Verwaltung > Aufträge > Aufträge',
      'Verwaltung > Aufträge > Disposition',
      'Verwaltung > Aufträge > Projekte',
      'Verwaltung > Aufträge > Maut',
      'Verwaltung > Aufträge > Pflanzenschutz-Import',
      'Verwaltung > Aufträge > Auftragsfortschritt teilen',
      'Verwaltung > Aufträge > Auftragseinstellungen',
    ]);
    expect(orders({ enableProjects: false, enableOrderRequests: true, enableCampaigns: false })).toEqual([
      'Verwaltung > Aufträge > Aufträge',
      'Verwaltung > Aufträge > Disposition',
      'Verwaltung > Aufträge > Anfragen',
      'Verwaltung > Aufträge > Maut',
      'Verwaltung > Aufträge > Pflanzenschutz-Import',
      'Verwaltung > Aufträge > Auftragsfortschritt teilen',
      'Verwaltung > Aufträge > Auftragseinstellungen',
    ]);
    // Eingangsbelege without the incomingCreditNotes flag: only Rechnungen.
    expect(
      lines(buildMenu({ ...input, accountingEnabled: true })).filter((line) => line.includes('Eingangsbelege')),
    ).toEqual(['Verwaltung > Eingangsbelege > Rechnungen']);
  });

  it('names the pages the entries open', () => {
    const owner = buildMenu(everythingOn('OWNER'));
    const pageIds = owner.flatMap((section) =>
      section.items.flatMap((node) =>
        node.kind === 'group' ? node.items.map((item) => item.pageId) : node.kind === 'link' ? [node.pageId] : [],
      ),
    );
    expect(pageIds).toEqual(
      expect.arrayContaining([
        'customers',
        'account',
        'globalSettings',
        'myCompany',
        'reports',
        'myOrders',
        'tasks',
        'orderSettings',
      ]),
    );
  });
});

describe('invitationBadges (application.md §6 Other permissions)', () => {
  it('counts CUSTOMER invitations as customer invitations and the others but NOTHING as employee invitations', () => {
    expect(
      invitationBadges([{ role: 'CUSTOMER' }, { role: 'EMPLOYEE' }, { role: 'ADMIN' }, { role: 'NOTHING' }]),
    ).toEqual({ customerInvitations: 1, employeeInvitations: 2 });
    expect(invitationBadges([])).toEqual({ customerInvitations: 0, employeeInvitations: 0 });
  });
});
