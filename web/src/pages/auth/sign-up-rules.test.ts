import { describe, expect, it } from 'vitest';
import { validateWith } from '../../forms/validate';
import { readSignUpLink, type SignUpValues, signUpErrorMessage, ZSignUpForm } from './sign-up-rules';

/** The field errors of the sign-up form ({} when valid). */
const validateSignUp = (values: SignUpValues) => {
  const checked = validateWith(ZSignUpForm, values);
  return checked.ok ? {} : checked.errors;
};

const NOW = 1_800_000_000_000;
const query = (values: Record<string, string>) => new URLSearchParams(values);
const full = { token: 'tok', dt: String(NOW + 60_000), mail: 'neu@hof.de', company: 'Lohnbetrieb Hansen' };

describe('readSignUpLink (application.md §2 Sign-up page)', () => {
  it('needs token, dt, mail and company', () => {
    expect(readSignUpLink(query(full), NOW)).toEqual({
      kind: 'ok',
      token: 'tok',
      expiresAt: NOW + 60_000,
      mail: 'neu@hof.de',
      company: 'Lohnbetrieb Hansen',
    });
    for (const key of Object.keys(full)) {
      const { [key as keyof typeof full]: _left, ...rest } = full;
      expect(readSignUpLink(query(rest), NOW)).toEqual({ kind: 'missing' });
      expect(readSignUpLink(query({ ...full, [key]: ' ' }), NOW)).toEqual({ kind: 'missing' });
    }
    expect(readSignUpLink(query({ ...full, dt: 'morgen' }), NOW)).toEqual({ kind: 'missing' });
  });

  it('knows an expired link', () => {
    expect(readSignUpLink(query({ ...full, dt: String(NOW) }), NOW)).toEqual({
      kind: 'expired',
      mail: 'neu@hof.de',
      company: 'Lohnbetrieb Hansen',
    });
  });
});

describe('ZSignUpForm (application.md §5 Sign-up)', () => {
  const ok = { password: 'geheim', confirmation: 'geheim', acceptedTerms: true, acceptedPrivacyPolicy: true };

  it('accepts a matching password of 6 characters with terms and privacy policy', () => {
    expect(validateSignUp(ok)).toEqual({});
  });

  it('gives the exact messages of the spec', () => {
    expect(validateSignUp({ ...ok, confirmation: 'geheim!' })).toEqual({
      confirmation: 'Passwörter stimmen nicht überein.',
    });
    expect(validateSignUp({ ...ok, password: 'kurz', confirmation: 'kurz' })).toEqual({
      password: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
    });
    expect(validateSignUp({ ...ok, acceptedTerms: false })).toEqual({
      acceptedTerms: 'Bitte akzeptiere die AGB, um fortzufahren.',
    });
    expect(validateSignUp({ ...ok, acceptedPrivacyPolicy: false })).toEqual({
      acceptedPrivacyPolicy: 'Bitte akzeptiere die Datenschutzerklärung, um fortzufahren.',
    });
    const all = validateSignUp({ password: '', confirmation: 'x', acceptedTerms: false, acceptedPrivacyPolicy: false });
    expect(Object.keys(all).sort()).toEqual(['acceptedPrivacyPolicy', 'acceptedTerms', 'confirmation', 'password']);
  });
});

describe('signUpErrorMessage (application.md §8 Sign-up)', () => {
  it('maps the reasons to the three texts', () => {
    expect(signUpErrorMessage('invitation-not-found')).toBe(
      'Der Einladungslink ist ungültig oder wurde bereits verwendet.',
    );
    expect(signUpErrorMessage('already-exists')).toBe('Es existiert bereits ein Zugang mit dieser Mailadresse.');
    expect(signUpErrorMessage('unknown')).toBe('Fehler beim Registrieren. Bitte versuche es später erneut.');
    expect(signUpErrorMessage(null)).toBe('Fehler beim Registrieren. Bitte versuche es später erneut.');
  });
});
