import type { TCompanyVariant } from '../../../schemas/company';
import type { PageId } from '../../../schemas/permissions';
import type { TRole } from '../../../schemas/roles';
import { dispositionTexts } from '../i18n/de/disposition';
import { mapSharePageTitles } from '../i18n/de/map-shares';
import { progressSharePageTitles } from '../i18n/de/progress-shares';
import { menuLabels } from '../i18n/de/spec-texts';

/**
 * The complete menu of application.md §2 'Menu and layout' as data: every section and entry with the
 * roles that see it and the conditions it depends on. It names pages by their id and knows nothing about
 * which pages are built yet: the shell renders only entries whose page is in the page registry (see
 * menu.ts), so entries of later issues appear as soon as their page is registered.
 */

export type MenuBadges = {
  /** Dienstleister: pending customer invitations. */
  customerInvitations: number;
  /** Aufträge: pending order requests (company settings counters.pendingOrderRequests). */
  pendingOrderRequests: number;
  /** Mein Betrieb: operating units whose connected banks need attention (owner and admin only). */
  banksNeedingAttention: number;
  /** Meine Aufträge: own orders whose planned start is already past. */
  overdueOwnOrders: number;
  /** Account: pending employee invitations. */
  employeeInvitations: number;
};

export const noBadges: MenuBadges = {
  customerInvitations: 0,
  pendingOrderRequests: 0,
  banksNeedingAttention: 0,
  overdueOwnOrders: 0,
  employeeInvitations: 0,
};

export type MenuInput = {
  role: TRole;
  /** The company settings the menu depends on (application.md §3 'Company settings'). */
  settings: { enableProjects: boolean; enableOrderRequests: boolean; enableCampaigns: boolean };
  variant: TCompanyVariant;
  /** The accounting-export integration is on (company meta datevEnabled). */
  accountingEnabled: boolean;
  /** The incomingCreditNotes feature flag. */
  incomingCreditNotes: boolean;
  /** The company setting permissionSettings.showWorkTimesForRoles lets this user see own work times. */
  mayViewOwnWorkTimes: boolean;
  badges: MenuBadges;
};

export type MenuLink = { kind: 'link'; id: string; label: string; pageId: PageId; badge?: number };
export type MenuAction = { kind: 'action'; id: 'logout'; label: string };
/** A submenu; `pageId` is the page the group itself opens (if any). */
export type MenuGroup = { kind: 'group'; id: string; label: string; pageId?: PageId; items: MenuLink[] };
export type MenuNode = MenuLink | MenuAction | MenuGroup;
export type MenuSectionId = 'customerArea' | 'administration' | 'driverArea' | 'configuration';
export type MenuSection = { id: MenuSectionId; label: string; items: MenuNode[] };

const CUSTOMER_AREA_ROLES: readonly TRole[] = ['CUSTOMER', 'NOTHING'];
const ADMINISTRATION_ROLES: readonly TRole[] = ['OWNER', 'ADMIN', 'PLANNER', 'ACCOUNTANT', 'EMPLOYEE'];
/** §6 'Other permissions': Mein Betrieb, Berichte & Analysen and the bank badges are for owner and admin. */
const OWNER_ADMIN: readonly TRole[] = ['OWNER', 'ADMIN'];
/** §6 'Other permissions': the Fahrerbereich is for the administration roles plus temporary workers and subcontractors. */
const DRIVER_AREA_ROLES: readonly TRole[] = [...ADMINISTRATION_ROLES, 'TEMPORARY_WORKER', 'SUBCONTRACTOR'];

const badge = (count: number): { badge?: number } => (count > 0 ? { badge: count } : {});

const link = (id: string, label: string, pageId: PageId, count = 0): MenuLink => ({
  kind: 'link',
  id,
  label,
  pageId,
  ...badge(count),
});

/**
 * Aufträge with its submenu: §2 names Auftragsketten, Projekte and Anfragen when their features are on.
 * The order settings (§2 pages: 'order settings') are ours to place: last under Aufträge, so Aufträge is
 * always a submenu for the office roles who may open them (for the others the shell drops the entry).
 */
const ordersEntry = ({ settings, badges }: MenuInput): MenuNode => ({
  kind: 'group',
  id: 'ordersGroup',
  label: menuLabels.orders,
  pageId: 'ordersAdministration',
  items: [
    link('orders', menuLabels.orders, 'ordersAdministration'),
    // Ours (issue 15): the disposition board plans the orders, so it sits beside them.
    link('disposition', dispositionTexts.title, 'disposition'),
    ...(settings.enableCampaigns ? [link('campaigns', menuLabels.campaigns, 'campaigns')] : []),
    ...(settings.enableProjects ? [link('projects', menuLabels.projects, 'projects')] : []),
    ...(settings.enableOrderRequests
      ? [link('orderRequests', menuLabels.orderRequests, 'orderRequests', badges.pendingOrderRequests)]
      : []),
    // Ours (issue 15): the toll trips and crop-protection applications both land on orders.
    link('toll', menuLabels.toll, 'toll'),
    link('cropProtectionImport', menuLabels.cropProtectionImport, 'cropProtectionImport'),
    // Ours (issue 15): the customers' progress links sit with the orders they show.
    link('ordersProgressSharing', progressSharePageTitles.ordersProgressSharing, 'ordersProgressSharing'),
    link('orderSettings', menuLabels.orderSettings, 'orderSettings'),
  ],
});

