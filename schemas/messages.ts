/**
 * Every German user-facing text of the spec that is not the text of an error code (those live in
 * `errors.ts`). Texts the spec gives are used character for character (application.md §4, §5, §8;
 * services.md §8). Where the spec only describes a text ("wording not shown"), the text is ours, in the
 * app's informal 'du' tone, and marked `// wording ours`.
 */

/** Login page (application.md §5 'Login and sign-up', §8 'Login'). */
export const loginMessages = {
  missingCredentials: 'Bitte gib deine Email-Adresse und dein Passwort ein.',
  passwordResetEmailRequired: 'Bitte gib deine Email-Adresse ein.',
  wrongPasswordOrUnknownUser: 'Das Passwort ist falsch oder dieser Nutzer existiert nicht.',
  userDisabled: 'Dieser Account ist deaktiviert. Bitte kontaktiere unseren Support.',
  invalidEmail: 'Die Email-Adresse ist ungültig.',
  // wording ours: temporary lock that suggests a password reset.
  tooManyRequests:
    'Zu viele Anmeldeversuche: Dein Zugang ist vorübergehend gesperrt. Setze dein Passwort zurück oder versuche es später erneut.',
  // wording ours: weak connection.
  network: 'Deine Internetverbindung ist gerade zu schwach. Bitte prüfe deine Verbindung und versuche es erneut.',
  // wording ours: any other login failure (it is also reported).
  generic: 'Die Anmeldung hat nicht geklappt. Bitte versuche es später erneut.',
  /** Alert for a suspended company; the user is signed out afterwards. */
  suspendedCompany: 'Zugang gesperrt',
  /** Alert for an inactive company; the user is signed out afterwards. */
  inactiveCompany: 'Deaktiviert: Dein Zugang wurde vom Betriebsleiter deaktiviert.',
  // wording ours: the password-forgotten dialog. The answer never tells whether an account exists.
  passwordResetSent:
    'Wenn es zu dieser Email-Adresse einen Zugang gibt, haben wir dir eine Mail zum Zurücksetzen deines Passworts geschickt.',
  // wording ours: the registration info dialog.
  registrationInfo:
    'Einen Zugang bekommst du über eine Einladung: Dein Lohnunternehmer oder dein Arbeitgeber lädt dich per Mail ein.',
} as const;

/** Sign-up page (application.md §2 'Sign-up page', §5, §8 'Sign-up'). */
export const signUpMessages = {
  passwordsDoNotMatch: 'Passwörter stimmen nicht überein.',
  passwordTooShort: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
  termsNotAccepted: 'Bitte akzeptiere die AGB, um fortzufahren.',
  privacyPolicyNotAccepted: 'Bitte akzeptiere die Datenschutzerklärung, um fortzufahren.',
  invitationNotFound: 'Der Einladungslink ist ungültig oder wurde bereits verwendet.',
  alreadyExists: 'Es existiert bereits ein Zugang mit dieser Mailadresse.',
  generic: 'Fehler beim Registrieren. Bitte versuche es später erneut.',
  /** Shown when the invitation link lacks token, dt, mail or company. */
  notPossible: 'Registrierung nicht möglich',
  // wording ours: the explanation below 'Registrierung nicht möglich'.
  notPossibleDetail: 'Du kannst dich nur über den Link in deiner Einladungsmail registrieren.',
  // wording ours: the link's expiry time (dt) has passed.
  linkExpired:
    'Dieser Einladungslink ist abgelaufen. Bitte lass dich von deinem Betrieb oder Lohnunternehmer erneut einladen.',
} as const;

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

/** Order rules, checked in this order on stop or submit (application.md §5 'Order rules'). */
export const orderRuleMessages = {
  employeeRequired: 'Bitte gib einen Mitarbeiter ein.',
  serviceRequired: 'Bitte gib eine Dienstleistung ein.',
  endBeforeStart: 'Bitte trage den Endzeitpunkt ein. Das Enddatum darf nicht vor dem Startdatum liegen.',
  tooManyCustomers: 'Dem Auftrag sind zu viele Kunden zugeordnet',
} as const;

