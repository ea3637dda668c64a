import { describe, expect, it } from 'vitest';
import { formErrorText } from './form-error';

describe('formErrorText', () => {
  it('prefers the server message, then hints to field errors, else nothing', () => {
    expect(formErrorText({ root: { server: { type: 'server', message: 'Kaputt' } } })).toBe('Kaputt');
    expect(formErrorText({ name: { type: 'schema', message: 'Fehlt' } })).toBe('Bitte überprüfe deine Eingaben.');
    expect(formErrorText({})).toBeUndefined();
  });
});
