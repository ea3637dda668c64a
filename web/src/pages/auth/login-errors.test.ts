import { describe, expect, it } from 'vitest';
import { loginMessages } from '../../../../schemas/messages';
import { validateWith } from '../../forms/validate';
import { de } from '../../i18n/de';
import { loginErrorMessage, ZLoginForm } from './login-errors';
import { ZNewPasswordForm } from './password-rules';

/** The field errors of the login form ({} when valid); '' is the form's own error. */
const loginErrors = (email: string, password: string) => {
  const checked = validateWith(ZLoginForm, { email, password });
  return checked.ok ? {} : checked.errors;
};
const newPasswordErrors = (password: string, confirmation: string) => {
  const checked = validateWith(ZNewPasswordForm, { password, confirmation });
  return checked.ok ? {} : checked.errors;
};

const named = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('ZLoginForm', () => {
  it('asks for both fields when one is missing (application.md §5, exact text)', () => {
    expect(loginErrors('', '')).toEqual({ '': 'Bitte gib deine Email-Adresse und dein Passwort ein.' });
    expect(loginErrors('   ', 'secret')).toEqual({ '': de.login.missingFields });
    expect(loginErrors('a@b.de', '')).toEqual({ '': de.login.missingFields });
  });

  it('rejects an invalid email at the email field', () => {
    expect(loginErrors('no-mail', 'secret')).toEqual({ email: 'Die Email-Adresse ist ungültig.' });
  });

  it('accepts a trimmed valid email', () => {
    expect(loginErrors('  chef@hof.de ', 'secret')).toEqual({});
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
    // Cognito's (and the local proxy's) temporary lock after repeated wrong passwords.
    expect(loginErrorMessage(named('NotAuthorizedException', 'Password attempts exceeded'))).toBe(
      de.login.tooManyRequests,
    );
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

describe('ZNewPasswordForm (application.md §5)', () => {
  it('needs 6 characters and a matching confirmation', () => {
    expect(newPasswordErrors('12345', '12345')).toEqual({
      password: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
    });
    expect(newPasswordErrors('123456', '123457')).toEqual({ confirmation: 'Passwörter stimmen nicht überein.' });
    expect(newPasswordErrors('123456', '123456')).toEqual({});
  });
});
