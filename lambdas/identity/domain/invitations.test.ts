import { describe, expect, it } from 'vitest';
import { ZInvitation } from '../../../schemas/api/invitations';
import {
  checkInvitationRole,
  INVITATION_VALIDITY_DAYS,
  invitationKind,
  invitationMail,
  isInvitationOpen,
  membershipFromInvitation,
  newInvitation,
  personName,
  signUpLink,
  sortInvitations,
  toInvitation,
  userChangesOnAccept,
} from './invitations';

const now = new Date('2026-11-21T10:00:00Z');
const company = { companyId: 'hansen', name: 'Lohnunternehmen Hansen GmbH & Co. KG' };
const invitingUser = { userId: 'u-owner', email: 'inhaber@demo.lohnwerk.de', firstName: 'Jens', lastName: 'Hansen' };

const invite = (request: Parameters<typeof newInvitation>[0]) =>
  newInvitation(request, { id: 'inv-1', now, company, invitingUser, invitedAppUserId: null });

describe('invitation rules', () => {
  it('makes a pending invitation that is open for 14 days and kept a while longer', () => {
    const { invitation, ttl } = invite({ email: ' Neu@Example.DE ', role: 'EMPLOYEE', firstName: ' Tom ' });
    expect(invitation).toMatchObject({
      invitedUserMail: 'neu@example.de',
      invitingCompanyId: 'hansen',
      invitingCompanyName: company.name,
      invitingUserName: 'Jens Hansen',
      role: 'EMPLOYEE',
      status: 'PENDING',
      invitedCustomerId: null,
      invitedEmployeeId: null,
      firstName: 'Tom',
      lastName: null,
    });
    const days = (Date.parse(invitation.expiresAt) - now.getTime()) / 86_400_000;
    expect(days).toBe(INVITATION_VALIDITY_DAYS);
    expect(ttl * 1000).toBeGreaterThan(Date.parse(invitation.expiresAt));
    expect(ZInvitation.parse(toInvitation(invitation))).toEqual(toInvitation(invitation));
    expect(toInvitation(invitation)).not.toHaveProperty('firstName');
  });

  it('keeps the customer only for customer invitations', () => {
    expect(invite({ email: 'a@b.de', role: 'CUSTOMER', customerId: 'k1' }).invitation.invitedCustomerId).toBe('k1');
    expect(invite({ email: 'a@b.de', role: 'PLANNER', customerId: 'k1' }).invitation.invitedCustomerId).toBeNull();
  });

  it('names the inviter by name, else by mail', () => {
    expect(personName({ firstName: 'Jens', lastName: 'Hansen' }, 'x')).toBe('Jens Hansen');
    expect(personName({ firstName: ' ', lastName: undefined }, 'inhaber@demo.lohnwerk.de')).toBe(
      'inhaber@demo.lohnwerk.de',
    );
  });

  it('lets only owners invite owners', () => {
    expect(() => checkInvitationRole('ADMIN', 'OWNER')).toThrow(expect.objectContaining({ code: 'LW_403_20_0004' }));
    expect(() => checkInvitationRole('OWNER', 'OWNER')).not.toThrow();
    expect(() => checkInvitationRole('ADMIN', 'ADMIN')).not.toThrow();
  });

  it('tells customer from employee invitations (application.md §6)', () => {
    expect(invitationKind('CUSTOMER')).toBe('customer');
    expect(invitationKind('SUBCONTRACTOR')).toBe('employee');
    expect(invitationKind('OWNER')).toBe('employee');
    expect(invitationKind('NOTHING')).toBeNull();
  });

  it('is open only while pending and before expiry', () => {
    const { invitation } = invite({ email: 'a@b.de', role: 'EMPLOYEE' });
    expect(isInvitationOpen(invitation, now)).toBe(true);
    expect(isInvitationOpen(invitation, new Date(invitation.expiresAt))).toBe(false);
    expect(isInvitationOpen({ ...invitation, status: 'ACCEPTED' }, now)).toBe(false);
    expect(isInvitationOpen({ ...invitation, status: 'REVOKED' }, now)).toBe(false);
  });

  it('lists newest first', () => {
    const sorted = sortInvitations([
      { createdAt: '2026-01-01' },
      { createdAt: '2026-03-01' },
      { createdAt: '2026-02-01' },
    ]);
    expect(sorted.map((entry) => entry.createdAt)).toEqual(['2026-03-01', '2026-02-01', '2026-01-01']);
  });

  it('builds the sign-up link with token, dt, mail and company', () => {
    const { invitation } = invite({ email: 'ole+test@example.de', role: 'EMPLOYEE' });
    const link = signUpLink('https://app.example/', 'a+b/c', invitation);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://app.example/registrieren');
    expect(url.searchParams.get('token')).toBe('a+b/c');
    expect(Number(url.searchParams.get('dt'))).toBe(Date.parse(invitation.expiresAt));
    expect(url.searchParams.get('mail')).toBe('ole+test@example.de');
    expect(url.searchParams.get('company')).toBe(company.name);
  });

  it('writes a German mail and escapes what users typed in the HTML', () => {
    const { invitation } = invite({ email: 'neu@example.de', role: 'PLANNER', firstName: 'Tom' });
    const link = signUpLink('https://app.example', 'tok', invitation);
    const mail = invitationMail({ ...invitation, invitingUserName: 'Jens <b>Hansen</b>' }, link);
    expect(mail.subject).toBe('Einladung zu Lohnunternehmen Hansen GmbH & Co. KG – Lohnwerk');
    expect(mail.text).toContain('Hallo Tom,');
    expect(mail.text).toContain('als Disponent von Lohnunternehmen Hansen GmbH & Co. KG');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('bis zum 05.12.2026 gültig');
    expect(mail.html).toContain('Hansen GmbH &amp; Co. KG');
    expect(mail.html).toContain('Jens &lt;b&gt;Hansen&lt;/b&gt;');
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
  });

  it('grants the invited role; a customer login speaks for the invited customer', () => {
    const staff = membershipFromInvitation(invite({ email: 'a@b.de', role: 'ACCOUNTANT' }).invitation, 'u1', now);
    expect(staff).toMatchObject({
      companyId: 'hansen',
      userId: 'u1',
      role: 'ACCOUNTANT',
      customerIds: [],
      active: true,
    });
    const customer = invite({ email: 'a@b.de', role: 'CUSTOMER', customerId: 'k7' }).invitation;
    expect(membershipFromInvitation(customer, 'u2', now)).toMatchObject({ role: 'CUSTOMER', customerIds: ['k7'] });
  });

  it('marks the token changed and gives staff without a default company the inviting one', () => {
    const staff = { role: 'EMPLOYEE' as const, invitingCompanyId: 'hansen' };
    expect(userChangesOnAccept({}, staff, now)).toEqual({
      tokenLastChanged: now.getTime() / 1000,
      defaultCompanyId: 'hansen',
    });
    expect(userChangesOnAccept({ defaultCompanyId: 'nord' }, staff, now)).not.toHaveProperty('defaultCompanyId');
    expect(userChangesOnAccept({}, { ...staff, role: 'CUSTOMER' }, now)).not.toHaveProperty('defaultCompanyId');
  });
});
