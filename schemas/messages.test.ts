import { describe, expect, it } from 'vitest';
import {
  CLIENT_NUMBER_MAX,
  CLIENT_NUMBER_MIN,
  PASSWORD_MIN_LENGTH,
  TAX_ADVISER_NUMBER_MAX,
  TAX_ADVISER_NUMBER_MIN,
} from './constants';
import {
  accountingSettingsMessages,
  dateNotAfterMessage,
  genericCheckCodes,
  genericCheckMessages,
  loginMessages,
  numberNotGreaterThanMessage,
  operatingUnitMismatchMessages,
  orderRuleMessages,
  signUpMessages,
  stopWizardMessages,
  warningToasts,
  withOptionalSuffix,
} from './messages';

describe('texts given by the spec, character for character', () => {
  it('login (application.md §5, §8)', () => {
    expect(loginMessages.missingCredentials).toBe('Bitte gib deine Email-Adresse und dein Passwort ein.');
    expect(loginMessages.passwordResetEmailRequired).toBe('Bitte gib deine Email-Adresse ein.');
    expect(loginMessages.wrongPasswordOrUnknownUser).toBe(
      'Das Passwort ist falsch oder dieser Nutzer existiert nicht.',
    );
    expect(loginMessages.userDisabled).toBe('Dieser Account ist deaktiviert. Bitte kontaktiere unseren Support.');
    expect(loginMessages.invalidEmail).toBe('Die Email-Adresse ist ungültig.');
    expect(loginMessages.suspendedCompany).toBe('Zugang gesperrt');
    expect(loginMessages.inactiveCompany).toBe('Deaktiviert: Dein Zugang wurde vom Betriebsleiter deaktiviert.');
  });

  it('sign-up (application.md §2, §5, §8)', () => {
    expect(signUpMessages.passwordsDoNotMatch).toBe('Passwörter stimmen nicht überein.');
    expect(signUpMessages.passwordTooShort).toBe('Das Passwort muss mindestens 6 Zeichen lang sein.');
    expect(signUpMessages.passwordTooShort).toContain(`mindestens ${PASSWORD_MIN_LENGTH} Zeichen`);
    expect(signUpMessages.termsNotAccepted).toBe('Bitte akzeptiere die AGB, um fortzufahren.');
    expect(signUpMessages.privacyPolicyNotAccepted).toBe('Bitte akzeptiere die Datenschutzerklärung, um fortzufahren.');
    expect(signUpMessages.invitationNotFound).toBe('Der Einladungslink ist ungültig oder wurde bereits verwendet.');
    expect(signUpMessages.alreadyExists).toBe('Es existiert bereits ein Zugang mit dieser Mailadresse.');
    expect(signUpMessages.generic).toBe('Fehler beim Registrieren. Bitte versuche es später erneut.');
    expect(signUpMessages.notPossible).toBe('Registrierung nicht möglich');
  });

  it('order rules and stop wizard (application.md §4, §5)', () => {
    expect(orderRuleMessages).toEqual({
      employeeRequired: 'Bitte gib einen Mitarbeiter ein.',
      serviceRequired: 'Bitte gib eine Dienstleistung ein.',
      endBeforeStart: 'Bitte trage den Endzeitpunkt ein. Das Enddatum darf nicht vor dem Startdatum liegen.',
      tooManyCustomers: 'Dem Auftrag sind zu viele Kunden zugeordnet',
    });
    expect(stopWizardMessages).toEqual({
      driverQueriesIncomplete: 'Bitte fülle alle Fahrerabfragen aus.',
      noteRequired: 'Bitte gib eine Notiz ein.',
      machineCountersIncomplete: 'Bitte fülle alle Maschinenzähler aus.',
      taskRecordsIncomplete: 'Bitte fülle die Auftragszusammenfassung aus.',
      internalWorkNoteRequired: 'Trage bitte eine Notiz ein.',
    });
    expect(operatingUnitMismatchMessages.resources).toBe(
      'Eine oder mehrere Artikel können nicht dem ausgewählten Betrieb zugeordnet werden.',
    );
  });

  it('warning toasts (application.md §8)', () => {
    expect(warningToasts).toEqual({
      orderCannotBeStopped: 'Der Auftrag kann nicht gestoppt werden. Bitte überprüfe die Auftragskonfiguration.',
      employeeNotIdentified: 'Konnte Mitarbeiter nicht identifizieren.',
      employeeNotIdentifiedRetry: 'Konnte Mitarbeiter nicht identifizieren. Bitte versuche es später erneut.',
      orderNotFound: 'Konnte Auftrag nicht finden. Bitte versuche es später erneut.',
      operatingUnitNotFound: 'Konnte Betrieb nicht finden. Bitte versuche es später erneut.',
      tooManyCustomers: 'Dem Auftrag sind zu viele Kunden zugeordnet',
      chatStillLoading: 'Der Chat wird gerade noch geladen. Versuche es in ein paar Sekunden noch einmal.',
    });
  });
});

