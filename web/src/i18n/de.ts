import { loginMessages, warningToasts } from '../../../schemas/messages';
import { authTexts } from './de/auth';
import { companyTexts } from './de/company';
import { customerAreaTexts } from './de/customer-area';
import { customersTexts } from './de/customers';
import { driverMapTexts } from './de/driver-map';
import { drivingTexts } from './de/driving';
import { fieldImportTexts } from './de/field-import';
import { fieldPageTexts } from './de/fields';
import { formTexts } from './de/forms';
import { glossary } from './de/glossary';
import { locationTexts } from './de/location';
import { mapTexts } from './de/map';
import { mapShareTexts } from './de/map-shares';
import { markerPageTexts } from './de/markers';
import { orderRequestTexts } from './de/order-requests';
import { orderTexts } from './de/orders';
import { receiptDataTexts } from './de/receipt-data';
import { logoutTexts, menuLabels, shellTexts, specPageTitles } from './de/spec-texts';
import { structurePickingTexts } from './de/structure-picking';
import { taskTexts } from './de/tasks';
import { orderCostTexts, tollTexts } from './de/toll';
import { trackPageTexts } from './de/tracks';
import { visitsTexts } from './de/visits';
import { workTexts } from './de/work';

/**
 * Every German text of the web app. Every text the spec defines (quoted or described) comes from
 * schemas/messages.ts (the ones the server sends too) or de/spec-texts.ts (the ones only the web shows),
 * each tested against the spec; only UI texts the spec does not define are written here.
 */
export const de = {
  appName: 'Lohnwerk',
  titleSuffix: ' – Lohnwerk',

  shell: {
    loading: shellTexts.loadingOverlay,
    slowConnection: shellTexts.loadingSlowConnection,
    oops: shellTexts.oops,
    oopsText: shellTexts.oopsText,
    reload: shellTexts.reload,
    configError: 'Die Konfiguration konnte nicht geladen werden.',
    pageLoading: 'Seite wird geladen …',
    pageSlowHint: shellTexts.lazyPageReloadHint,
    newVersion: shellTexts.newVersionError,
    offline: shellTexts.offlineError,
    online: 'Online',
    offlineShort: 'Offline',
    connection: (online: boolean) => `Verbindung: ${online ? 'online' : 'offline'}`,
    supportBanner: shellTexts.supportBanner,
    roleChanged: shellTexts.roleChanged,
    roleChangedText: shellTexts.roleChangedText,
    restart: shellTexts.restart,
    outdatedVersion: shellTexts.outdatedVersion,
    outdatedVersionText: shellTexts.outdatedVersionText,
    newVersionAvailable: shellTexts.newVersionAvailable,
    update: shellTexts.update,
    ignore: shellTexts.ignore,
    help: 'Hilfe',
    handbook: 'Handbuch',
    chat: 'Chat',
    chatStillLoading: warningToasts.chatStillLoading,
    inactiveCompany: loginMessages.inactiveCompany,
    suspendedCompany: loginMessages.suspendedCompany,
  },

  nav: {
    header: 'Lohnwerk',
    home: specPageTitles.home,
    masterData: menuLabels.masterData,
    configuration: menuLabels.configuration,
    logout: logoutTexts.logOut,
    menu: 'Menü',
    /** The phone's overflow menu of the top navigation (Cloudscape says 'Alle'). */
    moreFunctions: glossary.moreFunctions,
    closeMenu: 'Menü schließen',
    back: 'Zurück',
    mailViewer: 'Mail-Postfach (lokal)',
    /** The user menu's button names what it shows (the user's name) first, as a screen reader reads it (WCAG 2.5.3). */
    userMenu: (shown: string) => (shown ? `${shown}, Benutzermenü` : 'Benutzermenü'),
    dismiss: 'Schließen',
    logoutConfirm: logoutTexts.confirmLogOut,
    no: logoutTexts.no,
    yes: logoutTexts.yes,
    endWorkday: logoutTexts.endWorkday,
    endWorkdayQuestion: logoutTexts.endWorkdayQuestion,
    endAndLogOut: logoutTexts.endAndLogOut,
    cancel: 'Abbrechen',
    openNavigation: 'Navigation öffnen',
    closeNavigation: 'Navigation schließen',
  },

  pages: {
    login: 'Anmelden',
    passwordReset: 'Passwort zurücksetzen',
    home: specPageTitles.home,
    customers: specPageTitles.customers,
    customerDetails: 'Kunde',
    customerCreate: 'Kunde anlegen',
    customerEdit: 'Kunde bearbeiten',
    signUp: 'Registrieren',
    account: menuLabels.account,
    organization: 'Organisation',
    globalSettings: glossary.globalSettings,
    company: 'Firma',
    myCompany: menuLabels.myCompany,
    updateInfo: 'Neuigkeiten',
    updateDetails: 'Neuigkeit',
    customersMap: 'Kundenkarte',
    employeesMap: menuLabels.employeesMap,
    visits: 'Wer war wann hier?',
    myOrders: menuLabels.myOrders,
    internalWork: menuLabels.internalWork,
    myWorkTimes: menuLabels.myWorkTimes,
    employeeTimeTrackings: 'Zeiterfassung',
    contractors: menuLabels.contractors,
    customerFields: 'Meine Felder',
    ordersAdministration: menuLabels.orders,
    ordersArchive: 'Archiv der Aufträge',
    ordersTrash: 'Papierkorb',
    createOrder: 'Auftrag anlegen',
    orderDetails: 'Auftrag',
    orderSettings: menuLabels.orderSettings,
    tasks: menuLabels.tasks,
    taskDetails: 'Aufgabe',
    orderRequests: menuLabels.orderRequests,
    orderRequestsArchive: 'Archiv der Anfragen',
    orderRequestDetails: 'Anfrage',
    contractorOrderRequests: menuLabels.orders,
    contractorOrderRequestsArchive: 'Archiv der Aufträge',
    createContractorOrderRequest: 'Neue Anfrage',
    contractorOrderRequestDetails: 'Anfrage',
  },

  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Diese Adresse gibt es in Lohnwerk nicht. Vielleicht ist der Link veraltet oder enthält einen Tippfehler.',
    home: 'Zur Startseite',
  },

  common: {
    save: 'Speichern',
    cancel: 'Abbrechen',
    reload: 'Neu laden',
    saved: 'Die Änderungen wurden gespeichert.',
    reloaded: 'Die Daten wurden neu geladen. Bitte gib deine Änderungen erneut ein.',
    loading: 'Wird geladen …',
    empty: '–',
    optional: 'optional',
    yes: 'Ja',
    no: 'Nein',
  },

  errors: {
    network: loginMessages.network,
  },
  ...companyTexts,
  ...authTexts,
  ...customersTexts,
  ...receiptDataTexts,
  ...workTexts,
  ...drivingTexts,
  ...driverMapTexts,
  ...taskTexts,
  ...trackPageTexts,
  ...fieldImportTexts,
  ...mapShareTexts,
  ...tollTexts,
  ...orderCostTexts,
  ...fieldPageTexts,
  ...markerPageTexts,
  ...visitsTexts,
  ...customerAreaTexts,
  ...orderRequestTexts,
  ...orderTexts,
  ...formTexts,
  ...mapTexts,
  ...structurePickingTexts,
  ...locationTexts,
} as const;
