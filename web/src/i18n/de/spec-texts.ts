/**
 * UI texts the spec gives character for character (application.md §2, §4; services.md §6, §8): menu,
 * page titles, shell and logout dialogs, the stop wizard's buttons, the device-telemetry client. Only
 * the web app shows them, so they live here rather than in schemas/messages.ts, which every Lambda loads
 * for the texts its responses carry (issue 26 point 2). spec-texts.test.ts checks them against the spec.
 */

/** Logout dialogs (application.md §4 'Logout dialogs'). */
export const logoutTexts = {
  /** Title of the dialog shown while an activity is running. */
  endWorkday: 'Arbeitstag beenden',
  // wording ours: the question in the 'Arbeitstag beenden' dialog.
  endWorkdayQuestion: 'Du hast noch eine laufende Tätigkeit. Willst du sie beenden, bevor du dich abmeldest?',
  endAndLogOut: 'Beenden und Abmelden',
  logOut: 'Abmelden',
  confirmLogOut: 'Willst du dich wirklich abmelden?',
  no: 'Nein',
  yes: 'Ja',
} as const;

/** Texts of the app shell (application.md §2 'Access behaviour', 'Menu and layout', §4, §8 'Page errors'). */
export const shellTexts = {
  supportBanner: 'Achtung! Du bist in einem Kundenaccount angemeldet!',
  roleChanged: 'Rolle geändert',
  // wording ours: the blocking 'Rolle geändert' dialog asks for a restart.
  roleChangedText: 'Deine Rolle wurde geändert. Bitte starte die App neu, damit die Änderung wirksam wird.',
  // wording ours
  restart: 'Neu starten',
  outdatedVersion: 'Veraltete Version',
  // wording ours: the 'Veraltete Version' dialog with reload or update buttons.
  outdatedVersionText: 'Diese Version von Lohnwerk wird nicht mehr unterstützt. Bitte aktualisiere die App.',
  // wording ours
  reload: 'Neu laden',
  // wording ours
  update: 'Aktualisieren',
  // wording ours: the new-version banner; 'Ignorieren' dismisses it for this version.
  newVersionAvailable: 'Eine neue Version von Lohnwerk ist verfügbar.',
  // wording ours
  ignore: 'Ignorieren',
  loadingOverlay: 'Einen Moment, wir holen gerade die neuesten Daten...',
  // wording ours: the extra line after 10 s.
  loadingSlowConnection: 'Das dauert länger als gewohnt. Vielleicht ist deine Internetverbindung gerade langsam.',
  // wording ours: the blocking dialog when base data has not loaded within 60 s.
  loadingFailedTitle: 'Daten konnten nicht geladen werden',
  // wording ours
  loadingFailedText: 'Die Daten konnten nicht geladen werden. Bitte prüfe deine Internetverbindung und lade neu.',
  // wording ours: the lazy-page fallback hint after 10 s.
  lazyPageReloadHint: 'Das Laden dauert ungewöhnlich lange. Bitte lade die Seite neu.',
  // wording ours: page errors (new version, offline, generic on web and on native).
  newVersionError: 'Es gibt eine neue Version von Lohnwerk. Bitte lade die Seite neu.',
  // wording ours
  offlineError: 'Du bist offline. Bitte prüfe deine Internetverbindung.',
  // wording ours
  genericError: 'Da ist etwas schiefgelaufen. Bitte lade die Seite neu.',
  // wording ours
  genericErrorNative: 'Da ist etwas schiefgelaufen. Bitte starte die App neu.',
  oops: 'Hoppla!',
  // wording ours: the 'Hoppla!' dialog asks to restart or reload and to have an internet connection.
  oopsText:
    'Da ist etwas schiefgelaufen. Bitte starte die App neu oder lade die Seite neu und achte darauf, dass du mit dem Internet verbunden bist.',
} as const;

/** Location permission and internal work (application.md §4 'Internal work', §8 'Location'). */
export const workTexts = {
  // wording ours: confirm dialog when background location is not authorised; 'Ja' opens the settings.
  allowLocationTitle: 'Standort erlauben',
  // wording ours
  allowLocationText:
    'Damit deine Arbeit aufgezeichnet werden kann, erlaube Lohnwerk bitte in den Einstellungen, immer auf deinen Standort zuzugreifen. Einstellungen jetzt öffnen?',
  // wording ours: which operating unit to use for internal work.
  chooseOperatingUnit: 'Für welchen Betrieb arbeitest du?',
  // wording ours: starting something new while work is active.
  stopActiveWorkFirst: 'Bitte beende zuerst deinen laufenden Auftrag oder deine interne Arbeit.',
} as const;