const administration = (input: MenuInput): MenuNode[] => {
  const { role, variant, accountingEnabled, incomingCreditNotes, badges } = input;
  const ownerOrAdmin = OWNER_ADMIN.includes(role);
  const nodes: MenuNode[] = [
    ordersEntry(input),
    {
      kind: 'group',
      id: 'receipts',
      label: menuLabels.receipts,
      pageId: 'outgoingReceiptsMenu',
      items: [
        link('bills', menuLabels.bills, 'bills'),
        link('deliveryNotes', menuLabels.deliveryNotes, 'deliveryNotes'),
        link('offers', menuLabels.offers, 'offers'),
        link('creditNotes', menuLabels.creditNotes, 'creditNotes'),
      ],
    },
  ];
  if (accountingEnabled) {
    nodes.push({
      kind: 'group',
      id: 'incomingReceipts',
      label: menuLabels.incomingReceipts,
      pageId: 'incomingReceiptsMenu',
      items: [
        link('incomingBills', menuLabels.incomingBills, 'incomingBills'),
        ...(incomingCreditNotes
          ? [link('incomingCreditNotes', menuLabels.incomingCreditNotes, 'incomingCreditNotes')]
          : []),
      ],
    });
  }
  nodes.push(link('employeesMap', menuLabels.employeesMap, 'employeesMap'), {
    kind: 'group',
    id: 'masterData',
    label: menuLabels.masterData,
    items: [
      link('employees', menuLabels.employees, 'employees'),
      link('machines', menuLabels.machines, 'machines'),
      link('tracks', menuLabels.tracks, 'tracks'),
      link('fields', menuLabels.fields, 'fields'),
      link('markers', menuLabels.markers, 'markers'),
      // Ours (issue 13): §2 lists map structures sharing among the company pages; it sits by the tracks.
      link('mapStructuresSharing', mapSharePageTitles.mapStructuresSharing, 'mapStructuresSharing'),
      ...(variant === 'LOGISTICS' ? [link('loadingPoints', menuLabels.loadingPoints, 'loadingPoints')] : []),
      link('customers', menuLabels.customers, 'customers'),
      link('services', menuLabels.services, 'services'),
      link('resources', menuLabels.resources, 'resources'),
      link('gasStations', menuLabels.gasStations, 'gasStations'),
      // §2 lists the rentals overview among other master data; employees see it too (§6).
      link('rentalsOverview', menuLabels.rentalsOverview, 'rentalsOverview'),
      ...(accountingEnabled ? [link('suppliers', menuLabels.suppliers, 'suppliers')] : []),
      ...(ownerOrAdmin ? [link('myCompany', menuLabels.myCompany, 'myCompany', badges.banksNeedingAttention)] : []),
    ],
  });
  if (ownerOrAdmin) nodes.push(link('reports', menuLabels.reports, 'reports'));
  return nodes;
};

/** The menu of application.md §2 for one user, in menu order; sections without entries are left out. */
export const buildMenu = (input: MenuInput): MenuSection[] => {
  const { role, settings, mayViewOwnWorkTimes, badges } = input;
  const sections: MenuSection[] = [];
  if (CUSTOMER_AREA_ROLES.includes(role)) {
    sections.push({
      id: 'customerArea',
      label: menuLabels.customerArea,
      items: [
        link('contractors', menuLabels.contractors, 'contractors', badges.customerInvitations),
        ...(settings.enableOrderRequests
          ? [link('contractorOrders', menuLabels.orders, 'contractorOrderRequests')]
          : []),
      ],
    });
  }
  if (ADMINISTRATION_ROLES.includes(role)) {
    sections.push({ id: 'administration', label: menuLabels.administration, items: administration(input) });
  }
  if (DRIVER_AREA_ROLES.includes(role)) {
    sections.push({
      id: 'driverArea',
      label: menuLabels.driverArea,
      items: [
        link('myOrders', menuLabels.myOrders, 'myOrders', badges.overdueOwnOrders),
        // §2 lists the tasks among the order pages; here every role of §6 'tasks' (subcontractors too) sees it.
        link('tasks', menuLabels.tasks, 'tasks'),
        ...(role !== 'SUBCONTRACTOR' ? [link('internalWork', menuLabels.internalWork, 'internalWork')] : []),
        ...(mayViewOwnWorkTimes ? [link('myWorkTimes', menuLabels.myWorkTimes, 'myWorkTimes')] : []),
      ],
    });
  }
  sections.push({
    id: 'configuration',
    label: menuLabels.configuration,
    items: [
      link('settings', menuLabels.settings, 'globalSettings'),
      link('account', menuLabels.account, 'account', badges.employeeInvitations),
      { kind: 'action', id: 'logout', label: menuLabels.logOut },
    ],
  });
  return sections;
};

/**
 * Badge counts of pending invitations (application.md §6 'Other permissions'): invitations with role
 * CUSTOMER are customer invitations (Dienstleister); all others except NOTHING are employee invitations (Account).
 */
export const invitationBadges = (
  invitations: readonly { role: TRole }[],
): Pick<MenuBadges, 'customerInvitations' | 'employeeInvitations'> => ({
  customerInvitations: invitations.filter((invitation) => invitation.role === 'CUSTOMER').length,
  employeeInvitations: invitations.filter(
    (invitation) => invitation.role !== 'CUSTOMER' && invitation.role !== 'NOTHING',
  ).length,
});