/** Rule 4: parts of an order that do not belong to its operating unit (application.md §8 'Warnings'). */
export const operatingUnitMismatchMessages = {
  // wording ours
  service: 'Die Dienstleistung kann nicht dem ausgewählten Betrieb zugeordnet werden.',
  // wording ours
  customer: 'Der Kunde kann nicht dem ausgewählten Betrieb zugeordnet werden.',
  // wording ours
  machines: 'Eine oder mehrere Maschinen können nicht dem ausgewählten Betrieb zugeordnet werden.',
  // wording ours
  employee: 'Der Mitarbeiter kann nicht dem ausgewählten Betrieb zugeordnet werden.',
  resources: 'Eine oder mehrere Artikel können nicht dem ausgewählten Betrieb zugeordnet werden.',
  // wording ours
  receiptReceiver: 'Der alternative Belegempfänger kann nicht dem ausgewählten Betrieb zugeordnet werden.',
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

export const stopWizardMessages = {
  driverQueriesIncomplete: 'Bitte fülle alle Fahrerabfragen aus.',
  noteRequired: 'Bitte gib eine Notiz ein.',
  machineCountersIncomplete: 'Bitte fülle alle Maschinenzähler aus.',
  taskRecordsIncomplete: 'Bitte fülle die Auftragszusammenfassung aus.',
  internalWorkNoteRequired: 'Trage bitte eine Notiz ein.',
} as const;

/** Warning toasts (application.md §8 'Warnings'). */
export const warningToasts = {
  orderCannotBeStopped: 'Der Auftrag kann nicht gestoppt werden. Bitte überprüfe die Auftragskonfiguration.',
  /** Shown as danger in one place. */
  employeeNotIdentified: 'Konnte Mitarbeiter nicht identifizieren.',
  employeeNotIdentifiedRetry: 'Konnte Mitarbeiter nicht identifizieren. Bitte versuche es später erneut.',
  orderNotFound: 'Konnte Auftrag nicht finden. Bitte versuche es später erneut.',
  operatingUnitNotFound: 'Konnte Betrieb nicht finden. Bitte versuche es später erneut.',
  tooManyCustomers: orderRuleMessages.tooManyCustomers,
  chatStillLoading: 'Der Chat wird gerade noch geladen. Versuche es in ein paar Sekunden noch einmal.',
} as const;

/** The suffix the accounting-settings messages get when the field may stay empty. */
export const OPTIONAL_FIELD_SUFFIX = ' oder lasse das Feld frei';

/** Appends ' oder lasse das Feld frei' when the field is optional (application.md §5 'Accounting settings'). */
export const withOptionalSuffix = (message: string, optional: boolean): string =>
  optional ? `${message}${OPTIONAL_FIELD_SUFFIX}` : message;

/** Accounting settings (application.md §5 'Accounting settings'). */
export const accountingSettingsMessages = {
  invalidTaxAdviserNumber: (optional: boolean) =>
    withOptionalSuffix('Bitte gib eine gültige Beraternummer (1001 - 9999999) ein', optional),
  /** The spec: "similar message ('Mandantennummer (1 - 99999)')"; built like the tax-adviser message. */
  invalidClientNumber: (optional: boolean) =>
    withOptionalSuffix('Bitte gib eine gültige Mandantennummer (1 - 99999) ein', optional),
  invalidRevenueAccount: (optional: boolean) =>
    withOptionalSuffix('Bitte gib ein gültiges Standard-Umsatzkonto ein', optional),
  revenueAccountNotPositive: 'Das Standard-Umsatzkonto muss größer als 0 sein.',
  // wording ours, built like the revenue-account message.
  invalidCustomerAccount: (optional: boolean) =>
    withOptionalSuffix('Bitte gib ein gültiges Standard-Kundenkonto mit mindestens 5 Stellen ein', optional),
  // wording ours
  customerAccountNotPositive: 'Das Standard-Kundenkonto muss größer als 0 sein.',
  customerAccountNotLongerThanRevenueAccount:
    'Das Standard-Kundenkonto muss mindestens eine Stelle länger sein als das Standard-Umsatzkonto.',
  // wording ours, mirrors the supplier-account message.
  customerAccountLengthDiffersFromSupplierAccount:
    'Das Standard-Kundenkonto muss die gleiche Länge haben wie das Standard-Lieferantenkonto.',
  // wording ours
  invalidSupplierAccount: (optional: boolean) =>
    withOptionalSuffix('Bitte gib ein gültiges Standard-Lieferantenkonto ein', optional),
  // wording ours
  supplierAccountNotPositive: 'Das Standard-Lieferantenkonto muss größer als 0 sein.',
  supplierAccountLengthDiffersFromCustomerAccount:
    'Das Standard-Lieferantenkonto muss die gleiche Länge haben wie das Standard-Kundenkonto.',
  // wording ours
  invalidReverseChargeAccount: (optional: boolean) =>
    withOptionalSuffix('Bitte gib ein gültiges Reverse-Charge-Konto ein', optional),
  reverseChargeAccountNotPositive: 'Das Reverse-Charge-Konto muss größer als 0 sein.',
  customerAccountNotLongerThanReverseChargeAccount:
    'Das Standard-Kundenkonto muss mindestens eine Stelle länger sein als das Reverse-Charge-Konto.',
} as const;

/** Codes of the generic checks (application.md §5 'Generic checks'). */
export const genericCheckCodes = [
  'invalid_empty_string',
  'invalid_empty_array',
  'invalid_date_not_after',
  'invalid_date_format',
  'number_not_greater_than',
  'invalid_geolocation',
] as const;
export type TGenericCheckCode = (typeof genericCheckCodes)[number];

/** Default texts of the generic checks, for when the caller has no more specific wording. */
export const genericCheckMessages: Record<TGenericCheckCode, string> = {
  // wording ours
  invalid_empty_string: 'Bitte fülle dieses Feld aus.',
  // wording ours
  invalid_empty_array: 'Bitte wähle mindestens einen Eintrag aus.',
  // wording ours
  invalid_date_not_after: 'Das Datum muss nach dem Bezugsdatum liegen.',
  // wording ours
  invalid_date_format: 'Bitte gib ein gültiges Datum ein.',
  // wording ours
  number_not_greater_than: 'Der Wert ist zu klein.',
  // wording ours
  invalid_geolocation:
    'Die Position ist ungültig: Der Breitengrad muss zwischen -90 und 90 und der Längengrad zwischen -180 und 180 liegen.',
};

const germanNumber = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 5 });