/** The stop-order wizard (application.md §4 'Stopping an order', §5 'Stop wizard'). */
export const stopWizardTexts = {
  stopOrder: 'Auftrag stoppen',
  preparing: 'Auftrag stoppen wird vorbereitet',
  next: 'Weiter',
  confirm: 'Bestätigen',
  // wording ours
  back: 'Zurück',
  // wording ours: the first step's back button cancels.
  cancel: 'Abbrechen',
  // wording ours: step titles.
  confirmationStep: 'Willst du den Auftrag wirklich stoppen?',
  // wording ours
  driverQueriesStep: 'Fahrerabfragen',
  // wording ours
  machineCountersStep: 'Maschinenzähler',
  // wording ours
  taskRecordsStep: 'Auftragszusammenfassung',
} as const;

/** Status texts of the device-telemetry client (services.md §8); English, as the spec gives them. */
export const deviceTelemetryStatusTexts = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
} as const;

export const deviceTelemetryClientMessages = {
  /** Any other non-2xx status. */
  genericError: 'Generic Error',
  userAborted: 'The user aborted a request.',
  requestAborted: 'Request aborted',
  /** A device-telemetry call without a signed-in user (services.md §6). */
  noAuthenticatedUser: 'No authenticated user found.',
} as const;

/** The device-telemetry client's text for a non-2xx status. */
export const deviceTelemetryStatusText = (status: number): string =>
  Object.hasOwn(deviceTelemetryStatusTexts, status)
    ? deviceTelemetryStatusTexts[status as keyof typeof deviceTelemetryStatusTexts]
    : deviceTelemetryClientMessages.genericError;

/** Menu entries (application.md §2 'Menu and layout'). */
export const menuLabels = {
  // wording ours: §2 names the section 'Customer area' without a German title.
  customerArea: 'Kundenbereich',
  // wording ours: §2 names the section 'Administration' without a German title.
  administration: 'Verwaltung',
  contractors: 'Dienstleister',
  orders: 'Aufträge',
  campaigns: 'Auftragsketten',
  projects: 'Projekte',
  orderRequests: 'Anfragen',
  // wording ours: §2 lists 'order settings' among the order pages; the menu puts them under Aufträge.
  orderSettings: 'Auftragseinstellungen',
  cropProtectionImport: 'Pflanzenschutz-Import',
  // wording ours: §2 lists 'toll' among the company pages; the menu puts it under Aufträge, whose trips it bills.
  toll: 'Maut',
  // wording ours: §2 lists the 'rentals overview' among other master data.
  rentalsOverview: 'Vermietungen',
  receipts: 'Belege',
  bills: 'Rechnungen',
  deliveryNotes: 'Lieferscheine',
  offers: 'Angebote',
  creditNotes: 'Gutschriften',
  incomingReceipts: 'Eingangsbelege',
  incomingBills: 'Rechnungen',
  incomingCreditNotes: 'Gutschriften',
  employeesMap: 'Mitarbeiterkarte',
  masterData: 'Stammdaten',
  employees: 'Mitarbeiter',
  machines: 'Maschinen',
  loadingPoints: 'Be-/Entladestellen',
  tracks: 'Strecken',
  fields: 'Felder',
  markers: 'Markierungen',
  customers: 'Kunden',
  services: 'Dienstleistungen',
  resources: 'Artikel',
  gasStations: 'Tankstellen',
  suppliers: 'Lieferanten',
  myCompany: 'Mein Betrieb',
  reports: 'Berichte & Analysen',
  driverArea: 'Fahrerbereich',
  myOrders: 'Meine Aufträge',
  // wording ours: §2 'tasks list' (orders area); in the Fahrerbereich, where every role of §6 sees it.
  tasks: 'Aufgaben',
  internalWork: 'Interne Arbeiten',
  myWorkTimes: 'Meine Arbeitszeiten',
  configuration: 'Konfiguration',
  settings: 'Einstellungen',
  account: 'Account',
  logOut: 'Abmelden',
} as const;

/** The page titles the spec names as examples (application.md §2); the page registry holds the rest. */
export const specPageTitles = {
  home: 'Home',
  orders: 'Aufträge',
  disposition: 'Disposition',
  bills: 'Rechnungen',
  customers: 'Kunden',
  machines: 'Maschinen',
  projects: 'Projekte',
  reports: 'Berichte & Analysen',
} as const;
