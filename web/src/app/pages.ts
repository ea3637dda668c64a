import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { TCompany } from '../../../schemas/api/company';
import { mayOpenPage, mayViewOwnWorkTimes, type PageAccess, pageAccess } from '../../../schemas/permissions';
import type { TRole } from '../../../schemas/roles';
import { de } from '../i18n/de';
import { masterdataPages } from './masterdata-pages';
import { orderRequestPages } from './order-request-pages';

export type PageDef = {
  id: string;
  path: string;
  /** Page title; document.title is `${title} – Lohnwerk`. */
  title: string;
  /** From the one permission table in schemas (application.md §6). */
  access: PageAccess;
  component: LazyExoticComponent<ComponentType>;
  /** 'bare': no app shell (login and auth pages); 'shell': menu and top navigation. */
  chrome: 'bare' | 'shell';
  /** Signed-in users opening it are sent home (login, sign-up). */
  signedOutOnly?: boolean;
  /** A page header (title, back button); none on home and the auth pages (application.md §2). */
  header: boolean;
  /** The page the back button leads to; pages with a parent are sub pages. */
  parent?: string;
  /** A further condition on the company's settings (e.g. §6 own work times); the guard waits for the company. */
  companyAllows?: (company: TCompany, role: TRole | null) => boolean;
};

export const LOGIN_PATH = '/anmelden';
export const HOME_PATH = '/';

export const SIGN_UP_PATH = '/registrieren';

/**
 * THE page registry: it drives the router, the menu (menu-model.ts names pages by id; only registered
 * pages are shown), the guards and the page titles. Every page is lazy-loaded so that the login route
 * stays small.
 */
