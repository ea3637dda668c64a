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
