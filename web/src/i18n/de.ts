/**
 * Every German text of the web app. Texts quoted in spec/application.md are used character for
 * character; the others are ours (marked "ours" where the spec says "wording not shown").
 */
export const de = {
  appName: 'Lohnwerk',
  titleSuffix: ' – Lohnwerk',

  shell: {
    // application.md §4 "App shell loading"
    loading: 'Einen Moment, wir holen gerade die neuesten Daten...',
    // ours: the extra line after 10 s
    slowConnection: 'Das dauert länger als gewöhnlich. Vielleicht ist deine Internetverbindung gerade schwach.',
    // application.md §8 "Page errors": 'Hoppla!' asks to reload with an internet connection (body ours)
    oops: 'Hoppla!',
    oopsText: 'Lohnwerk konnte nicht geladen werden. Bitte prüfe deine Internetverbindung und lade die Seite neu.',
    reload: 'Neu laden',
    configError: 'Die Konfiguration konnte nicht geladen werden.',
    pageLoading: 'Seite wird geladen …',
    // ours: the lazy-page hint after 10 s (application.md §2)
    pageSlowHint: 'Das Laden dauert ungewöhnlich lange. Lade die Seite neu, falls sich nichts tut.',
    // ours: the new-version message (application.md §8, wording not shown)
    newVersion: 'Es gibt eine neue Version von Lohnwerk. Bitte lade die Seite neu.',
    offline: 'Du bist offline. Bitte prüfe deine Internetverbindung.',
  },

  nav: {
    header: 'Lohnwerk',
    home: 'Home',
    masterData: 'Stammdaten',
    configuration: 'Konfiguration',
    logout: 'Abmelden',
    menu: 'Menü',
    closeMenu: 'Menü schließen',
    back: 'Zurück',
    mailViewer: 'Mail-Postfach (lokal)',
    userMenu: 'Benutzermenü',
    dismiss: 'Schließen',
    // application.md §4 "Logout dialogs"
    logoutConfirm: 'Willst du dich wirklich abmelden?',
    no: 'Nein',
    yes: 'Ja',
    openNavigation: 'Navigation öffnen',
    closeNavigation: 'Navigation schließen',
  },

  pages: {
    login: 'Anmelden',
    passwordReset: 'Passwort zurücksetzen',
    home: 'Home',
    customers: 'Kunden',
    customerDetails: 'Kunde',
    customerCreate: 'Kunde anlegen',
    customerEdit: 'Kunde bearbeiten',
  },

  login: {
    heading: 'Anmelden',
    intro: 'Melde dich mit deiner Email-Adresse und deinem Passwort an.',
    email: 'Email-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    forgotPassword: 'Passwort vergessen?',
    noAccount: 'Noch keinen Zugang?',
    // application.md §5 / §8, character for character
    missingFields: 'Bitte gib deine Email-Adresse und dein Passwort ein.',
    wrongPassword: 'Das Passwort ist falsch oder dieser Nutzer existiert nicht.',
    userDisabled: 'Dieser Account ist deaktiviert. Bitte kontaktiere unseren Support.',
    invalidEmail: 'Die Email-Adresse ist ungültig.',
    suspendedCompany: 'Zugang gesperrt',
    inactiveCompany: 'Deaktiviert: Dein Zugang wurde vom Betriebsleiter deaktiviert.',
    // ours (wording not shown)
    tooManyRequests:
      'Zu viele Anmeldeversuche. Dein Zugang ist vorübergehend gesperrt. Versuche es später erneut oder setze dein Passwort über „Passwort vergessen?“ zurück.',
    weakConnection: 'Die Verbindung ist zu schwach. Bitte prüfe deine Internetverbindung und versuche es erneut.',
    passwordResetRequired: 'Bitte setze dein Passwort über „Passwort vergessen?“ zurück.',
    generic: 'Die Anmeldung ist fehlgeschlagen. Bitte versuche es später erneut.',
    passwordChanged: 'Dein Passwort wurde geändert. Du kannst dich jetzt anmelden.',
  },

  passwordForgotten: {
    title: 'Passwort vergessen',
    text: 'Gib die Email-Adresse deines Zugangs ein. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegen kannst.',
    email: 'Email-Adresse',
    // application.md §5
    emailRequired: 'Bitte gib deine Email-Adresse ein.',
    submit: 'Link anfordern',
    cancel: 'Abbrechen',
    close: 'Schließen',
    sent: 'Falls es zu dieser Email-Adresse einen Zugang gibt, haben wir dir eine Email mit einem Link zum Zurücksetzen deines Passworts geschickt.',
  },

  registrationInfo: {
    title: 'Registrierung',
    text: 'Zugänge zu Lohnwerk werden per Einladung angelegt: Dein Lohnunternehmer lädt dich ein und du erhältst eine Email mit einem Link, über den du dein Passwort festlegst.',
    text2: 'Du hast keine Einladung bekommen? Dann wende dich bitte an deinen Lohnunternehmer.',
    close: 'Verstanden',
  },

  passwordReset: {
    heading: 'Neues Passwort festlegen',
    password: 'Neues Passwort',
    confirmation: 'Passwort wiederholen',
    submit: 'Passwort speichern',
    // application.md §5, character for character
    mismatch: 'Passwörter stimmen nicht überein.',
    tooShort: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
    invalidLink: 'Der Link ist ungültig oder abgelaufen. Bitte fordere über „Passwort vergessen?“ einen neuen an.',
    toLogin: 'Zur Anmeldung',
  },

  home: {
    greeting: (name: string) => `Hallo ${name}!`,
    company: 'Betrieb',
    noCompany: 'Du bist noch keinem Betrieb zugeordnet.',
    customersTile: 'Kunden',
    customersTileText: 'Kunden anlegen, suchen und bearbeiten.',
  },

  customers: {
    listTitle: 'Kunden',
    create: 'Kunde anlegen',
    edit: 'Bearbeiten',
    search: 'Kunden durchsuchen',
    loading: 'Kunden werden geladen …',
    matches: (n: number) => (n === 1 ? '1 Treffer' : `${n} Treffer`),
    emptyTitle: 'Keine Kunden',
    emptyText: 'Es wurden noch keine Kunden angelegt.',
    noMatchTitle: 'Keine Treffer',
    noMatchText: 'Kein Kunde passt zu deiner Suche.',
    clearFilter: 'Suche zurücksetzen',
    columns: {
      customerNumber: 'Kundennummer',
      name: 'Name',
      city: 'Ort',
      phone: 'Telefon',
      mail: 'Email',
      contact: 'Ansprechpartner',
    },
    created: 'Der Kunde wurde angelegt.',
    saved: 'Die Änderungen wurden gespeichert.',
    notFound: 'Der Kunde wurde nicht gefunden.',
    loadingDetails: 'Kunde wird geladen …',
    reloadAfterConflict: 'Neu laden',
    conflictReloaded: 'Der Kunde wurde neu geladen. Bitte gib deine Änderungen erneut ein.',
  },

  customerForm: {
    masterData: 'Stammdaten',
    customerNumber: 'Kundennummer',
    name: 'Name',
    displayName: 'Anzeigename',
    companyNumber: 'Betriebsnummer',
    mail: 'Email',
    phone: 'Telefon',
    mobile: 'Mobil',
    address: 'Adresse',
    street: 'Straße',
    zip: 'PLZ',
    city: 'Ort',
    country: 'Land',
    deliveryAddress: 'Lieferadresse',
    deliveryAddressToggle: 'Abweichende Lieferadresse',
    deliveryName: 'Name',
    contactPersons: 'Ansprechpartner',
    contactPerson: (n: number) => `Ansprechpartner ${n}`,
    addContact: 'Ansprechpartner hinzufügen',
    removeContact: 'Entfernen',
    noContacts: 'Noch keine Ansprechpartner.',
    salutation: 'Anrede',
    noSalutation: 'Keine Anrede',
    firstName: 'Vorname',
    lastName: 'Nachname',
    isPrimary: 'Hauptansprechpartner',
    visibleInOrders: 'In Aufträgen sichtbar',
    receiptMails: 'Belegmails',
    receiptKinds: {
      bill: 'Rechnung',
      billReminder: 'Mahnung',
      cancellationBill: 'Stornorechnung',
      creditNote: 'Gutschrift',
      deliveryNote: 'Lieferschein',
      offer: 'Angebot',
    },
    permissions: 'Berechtigungen',
    canEditStructures: 'Kunde darf Strukturen bearbeiten',
    save: 'Speichern',
    cancel: 'Abbrechen',
    fixErrors: 'Bitte überprüfe deine Eingaben.',
    optional: 'optional',
  },

  customerDetails: {
    masterData: 'Stammdaten',
    address: 'Adresse',
    deliveryAddress: 'Lieferadresse',
    noDeliveryAddress: 'Keine abweichende Lieferadresse',
    contactPersons: 'Ansprechpartner',
    noContacts: 'Keine Ansprechpartner',
    yes: 'Ja',
    no: 'Nein',
    empty: '–',
  },

  errors: {
    network: 'Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung und versuche es erneut.',
  },
} as const;