/** invalid_date_not_after with the reference date, already formatted by the caller (e.g. '01.03.2026'). */
// wording ours
export const dateNotAfterMessage = (reference: string): string => `Das Datum muss nach dem ${reference} liegen.`;

/** number_not_greater_than with its bound; `orEqual` allows the bound itself. */
// wording ours
export const numberNotGreaterThanMessage = (bound: number, orEqual = false): string =>
  orEqual
    ? `Der Wert muss mindestens ${germanNumber.format(bound)} sein.`
    : `Der Wert muss größer als ${germanNumber.format(bound)} sein.`;

/** The other checks of application.md §5 that the spec names without a code. */
export const otherCheckMessages = {
  // wording ours: BIC pattern, 8 or 11 characters.
  invalidBic: 'Bitte gib eine gültige BIC mit 8 oder 11 Zeichen ein.',
  // wording ours: the must-be-defined check.
  mustBeDefined: 'Bitte fülle dieses Feld aus.',
} as const;

/** The receipt data of operating units and customers (issue 14 point 2): bank, tax and mandate fields. */
// wording ours
export const receiptDataMessages = {
  invalidIban: 'Bitte gib eine gültige IBAN ein (z. B. DE89 3704 0044 0532 0130 00).',
  invalidCreditorId: 'Bitte gib eine gültige Gläubiger-ID ein (z. B. DE98ZZZ09999999999).',
  invalidVatId: 'Bitte gib eine gültige USt-IdNr. mit Länderkürzel ein (z. B. DE136695976 oder DK13585628).',
  invalidTaxNumber: 'Bitte gib eine Steuernummer mit 10 bis 13 Ziffern ein (z. B. 15/815/08150).',
  invalidLeitwegId: 'Bitte gib eine gültige Leitweg-ID mit passender Prüfziffer ein (z. B. 04011000-1234512345-06).',
  mandateRequired: 'Bitte gib für die Lastschrift ein SEPA-Mandat ein.',
  mandateReference: 'Bitte gib die Mandatsreferenz ein.',
  mandateSignedOn: 'Bitte gib das Datum der Unterschrift ein.',
  accountHolder: 'Bitte gib den Kontoinhaber ein.',
  paymentTermDays: 'Bitte gib ein Zahlungsziel von 0 bis 365 Tagen ein.',
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
