import { describe, expect, it } from 'vitest';
import { AppError } from '../../../schemas/errors';
import { changeCustomer, keepingBankData, newCustomer, parseCustomerInput, sortCustomers } from './customer';

const now = new Date('2026-11-21T08:00:00Z');
let counter = 0;
const newId = () => `id-${++counter}`;

describe('customer domain', () => {
  it('keeps payment method and mandate as stored for an edit by a role that could not read them', () => {
    const mandate = { reference: 'M-1', signedOn: '2025-02-01', iban: 'DE02120300000000202051', accountHolder: 'Hof' };
    const stored = newCustomer(
      parseCustomerInput({ name: 'Hof', paymentMethod: 'DIRECT_DEBIT', sepaMandate: mandate }),
      {
        id: 'k1',
        companyId: 'c1',
        now,
        newId,
      },
    );
    const entered = parseCustomerInput({ name: 'Hof (neu)', paymentTermDays: 30 });
    expect(keepingBankData(stored, entered)).toMatchObject({
      name: 'Hof (neu)',
      paymentTermDays: 30,
      paymentMethod: 'DIRECT_DEBIT',
      sepaMandate: mandate,
    });
  });

  it('keeps the delivery problem of a contact while the address stays, drops it with a new one, and takes none from input', () => {
    const bounced = { code: 'MAIL_400_10_0003', at: '2026-11-20T08:00:00.000Z' } as const;
    const stored = newCustomer(
      parseCustomerInput({
        name: 'Hof',
        contactPersons: [
          { id: 'p1', lastName: 'A', mail: 'a@hof.de' },
          { id: 'p2', lastName: 'B', mail: 'b@hof.de' },
        ],
      }),
      { id: 'k', companyId: 'c', now, newId },
    );
    expect(stored.contactPersons.map((p) => p.mailProblem)).toEqual([null, null]);
    const marked = { ...stored, contactPersons: stored.contactPersons.map((p) => ({ ...p, mailProblem: bounced })) };
    const newPersonClaimingAProblem = { id: '', lastName: 'C', mail: 'c@hof.de', mailProblem: bounced };
    const input = parseCustomerInput({
      name: 'Hof',
      contactPersons: [
        { id: 'p1', lastName: 'A', mail: 'A@hof.de' },
        { id: 'p2', lastName: 'B', mail: 'neu@hof.de' },
        // A request naming a problem is not heard: the field is the server's.
        newPersonClaimingAProblem,
      ],
    });
    const edited = changeCustomer(marked, input, 1, { now, newId });
    expect(edited.contactPersons.map((p) => p.mailProblem)).toEqual([bounced, null, null]);
  });

  it('creates version 1 with ids for contact persons and a primary person', () => {
    const data = parseCustomerInput({
      name: '  Hof Thomsen  ',
      contactPersons: [
        { id: '', firstName: 'Heinrich', lastName: 'Thomsen' },
        { id: '', firstName: 'Anke' },
      ],
    });
    const customer = newCustomer(data, { id: 'k1', companyId: 'c1', now, newId });
    expect(customer).toMatchObject({
      id: 'k1',
      companyId: 'c1',
      name: 'Hof Thomsen',
      version: 1,
      addressCountryCode: 'DE',
    });
    expect(customer.contactPersons.map((p) => [Boolean(p.id), p.isPrimary])).toEqual([
      [true, true],
      [true, false],
    ]);
    expect(customer.createdAt).toBe(now.toISOString());
  });

  it('rejects an edit made on an older version (optimistic locking)', () => {
    const customer = newCustomer(parseCustomerInput({ name: 'A' }), { id: 'k', companyId: 'c', now, newId });
    const edited = changeCustomer(customer, parseCustomerInput({ name: 'B' }), 1, { now, newId });
    expect(edited).toMatchObject({ name: 'B', version: 2, createdAt: customer.createdAt });
    expect(() => changeCustomer(edited, parseCustomerInput({ name: 'C' }), 1, { now, newId })).toThrow(AppError);
  });

  it('keeps company and id whatever the input says', () => {
    const customer = newCustomer(parseCustomerInput({ name: 'A' }), { id: 'k', companyId: 'c', now, newId });
    const edited = changeCustomer(
      customer,
      { ...parseCustomerInput({ name: 'B' }), id: 'x', companyId: 'evil' } as never,
      1,
      {
        now,
        newId,
      },
    );
    expect(edited.id).toBe('k');
    expect(edited.companyId).toBe('c');
  });

  it('sorts by display name, German collation', () => {
    const make = (name: string, displayName?: string) =>
      newCustomer(parseCustomerInput({ name, displayName }), { id: name, companyId: 'c', now, newId });
    const sorted = sortCustomers([make('Zander'), make('Öko-Hof'), make('Xaver', 'Acker')]);
    expect(sorted.map((c) => c.id)).toEqual(['Xaver', 'Öko-Hof', 'Zander']);
  });

  it('orders equal names by id, like the table lists them', () => {
    const make = (id: string) =>
      newCustomer(parseCustomerInput({ name: 'Hof Meyer' }), { id, companyId: 'c', now, newId });
    expect(sortCustomers([make('k2'), make('k10'), make('k1')]).map((c) => c.id)).toEqual(['k1', 'k10', 'k2']);
  });

  it('words validation problems in German', () => {
    expect(() => parseCustomerInput({ name: ' ' })).toThrow('Bitte gib einen Namen ein.');
    expect(() => parseCustomerInput({ name: 'A', mail: 'kein-mail' })).toThrow('Die Email-Adresse ist ungültig.');
  });
});
