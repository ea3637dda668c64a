import { describe, expect, it } from 'vitest';
import type { TMe } from '../../schemas/api/identity';
import type { TInvitation, TInvitationResult } from '../../schemas/api/invitations';
import { api, idTokenFor } from '../support/api-client';
import {
  claimsOf,
  invitationLink,
  invite,
  mailTo,
  newPerson,
  PASSWORD,
  signUp,
  uniqueMail,
} from '../support/invitations';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

const hansenId = () => tenant.login('OWNER').companyId;
const neighbourId = () => otherTenant.login('OWNER').companyId;
const ownerToken = () => tenant.token('OWNER');
const openIds = async (token: string, query = '') =>
  (await api<{ items: TInvitation[] }>('GET', `/identity/invitations${query}`, { token })).body.items.map((i) => i.id);
const myInvitations = async (token: string) =>
  (await api<{ items: TInvitation[] }>('GET', '/identity/my-invitations', { token })).body.items;
const respond = (token: string, invitationId: string, accept: boolean) =>
  api<TInvitationResult>('POST', `/identity/my-invitations/${invitationId}`, { token, body: { accept } });

describe('invitations', () => {
  it('invites by mail; the link signs a new person up once, with the invited role', async () => {
    const email = uniqueMail('lena');
    const invited = await invite(await ownerToken(), {
      email,
      role: 'EMPLOYEE',
      firstName: 'Lena',
      lastName: 'Carstens',
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      invitedUserMail: email,
      invitingCompanyId: hansenId(),
      invitingCompanyName: tenant.companyName,
      invitingUserName: 'Jens Hansen',
      role: 'EMPLOYEE',
      status: 'PENDING',
      invitedAppUserId: null,
    });
    expect(await openIds(await ownerToken())).toContain(invited.body.id);

    const mail = await mailTo(email, 'Einladung');
    expect(mail.subject).toBe(`Einladung zu ${tenant.companyName} – Lohnwerk`);
    const link = await invitationLink(email);
    expect(link.pathname).toBe('/registrieren');
    expect(link.searchParams.get('mail')).toBe(email);
    expect(link.searchParams.get('company')).toBe(tenant.companyName);
    expect(Number(link.searchParams.get('dt'))).toBe(Date.parse(invited.body.expiresAt));
    const token = String(link.searchParams.get('token'));

    const withoutTerms = await signUp(token, PASSWORD, { acceptedTerms: false, acceptedPrivacyPolicy: true });
    expect(withoutTerms.status).toBe(400);
    expect(JSON.stringify(withoutTerms.body)).toContain('Bitte akzeptiere die AGB, um fortzufahren.');

    const result = await signUp(token);
    expect(result).toMatchObject({ status: 200, body: { result: 'success', reason: null, newCompanyId: hansenId() } });
    const idToken = await idTokenFor(email, PASSWORD);
    const claims = claimsOf(idToken);
    expect(claims.roles[hansenId()]).toBe('EMPLOYEE');
    expect(claims.defaultCompanyId).toBe(hansenId());
    const me = await api<TMe>('GET', '/identity/me', { token: idToken });
    expect(me.body).toMatchObject({
      email,
      firstName: 'Lena',
      lastName: 'Carstens',
      role: 'EMPLOYEE',
      company: { id: hansenId(), isSuspended: false, supportEmployeeId: 'demo-employee-support' },
      tokenLastChanged: expect.any(Number),
      employeeId: null,
    });

    const again = await signUp(token, 'NochEinmal1!');
    expect(again).toMatchObject({ status: 200, body: { result: 'error', reason: 'invitation-not-found' } });
    expect(await openIds(await ownerToken())).not.toContain(invited.body.id);
  });

  it('lets only one of two simultaneous sign-ups through one link succeed', async () => {
    const email = uniqueMail('doppelklick');
    await invite(await ownerToken(), { email, role: 'TEMPORARY_WORKER' });
    const token = String((await invitationLink(email)).searchParams.get('token'));
    const results = await Promise.all([signUp(token), signUp(token)]);
    expect(results.map((r) => r.body.reason).sort()).toEqual(['invitation-not-found', null]);
  });

  it('sends people with an account to the account page, where they can decline', async () => {
    const neighbour = otherTenant.login('OWNER');
    const invited = await invite(await ownerToken(), { email: neighbour.email.toUpperCase(), role: 'PLANNER' });
    // The answer does not tell that the address has an account, nor its id (issue 25 point 5).
    expect(invited).toMatchObject({ status: 201, body: { invitedUserMail: neighbour.email, invitedAppUserId: null } });
    const link = await invitationLink(neighbour.email);
    const result = await signUp(String(link.searchParams.get('token')));
    expect(result.body).toEqual({ result: 'error', reason: 'already-exists', newCompanyId: null });

    const neighbourToken = await idTokenFor(neighbour.email, neighbour.password);
    expect((await myInvitations(neighbourToken)).map((i) => i.id)).toContain(invited.body.id);
    // Nobody else can answer it, not even the inviting owner.
    expect((await respond(await ownerToken(), invited.body.id, true)).body.reason).toBe('invitation-not-found');

    const declined = await respond(neighbourToken, invited.body.id, false);
    expect(declined.body).toEqual({ result: 'success', reason: null, newCompanyId: null });
    expect((await myInvitations(neighbourToken)).map((i) => i.id)).not.toContain(invited.body.id);
    expect((await respond(neighbourToken, invited.body.id, true)).body.reason).toBe('invitation-not-found');
    const fresh = claimsOf(await idTokenFor(neighbour.email, neighbour.password, { fresh: true }));
    expect(fresh.roles[hansenId()]).toBeUndefined();
  });

  it('answers an invitation the same whether the address has an account or not (issue 25 point 5)', async () => {
    const person = await newPerson(await ownerToken(), 'EMPLOYEE');
    const neighbourToken = await otherTenant.token('OWNER');
    const known = await invite(neighbourToken, { email: person.email, role: 'PLANNER' });
    const unknown = await invite(neighbourToken, { email: uniqueMail('niemand'), role: 'PLANNER' });
    expect(known.status).toBe(unknown.status);
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(unknown.body).sort());
    expect([known.body.invitedAppUserId, unknown.body.invitedAppUserId]).toEqual([null, null]);
    const listed = await api<{ items: TInvitation[] }>('GET', '/identity/invitations', { token: neighbourToken });
    expect(JSON.stringify(listed.body)).not.toContain(person.userId);
  });

  it('lets a signed-in person accept an invitation into another company', async () => {
    const person = await newPerson(await ownerToken(), 'EMPLOYEE');
    const neighbourToken = await otherTenant.token('OWNER');
    const invited = await invite(neighbourToken, { email: person.email, role: 'PLANNER' });
    expect(invited.body).toMatchObject({ invitingCompanyId: neighbourId(), invitedAppUserId: null });
    expect(JSON.stringify(invited.body)).not.toContain(person.userId);

    const mine = await myInvitations(person.token);
    expect(mine).toEqual([
      expect.objectContaining({ id: invited.body.id, invitingCompanyName: otherTenant.companyName }),
    ]);
    const accepted = await respond(person.token, invited.body.id, true);
    expect(accepted.body).toEqual({ result: 'success', reason: null, newCompanyId: neighbourId() });

    const me = await api<TMe>('GET', '/identity/me', { token: person.token });
    expect(me.body.tokenLastChanged).toBeGreaterThanOrEqual(claimsOf(person.token).iat);
    const claims = claimsOf(await idTokenFor(person.email, PASSWORD, { fresh: true }));
    expect(claims.roles).toMatchObject({ [hansenId()]: 'EMPLOYEE', [neighbourId()]: 'PLANNER' });
    expect(claims.defaultCompanyId).toBe(hansenId());
    expect(await myInvitations(person.token)).toEqual([]);
  });

  it('never lets an invitation reset an existing membership (role or deactivation)', async () => {
    const owner = await ownerToken();
    const person = await newPerson(owner, 'EMPLOYEE');
    // Two invitations to the same company while the person has none there yet (neighbour company).
    const neighbourToken = await otherTenant.token('OWNER');
    const first = await invite(neighbourToken, { email: person.email, role: 'PLANNER' });
    const second = await invite(neighbourToken, { email: person.email, role: 'ADMIN' });
    expect((await respond(person.token, first.body.id, true)).body).toMatchObject({ result: 'success' });
    expect((await respond(person.token, second.body.id, true)).body).toEqual({
      result: 'error',
      reason: 'invitation-not-found',
      newCompanyId: null,
    });
    const claims = claimsOf(await idTokenFor(person.email, PASSWORD, { fresh: true }));
    expect(claims.roles[neighbourId()]).toBe('PLANNER');

    // A deactivated member cannot be brought back (or promoted) through an invitation.
    await api('PATCH', `/identity/members/${person.userId}`, { token: owner, body: { active: false } });
    const again = await invite(owner, { email: person.email, role: 'ACCOUNTANT' });
    expect(again).toMatchObject({ status: 409, body: { code: 'LW_409_20_0001' } });
  });

  it('sends one address at most three invitation mails an hour from one company', async () => {
    const owner = await ownerToken();
    const email = uniqueMail('mehrfach');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await invite(owner, { email, role: 'EMPLOYEE' })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('lets only owners and admins invite, and only in their own company', async () => {
    const planner = await invite(await tenant.token('PLANNER'), { email: uniqueMail('x'), role: 'EMPLOYEE' });
    expect(planner).toMatchObject({ status: 403, body: { code: 'LW_403_10_0001' } });
    const member = await invite(await ownerToken(), { email: tenant.login('EMPLOYEE').email, role: 'PLANNER' });
    expect(member).toMatchObject({
      status: 409,
      body: { code: 'LW_409_20_0001', message: 'Diese Person hat bereits einen Zugang zu deiner Firma.' },
    });

    const email = uniqueMail('zurueckgezogen');
    const invited = await invite(await ownerToken(), { email, role: 'ACCOUNTANT' });
    const neighbourToken = await otherTenant.token('OWNER');
    expect((await api('GET', `/identity/invitations?companyId=${hansenId()}`, { token: neighbourToken })).status).toBe(
      403,
    );
    expect(await openIds(neighbourToken)).not.toContain(invited.body.id);
    const path = `/identity/invitations/${invited.body.id}`;
    expect((await api('DELETE', `${path}?companyId=${hansenId()}`, { token: neighbourToken })).status).toBe(403);
    expect(await api('DELETE', path, { token: neighbourToken })).toMatchObject({
      status: 404,
      body: { code: 'LW_404_20_0001' },
    });

    expect((await api('DELETE', path, { token: await ownerToken() })).body).toEqual({ done: true });
    expect(await openIds(await ownerToken())).not.toContain(invited.body.id);
    expect((await api('DELETE', path, { token: await ownerToken() })).status).toBe(404);
    const link = await invitationLink(email);
    expect((await signUp(String(link.searchParams.get('token')))).body.reason).toBe('invitation-not-found');
  });

  it('invites customers only for a customer of the company', async () => {
    const token = await ownerToken();
    const missing = await invite(token, { email: uniqueMail('kunde'), role: 'CUSTOMER' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('Bitte wähle den Kunden aus, für den die Einladung gilt.');
    const foreign = await invite(token, { email: uniqueMail('kunde'), role: 'CUSTOMER', customerId: 'gibt-es-nicht' });
    expect(foreign).toMatchObject({ status: 404, body: { code: 'LW_404_02_0001' } });
    const neighbourInvite = await invite(await otherTenant.token('OWNER'), {
      email: uniqueMail('kunde'),
      role: 'CUSTOMER',
      customerId: 'demo-customer-10002',
    });
    expect(neighbourInvite.status).toBe(404);

    const person = await newPerson(token, 'CUSTOMER', { customerId: 'demo-customer-10002' });
    expect(person.invitation.invitedCustomerId).toBe('demo-customer-10002');
    const claims = claimsOf(person.token);
    expect(claims.customerIds).toEqual({ [hansenId()]: ['demo-customer-10002'] });
    expect(claims.defaultCompanyId).toBeNull();
    const me = await api<TMe>('GET', '/identity/me', { token: person.token });
    expect(me.body.role).toBe('CUSTOMER');
  });
});
