import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ZCustomer } from '../../../../schemas/customer';
import { valuesFromCustomer } from './customer-form-values';
import { MailProblemNote } from './mail-problem-note';

const bounced = { code: 'MAIL_400_10_0003', at: '2026-11-24T09:00:00.000Z' } as const;

describe('a contact whose address had a delivery problem', () => {
  it("shows 'Email-Adresse unzustellbar:' with the catalogue text, and nothing without a problem", () => {
    const shown = renderToStaticMarkup(createElement(MailProblemNote, { problem: bounced, testId: 'note' }));
    expect(shown).toContain(
      'Email-Adresse unzustellbar: Die Mail konnte nicht zugestellt werden. Bitte prüfe die Email-Adresse des Empfängers.',
    );
    expect(renderToStaticMarkup(createElement(MailProblemNote, { problem: null, testId: 'note' }))).toBe('');
  });

  it('keeps the problem in the contact persons editor, from the stored customer', () => {
    const customer = ZCustomer.parse({
      id: 'k1',
      companyId: 'c1',
      name: 'Hof',
      version: 1,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      contactPersons: [{ id: 'p1', lastName: 'Jensen', mail: 'jensen@hof.de', mailProblem: bounced }],
    });
    expect(valuesFromCustomer(customer).contactPersons[0]?.mailProblem).toEqual(bounced);
  });
});
