import { describe, expect, it } from 'vitest';
import { ZCustomerInput } from '../../../schemas/customer';
import { fieldErrorsFromIssues, validateWith } from './validate';

describe('field errors from the shared schema', () => {
  it('maps zod issues to dotted paths with the German messages', () => {
    const result = validateWith(ZCustomerInput, {
      name: '  ',
      mail: 'kaputt',
      contactPersons: [{ id: 'p1', mail: 'auch kaputt' }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toBe('Bitte gib einen Namen ein.');
    expect(result.errors.mail).toBe('Die Email-Adresse ist ungültig.');
    expect(result.errors['contactPersons.0.mail']).toBe('Die Email-Adresse ist ungültig.');
  });

  it('reports two main contacts on the contact list', () => {
    const result = validateWith(ZCustomerInput, {
      name: 'Hof',
      contactPersons: [
        { id: 'a', isPrimary: true },
        { id: 'b', isPrimary: true },
      ],
    });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.contactPersons).toBe('Nur ein Ansprechpartner kann der Hauptansprechpartner sein.');
  });

  it('returns the parsed data when valid (empty texts become absent)', () => {
    const result = validateWith(ZCustomerInput, { name: ' Hof Meyer ', mail: '', addressCountryCode: 'AT' });
    expect(result).toMatchObject({ ok: true, data: { name: 'Hof Meyer', mail: undefined, addressCountryCode: 'AT' } });
  });

  it('hands back the values as sent, typed as the schema input, next to the parsed data', () => {
    const values = { name: ' Hof Meyer ', mail: '', addressCountryCode: 'AT' };
    const result = validateWith(ZCustomerInput, values);
    expect(result.ok && result.input).toBe(values);
  });

  it('takes server issues, first message per path', () => {
    expect(
      fieldErrorsFromIssues([
        { path: 'name', message: 'A' },
        { path: 'name', message: 'B' },
        { path: 'contactPersons.1.phone', message: 'C' },
      ]),
    ).toEqual({ name: 'A', 'contactPersons.1.phone': 'C' });
  });
});