export const pages: readonly PageDef[] = [
  {
    id: 'login',
    path: LOGIN_PATH,
    title: de.pages.login,
    access: pageAccess.login,
    component: lazy(() => import('../pages/auth/login-page')),
    chrome: 'bare',
    signedOutOnly: true,
    header: false,
  },
  {
    // The password-reset link of the mail; pageAccess has no entry for it, it is as public as login.
    id: 'passwordReset',
    path: '/passwort-zuruecksetzen',
    title: de.pages.passwordReset,
    access: pageAccess.login,
    component: lazy(() => import('../pages/auth/password-reset-page')),
    chrome: 'bare',
    header: false,
  },
  {
    // The target of the invitation mail's link: /registrieren?token=...&dt=...&mail=...&company=...
    id: 'signUp',
    path: SIGN_UP_PATH,
    title: de.pages.signUp,
    access: pageAccess.signUp,
    component: lazy(() => import('../pages/auth/sign-up-page')),
    chrome: 'bare',
    signedOutOnly: true,
    header: false,
  },
  {
    id: 'home',
    path: HOME_PATH,
    title: de.pages.home,
    access: pageAccess.home,
    component: lazy(() => import('../pages/home/home-page')),
    chrome: 'shell',
    header: false,
  },
  {
    id: 'customers',
    path: '/kunden',
    title: de.pages.customers,
    access: pageAccess.customers,
    component: lazy(() => import('../pages/customers/customers-list-page')),
    chrome: 'shell',
    header: true,
  },
  {
    id: 'customerCreate',
    path: '/kunden/neu',
    title: de.pages.customerCreate,
    access: pageAccess.customerCreate,
    component: lazy(() => import('../pages/customers/customer-create-page')),
    chrome: 'shell',
    header: true,
    parent: 'customers',
  },
  {
    // Before '/kunden/:customerId' so that 'karte' is never read as a customer id.
    id: 'customersMap',
    path: '/kunden/karte',
    title: de.pages.customersMap,
    access: pageAccess.customersMap,
    component: lazy(() => import('../pages/customers/customers-map-page')),
    chrome: 'shell',
    header: true,
    parent: 'customers',
  },
  {
    id: 'customerDetails',
    path: '/kunden/:customerId',
    title: de.pages.customerDetails,
    access: pageAccess.customerDetails,
    component: lazy(() => import('../pages/customers/customer-details-page')),
    chrome: 'shell',
    header: true,
    parent: 'customers',
  },
  {
    id: 'customerEdit',
    path: '/kunden/:customerId/bearbeiten',
    title: de.pages.customerEdit,
    access: pageAccess.customerEdit,
    component: lazy(() => import('../pages/customers/customer-edit-page')),
    chrome: 'shell',
    header: true,
    parent: 'customerDetails',
  },
  {
    id: 'account',
    path: '/account',
    title: de.pages.account,
    access: pageAccess.account,
    component: lazy(() => import('../pages/account/account-page')),
    chrome: 'shell',
    header: true,
  },
  {
    // Reachable from the home tile 'Organisation' and from the account page (the §2 menu has no entry for it).
    id: 'organization',
    path: '/organisation',
    title: de.pages.organization,
    access: pageAccess.organization,
    component: lazy(() => import('../pages/organization/organization-page')),
    chrome: 'shell',
    header: true,
  },
  {
    // Menu Konfiguration > Einstellungen: the company settings of application.md §3.
    id: 'globalSettings',
    path: '/einstellungen',
    title: de.pages.globalSettings,
    access: pageAccess.globalSettings,
    component: lazy(() => import('../pages/company/global-settings-page')),
    chrome: 'shell',
    header: true,
  },
  {
    // Menu Stammdaten > Mein Betrieb: the operating units; links to the company and organization pages.
    id: 'myCompany',
    path: '/mein-betrieb',
    title: de.pages.myCompany,
    access: pageAccess.myCompany,
    component: lazy(() => import('../pages/company/my-company-page')),
    chrome: 'shell',
    header: true,
  },
  {
    id: 'company',
    path: '/betrieb',
    title: de.pages.company,
    access: pageAccess.company,
    component: lazy(() => import('../pages/company/company-page')),
    chrome: 'shell',
    header: true,
    parent: 'myCompany',
  },
  {
    id: 'updateInfo',
    path: '/neuigkeiten',
    title: de.pages.updateInfo,
    access: pageAccess.updateInfo,
    component: lazy(() => import('../pages/update-infos/update-infos-page')),
    chrome: 'shell',
    header: true,
  },
  {
    id: 'updateDetails',
    path: '/neuigkeiten/:updateInfoId',
    title: de.pages.updateDetails,
    access: pageAccess.updateDetails,
    component: lazy(() => import('../pages/update-infos/update-details-page')),
    chrome: 'shell',
    header: true,
    parent: 'updateInfo',
  },
  // Customer area (application.md §2): the farmer's contractors.
  {
    id: 'contractors',
    path: '/dienstleister',
    title: de.pages.contractors,
    access: pageAccess.contractors,
    component: lazy(() => import('../pages/customer-area/contractors-page')),
    chrome: 'shell',
    header: true,
  },
  // Fahrerbereich (application.md §2): own orders, internal work, own work times.
  {
    id: 'myOrders',
    path: '/meine-auftraege',
    title: de.pages.myOrders,
    access: pageAccess.myOrders,
    component: lazy(() => import('../pages/work/my-orders-page')),
    chrome: 'shell',
    header: true,
  },
  {
    id: 'internalWork',
    path: '/interne-arbeiten',
    title: de.pages.internalWork,
    access: pageAccess.internalWork,
    component: lazy(() => import('../pages/work/internal-work-page')),
    chrome: 'shell',
    header: true,
  },
  {
    id: 'myWorkTimes',
    path: '/meine-arbeitszeiten',
    title: de.pages.myWorkTimes,
    access: pageAccess.myWorkTimes,
    companyAllows: (company, role) => mayViewOwnWorkTimes(company.settings, role),
    component: lazy(() => import('../pages/work/my-work-times-page')),
    chrome: 'shell',
    header: true,
  },
  ...masterdataPages,
  ...orderRequestPages,
];

export const pageById = (id: string): PageDef | undefined => pages.find((page) => page.id === id);

/** Fills `:name` segments of a page path. */
export const pathFor = (id: string, params: Record<string, string | undefined> = {}): string => {
  const page = pageById(id);
  if (!page) throw new Error(`Unknown page ${id}`);
  return page.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
};

export const documentTitle = (page: Pick<PageDef, 'title'>): string => `${page.title}${de.titleSuffix}`;

/** The path of a registered page the role may open, else undefined (the menu shows only those). */
export const openablePath =
  (role: TRole | null) =>
  (pageId: string): string | undefined => {
    const page = pageById(pageId);
    return page && mayOpenPage(page.access, role) ? page.path : undefined;
  };
