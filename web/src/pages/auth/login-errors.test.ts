import { describe, expect, it } from 'vitest';
import { loginMessages } from '../../../../schemas/messages';
import { de } from '../../i18n/de';
import { loginErrorMessage, validateLoginInput } from './login-errors';
import { validateNewPassword } from './password-rules';

const named = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('validateLoginInput', () => {
  it('asks for both fields when one is missing (application.md §5, exact text)', () => {
    expect(validateLoginInput('', '')).toBe('Bitte gib deine Email-Adresse und dein Passwort ein.');
    expect(validateLoginInput('   ', 'secret')).toBe(de.login.missingFields);
    expect(validateLoginInput('a@b.de', '')).toBe(de.login.missingFields);
  });

  it('rejects an invalid email', () => {
    expect(validateLoginInput('no-mail', 'secret')).toBe('Die Email-Adresse ist ungültig.');
  });

  it('accepts a trimmed valid email', () => {
    expect(validateLoginInput('  chef@hof.de ', 'secret')).toBeNull();
  });
});

describe('loginErrorMessage (application.md §8)', () => {
  it('maps wrong password and unknown user to one text', () => {
    const text = 'Das Passwort ist falsch oder dieser Nutzer existiert nicht.';
    expect(loginErrorMessage(named('NotAuthorizedException', 'Incorrect username or password.'))).toBe(text);
    expect(loginErrorMessage(named('UserNotFoundException', 'User does not exist.'))).toBe(text);
    expect(loginErrorMessage(named('InvalidPasswordException', 'Invalid password'))).toBe(text);
  });

  it('recognises a disabled user, also wrapped by the pre-token trigger', () => {
    const text = 'Dieser Account ist deaktiviert. Bitte kontaktiere unseren Support.';
    expect(loginErrorMessage(named('NotAuthorizedException', 'User is disabled.'))).toBe(text);
    expect(
      loginErrorMessage(
        named('UserLambdaValidationException', 'PreTokenGeneration failed with error User is disabled.'),
      ),
    ).toBe(text);
  });

  it('maps throttling to the temporary-lock text that suggests a reset', () => {
    expect(loginErrorMessage(named('TooManyRequestsException'))).toBe(de.login.tooManyRequests);
    expect(loginErrorMessage(named('LimitExceededException'))).toBe(de.login.tooManyRequests);
    expect(de.login.tooManyRequests).toBe(loginMessages.tooManyRequests);
    expect(de.login.tooManyRequests).toContain('Setze dein Passwort zurück');
  });

  it('maps network failures to the weak-connection text', () => {
    expect(loginErrorMessage(named('NetworkError', 'A network error has occurred.'))).toBe(de.login.weakConnection);
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(de.login.weakConnection);
  });

  it('falls back to the generic text', () => {
    expect(loginErrorMessage(named('InternalSomething', 'boom'))).toBe(de.login.generic);
    expect(loginErrorMessage('weird')).toBe(de.login.generic);
  });
});

describe('validateNewPassword (application.md §5)', () => {
  it('needs 6 characters and a matching confirmation', () => {
    expect(validateNewPassword('12345', '12345')).toEqual({
      password: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
    });
    expect(validateNewPassword('123456', '123457')).toEqual({ confirmation: 'Passwörter stimmen nicht überein.' });
    expect(validateNewPassword('123456', '123456')).toEqual({});
  });
});