describe('accounting settings (application.md §5)', () => {
  it("appends ' oder lasse das Feld frei' only when the field is optional", () => {
    expect(accountingSettingsMessages.invalidTaxAdviserNumber(false)).toBe(
      'Bitte gib eine gültige Beraternummer (1001 - 9999999) ein',
    );
    expect(accountingSettingsMessages.invalidTaxAdviserNumber(true)).toBe(
      'Bitte gib eine gültige Beraternummer (1001 - 9999999) ein oder lasse das Feld frei',
    );
    expect(accountingSettingsMessages.invalidRevenueAccount(true)).toBe(
      'Bitte gib ein gültiges Standard-Umsatzkonto ein oder lasse das Feld frei',
    );
    expect(withOptionalSuffix('x', false)).toBe('x');
  });

  it('names the ranges of the constants', () => {
    expect(accountingSettingsMessages.invalidTaxAdviserNumber(false)).toContain(
      `(${TAX_ADVISER_NUMBER_MIN} - ${TAX_ADVISER_NUMBER_MAX})`,
    );
    expect(accountingSettingsMessages.invalidClientNumber(false)).toContain(
      `Mandantennummer (${CLIENT_NUMBER_MIN} - ${CLIENT_NUMBER_MAX})`,
    );
  });

  it('keeps the given account texts', () => {
    expect(accountingSettingsMessages.revenueAccountNotPositive).toBe(
      'Das Standard-Umsatzkonto muss größer als 0 sein.',
    );
    expect(accountingSettingsMessages.customerAccountNotLongerThanRevenueAccount).toBe(
      'Das Standard-Kundenkonto muss mindestens eine Stelle länger sein als das Standard-Umsatzkonto.',
    );
    expect(accountingSettingsMessages.supplierAccountLengthDiffersFromCustomerAccount).toBe(
      'Das Standard-Lieferantenkonto muss die gleiche Länge haben wie das Standard-Kundenkonto.',
    );
    expect(accountingSettingsMessages.reverseChargeAccountNotPositive).toBe(
      'Das Reverse-Charge-Konto muss größer als 0 sein.',
    );
    expect(accountingSettingsMessages.customerAccountNotLongerThanReverseChargeAccount).toBe(
      'Das Standard-Kundenkonto muss mindestens eine Stelle länger sein als das Reverse-Charge-Konto.',
    );
  });
});

describe('generic checks (application.md §5)', () => {
  it('has a text for each code', () => {
    expect(genericCheckCodes).toEqual([
      'invalid_empty_string',
      'invalid_empty_array',
      'invalid_date_not_after',
      'invalid_date_format',
      'number_not_greater_than',
      'invalid_geolocation',
    ]);
    for (const code of genericCheckCodes) expect(genericCheckMessages[code]).toMatch(/^[A-ZÄÖÜ].+\.$/);
  });

  it('words bounds in German number format', () => {
    expect(numberNotGreaterThanMessage(0)).toBe('Der Wert muss größer als 0 sein.');
    expect(numberNotGreaterThanMessage(1.5, true)).toBe('Der Wert muss mindestens 1,5 sein.');
    expect(numberNotGreaterThanMessage(10000)).toBe('Der Wert muss größer als 10.000 sein.');
    expect(dateNotAfterMessage('01.03.2026')).toBe('Das Datum muss nach dem 01.03.2026 liegen.');
  });
});
