import { mayViewOwnWorkTimes, pageAccess } from '../../../../schemas/permissions';
import { de } from '../../i18n/de';
import type { PageRoute } from './page-route';

export const LOGIN_PATH = '/anmelden';
export const HOME_PATH = '/';
export const SIGN_UP_PATH = '/registrieren';

/** Signing in and out (application.md §2 'Login', 'Sign-up page'): no app shell, no page header. */
export const authRoutes = {
  login: {
    path: LOGIN_PATH,
    title: de.pages.login,
    access: pageAccess.login,
    chrome: 'bare',
    signedOutOnly: true,
    header: false,
  },
  // The password-reset link of the mail; pageAccess has no entry for it, it is as public as login.
  passwordReset: {
    path: '/passwort-zuruecksetzen',
    title: de.pages.passwordReset,
    access: pageAccess.login,
    chrome: 'bare',
    header: false,
  },
  // The target of the invitation mail's link: /registrieren?token=...&dt=...&mail=...&company=...
  signUp: {
    path: SIGN_UP_PATH,
    title: de.pages.signUp,
    access: pageAccess.signUp,
    chrome: 'bare',
    signedOutOnly: true,
    header: false,
  },
} as const satisfies Record<string, PageRoute>;

/**
 * The not-found page (application.md §1) is no route of its own: the router shows it for every unknown
 * address, inside the shell when signed in and bare when signed out. Its path is what the router matches.
 */
export const NOT_FOUND_PATH = '*';

/** Pages every signed-in user has: home, account, news; and the not-found page. */
export const generalRoutes = {
  home: { path: HOME_PATH, title: de.pages.home, access: pageAccess.home, header: false },
  notFound: { path: NOT_FOUND_PATH, title: de.notFound.title, access: pageAccess.notFound, header: false },
  account: { path: '/account', title: de.pages.account, access: pageAccess.account },
  // Reachable from the home tile 'Organisation' and from the account page (the §2 menu has no entry for it).
  organization: { path: '/organisation', title: de.pages.organization, access: pageAccess.organization },
  updateInfo: { path: '/neuigkeiten', title: de.pages.updateInfo, access: pageAccess.updateInfo },
  updateDetails: {
    path: '/neuigkeiten/:updateInfoId',
    title: de.pages.updateDetails,
    access: pageAccess.updateDetails,
    parent: 'updateInfo',
  },
} as const satisfies Record<string, PageRoute>;

/** Company and its settings (menu Konfiguration > Einstellungen, Stammdaten > Mein Betrieb). */
export const companyRoutes = {
  // Menu Konfiguration > Einstellungen: the company settings of application.md §3.
  globalSettings: { path: '/einstellungen', title: de.pages.globalSettings, access: pageAccess.globalSettings },
  // Menu Stammdaten > Mein Betrieb: the operating units; links to the company and organization pages.
  myCompany: { path: '/mein-betrieb', title: de.pages.myCompany, access: pageAccess.myCompany },
  company: { path: '/betrieb', title: de.pages.company, access: pageAccess.company, parent: 'myCompany' },
} as const satisfies Record<string, PageRoute>;

/** Fahrerbereich (application.md §2): own orders, internal work, own work times. */
export const workRoutes = {
  myOrders: { path: '/meine-auftraege', title: de.pages.myOrders, access: pageAccess.myOrders },
  internalWork: { path: '/interne-arbeiten', title: de.pages.internalWork, access: pageAccess.internalWork },
  myWorkTimes: {
    path: '/meine-arbeitszeiten',
    title: de.pages.myWorkTimes,
    access: pageAccess.myWorkTimes,
    companyAllows: (company, role) => mayViewOwnWorkTimes(company.settings, role),
  },
} as const satisfies Record<string, PageRoute>;

/** Verwaltung > Mitarbeiterkarte (application.md §2; §6: owner, admin, planner). */
export const trackingRoutes = {
  employeesMap: { path: '/mitarbeiterkarte', title: de.pages.employeesMap, access: pageAccess.employeesMap },
  // 'Wer war wann hier?' (issue 13 point 5): reached from the Mitarbeiterkarte, where employees were.
  visits: {
    path: '/mitarbeiterkarte/wer-war-wann-hier',
    title: de.pages.visits,
    access: pageAccess.visits,
    parent: 'employeesMap',
  },
} as const satisfies Record<string, PageRoute>;
