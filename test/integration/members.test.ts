import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { TMe } from '../../schemas/api/identity';
import type { TMember } from '../../schemas/api/members';
import type { TApiError } from '../../schemas/errors';
import { api, idTokenFor, runtime, tableClient } from '../support/api-client';
import { claimsOf, invite, newPerson, PASSWORD, uniqueMail } from '../support/invitations';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

const hansenId = () => tenant.login('OWNER').companyId;
const ownerToken = () => tenant.token('OWNER');
const members = async (token: string) =>
  api<{ items: TMember[] }>('GET', '/identity/members', { token }).then((result) => result.body.items);
const update = (token: string, userId: string, body: Record<string, unknown>) =>
  api<TMember & Partial<TApiError>>('PATCH', `/identity/members/${userId}`, { token, body });

describe('members', () => {
  it('lists the people of the company with their roles, owners first', async () => {
    const items = await members(await ownerToken());
    expect(items[0]).toMatchObject({ email: tenant.login('OWNER').email, role: 'OWNER', active: true });
    expect(items).toContainEqual(
      expect.objectContaining({
        email: tenant.login('EMPLOYEE').email,
        firstName: 'Tim',
        lastName: 'Brandt',
        role: 'EMPLOYEE',
      }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        email: tenant.login('CUSTOMER').email,
        role: 'CUSTOMER',
        customerIds: ['demo-customer-10001'],
      }),
    );
    expect(items.some((member) => member.email === otherTenant.login('OWNER').email)).toBe(false);

    // Other files may invite people meanwhile (shared runtime): the employee sees at least everyone listed
    // above, by name and role, but not their login mail (issue 25 point 4: personal data for the office).
    const employeeView = await members(await tenant.token('EMPLOYEE'));
    const seenByEmployee = new Set(employeeView.map((member) => member.userId));
    expect(items.filter((member) => !seenByEmployee.has(member.userId))).toEqual([]);
    expect(employeeView.filter((member) => member.email !== undefined)).toEqual([]);
    expect(employeeView).toContainEqual(expect.objectContaining({ firstName: 'Tim', lastName: 'Brandt' }));
    const worker = await api('GET', '/identity/members', { token: await tenant.token('TEMPORARY_WORKER') });
    expect(worker).toMatchObject({ status: 403, body: { code: 'LW_403_10_0001' } });
  });

  it('protects owners from admins and everybody from changing themselves', async () => {
    const owner = await ownerToken();
    const ownerId = claimsOf(owner).sub;
    const admin = await newPerson(owner, 'ADMIN');
    const colleague = await newPerson(owner, 'EMPLOYEE');

    expect(await update(admin.token, ownerId, { role: 'ADMIN' })).toMatchObject({
      status: 403,
      body: {
        code: 'LW_403_20_0003',
        message: 'Nur ein Inhaber kann die Rolle eines Inhabers ändern oder seinen Zugang deaktivieren.',
      },
    });
    expect((await update(admin.token, ownerId, { active: false })).body.code).toBe('LW_403_20_0003');
    expect(await update(admin.token, admin.userId, { active: false })).toMatchObject({
      status: 403,
      body: { code: 'LW_403_20_0002', message: 'Du kannst deinen eigenen Zugang nicht deaktivieren.' },
    });
    expect((await update(owner, ownerId, { role: 'ADMIN' })).body).toMatchObject({
      code: 'LW_403_20_0001',
      message: 'Du kannst deine eigene Rolle nicht ändern.',
    });
    expect((await update(admin.token, colleague.userId, { role: 'OWNER' })).body.code).toBe('LW_403_20_0004');
    const ownerInvite = await invite(admin.token, { email: uniqueMail('zweiter.inhaber'), role: 'OWNER' });
    expect(ownerInvite).toMatchObject({ status: 403, body: { code: 'LW_403_20_0004' } });
    expect((await update(admin.token, colleague.userId, { role: 'CUSTOMER' })).status).toBe(400);
    expect((await update(await tenant.token('PLANNER'), colleague.userId, { role: 'ADMIN' })).status).toBe(403);

    // Another company cannot reach the person: not with its own company, not by naming ours.
    const neighbour = await otherTenant.token('OWNER');
    expect((await update(neighbour, colleague.userId, { active: false })).body.code).toBe('LW_404_20_0002');
    expect(
      (
        await api('PATCH', `/identity/members/${colleague.userId}?companyId=${hansenId()}`, {
          token: neighbour,
          body: { active: false },
        })
      ).status,
    ).toBe(403);

    const changed = await update(admin.token, colleague.userId, { role: 'PLANNER' });
    expect(changed).toMatchObject({ status: 200, body: { userId: colleague.userId, role: 'PLANNER', active: true } });
  });

  it('marks the token changed, and the next token carries the new role or the deactivation', async () => {
    const owner = await ownerToken();
    const person = await newPerson(owner, 'EMPLOYEE');
    const issuedAt = claimsOf(person.token).iat;

    const promoted = await update(owner, person.userId, { role: 'ACCOUNTANT' });
    expect(promoted.body).toMatchObject({ role: 'ACCOUNTANT', email: person.email });
    const me = await api<TMe>('GET', '/identity/me', { token: person.token });
    // At or after the token's iat: the app reloads the claims (application.md §4).
    expect(me.body.tokenLastChanged).toBeGreaterThanOrEqual(issuedAt);
    const next = await idTokenFor(person.email, PASSWORD, { fresh: true });
    expect(claimsOf(next).roles[hansenId()]).toBe('ACCOUNTANT');
    expect((await api('GET', '/identity/invitations', { token: next })).status).toBe(403);

    expect((await update(owner, person.userId, { active: false })).body).toMatchObject({ active: false });
    const deactivated = await idTokenFor(person.email, PASSWORD, { fresh: true });
    expect(claimsOf(deactivated).inactiveCompanyIds).toEqual([hansenId()]);
    expect(await api('GET', '/structures/customers', { token: deactivated })).toMatchObject({
      status: 403,
      body: { code: 'LW_403_01_0002' },
    });
    const listed = (await members(owner)).find((member) => member.userId === person.userId);
    expect(listed).toMatchObject({ role: 'ACCOUNTANT', active: false });

    await update(owner, person.userId, { active: true });
    const reactivated = await idTokenFor(person.email, PASSWORD, { fresh: true });
    expect((await api('GET', '/structures/customers', { token: reactivated })).status).toBe(200);
  });

  it('takes rights away at once: a token issued before a demotion or deactivation no longer carries them', async () => {
    const owner = await ownerToken();
    const admin = await newPerson(owner, 'ADMIN');
    expect((await api('GET', '/identity/invitations', { token: admin.token })).status).toBe(200);

    await update(owner, admin.userId, { role: 'EMPLOYEE' });
    // Same token as before the change: its claims still say ADMIN; the stored membership decides.
    expect(await api('GET', '/identity/invitations', { token: admin.token })).toMatchObject({
      status: 403,
      body: { code: 'LW_403_10_0001' },
    });
    const selfHelp = await api('PATCH', `/identity/members/${admin.userId}`, {
      token: admin.token,
      body: { role: 'ADMIN' },
    });
    expect(selfHelp.status).toBe(403);

    await update(owner, admin.userId, { active: false });
    expect(await api('GET', '/structures/customers', { token: admin.token })).toMatchObject({
      status: 403,
      body: { code: 'LW_403_01_0002' },
    });
  });
});

