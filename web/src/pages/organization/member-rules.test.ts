import { describe, expect, it } from 'vitest';
import { ZCreateInvitation } from '../../../../schemas/api/invitations';
import { validateWith } from '../../forms/validate';
import { changeableRoleOptions, invitationBody, inviteRoleOptions, mayChangeMember, memberName } from './member-rules';

const member = (
  extra: Partial<{ firstName: string | null; lastName: string | null; email: string; active: boolean }>,
) => ({
  firstName: null,
  lastName: null,
  email: 'x@hof.de',
  active: true,
  ...extra,
});

describe('organization page rules', () => {
  it('names a person by name, else by mail', () => {
    expect(memberName(member({ firstName: 'Anna', lastName: 'Meyer' }))).toBe('Anna Meyer');
    expect(memberName(member({ lastName: 'Meyer' }))).toBe('Meyer');
    expect(memberName(member({}))).toBe('x@hof.de');
  });

  it('offers every invitable role with its German label, and only staff roles for a role change', () => {
    expect(inviteRoleOptions.map((option) => option.label)).toEqual([
      'Inhaber',
      'Administrator',
      'Buchhaltung',
      'Disponent',
      'Mitarbeiter',
      'Aushilfe',
      'Subunternehmer',
      'Kunde',
    ]);
    expect(changeableRoleOptions({ role: 'EMPLOYEE' }).map((option) => option.value)).not.toContain('CUSTOMER');
    expect(changeableRoleOptions({ role: 'CUSTOMER' })).toEqual([]);
  });

  it('lets managers change others but not themselves', () => {
    expect(mayChangeMember(true, { userId: 'a' }, 'b')).toBe(true);
    expect(mayChangeMember(true, { userId: 'a' }, 'a')).toBe(false);
    expect(mayChangeMember(false, { userId: 'a' }, 'b')).toBe(false);
  });

  it('builds the invitation body and checks it with the shared schema', () => {
    const values = { email: ' Neu@Hof.de ', role: 'EMPLOYEE' as const, customerId: 'k1', firstName: '', lastName: ' ' };
    expect(invitationBody(values)).toEqual({ email: ' Neu@Hof.de ', role: 'EMPLOYEE' });
    expect(validateWith(ZCreateInvitation, invitationBody(values))).toMatchObject({
      ok: true,
      data: { email: 'neu@hof.de', role: 'EMPLOYEE' },
    });
    const customer = invitationBody({ ...values, role: 'CUSTOMER', customerId: '' });
    expect(validateWith(ZCreateInvitation, customer)).toEqual({
      ok: false,
      errors: { customerId: 'Bitte wähle den Kunden aus, für den die Einladung gilt.' },
    });
    expect(invitationBody({ ...values, role: 'CUSTOMER' })).toMatchObject({ customerId: 'k1' });
    expect(validateWith(ZCreateInvitation, { ...invitationBody(values), email: 'kaputt' })).toMatchObject({
      ok: false,
      errors: { email: 'Die Email-Adresse ist ungültig.' },
    });
  });
});
