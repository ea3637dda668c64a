import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { type PageAccess, pageAccess } from '../../../schemas/permissions';
import { de } from '../i18n/de';

/** Menu sections of application.md §2 "Menu and layout", in menu order (only those with pages yet). */
export const menuSections = ['top', 'masterData', 'configuration'] as const;
export type MenuSection = (typeof menuSections)[number];

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
  menu?: { section: MenuSection; label: string };
  /** The page the back button leads to; pages with a parent are sub pages. */
  parent?: string;
};

export const LOGIN_PATH = '/anmelden';
export const HOME_PATH = '/';

/**
 * THE page registry: it drives the router, the menu, the guards and the page titles.
 * Every page is lazy-loaded so that the login route stays small.
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
    id: 'home',
    path: HOME_PATH,
    title: de.pages.home,
    access: pageAccess.home,
    component: lazy(() => import('../pages/home/home-page')),
    chrome: 'shell',
    header: false,
    menu: { section: 'top', label: de.nav.home },
  },
  {
    id: 'customers',
    path: '/kunden',
    title: de.pages.customers,
    access: pageAccess.customers,
    component: lazy(() => import('../pages/customers/customers-list-page')),
    chrome: 'shell',
    header: true,
    menu: { section: 'masterData', label: de.pages.customers },
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
];

export const pageById = (id: string): PageDef | undefined => pages.find((page) => page.id === id);

/** Fills `:name` segments of a page path. */
export const pathFor = (id: string, params: Record<string, string | undefined> = {}): string => {
  const page = pageById(id);
  if (!page) throw new Error(`Unknown page ${id}`);
  return page.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
};

export const documentTitle = (page: Pick<PageDef, 'title'>): string => `${page.title}${de.titleSuffix}`;