describe('/identity/me', () => {
  it('answers from the stored membership, not from the token: the old token hears the new role', async () => {
    const owner = await ownerToken();
    const person = await newPerson(owner, 'EMPLOYEE');
    expect(claimsOf(person.token).roles[hansenId()]).toBe('EMPLOYEE');

    await update(owner, person.userId, { role: 'ACCOUNTANT' });
    const me = await api<TMe>('GET', '/identity/me', { token: person.token });
    expect(me.body).toMatchObject({ role: 'ACCOUNTANT', company: { id: hansenId(), role: 'ACCOUNTANT' } });
    expect(me.body.companies).toEqual([expect.objectContaining({ id: hansenId(), role: 'ACCOUNTANT' })]);

    // A company joined after the token was issued is listed too.
    const neighbourToken = await otherTenant.token('OWNER');
    const invited = await invite(neighbourToken, { email: person.email, role: 'PLANNER' });
    const accepted = await api('POST', `/identity/my-invitations/${invited.body.id}`, {
      token: person.token,
      body: { accept: true },
    });
    expect(accepted.body).toMatchObject({ result: 'success' });
    const joined = await api<TMe>('GET', '/identity/me', { token: person.token });
    expect(joined.body.companies.map((company) => [company.name, company.role]).sort()).toEqual([
      [otherTenant.companyName, 'PLANNER'],
      [tenant.companyName, 'ACCOUNTANT'],
    ]);
  });
});

describe('app meta', () => {
  it('answers without sign-in with the seeded versions and flags', async () => {
    const table = await tableClient();
    const stored = await table.send(new GetCommand({ TableName: runtime().tableName, Key: { pk: 'app', sk: 'meta' } }));
    expect(stored.Item).toBeDefined();
    const meta = await api('GET', '/identity/app-meta');
    const release = { major: 0, minor: 1, patch: 0 };
    expect(meta).toMatchObject({
      status: 200,
      body: {
        currentVersion: { ios: release, android: release, web: release },
        minimumSupportedVersion: { major: 0, minor: 0, patch: 0 },
        featureFlags: { backgroundGeolocation: true, telemetryDeck: false },
      },
    });
  });
});
