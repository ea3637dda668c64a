import { request as httpRequest } from 'node:http';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { clientVersionHeaders } from '../../schemas/api/client-version';
import { parseClaims } from '../../schemas/claims';
import { api, idTokenFor, runtime, tableClient } from '../support/api-client';
import { mailTo, newPerson, PASSWORD } from '../support/invitations';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });

describe('identity', () => {
  it('puts roles, default company and customer ids into the ID token (pre-token trigger)', async () => {
    const owner = tenant.login('OWNER');
    const claims = parseClaims(decodeJwt(await idTokenFor(owner.email, owner.password)) as Record<string, unknown>);
    expect(claims.defaultCompanyId).toBe(owner.companyId);
    expect(claims.roles[owner.companyId]).toBe('OWNER');

    const customer = tenant.login('CUSTOMER');
    const customerClaims = parseClaims(
      decodeJwt(await idTokenFor(customer.email, customer.password)) as Record<string, unknown>,
    );
    expect(customerClaims.defaultCompanyId).toBeNull();
    expect(Object.keys(customerClaims.customerIds)).toEqual([customer.companyId]);
  });

  it('tells the signed-in user who they are', async () => {
    const me = await api('GET', '/identity/me', { token: await tenant.token('PLANNER') });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ role: 'PLANNER', company: { name: tenant.companyName } });
  });

  // These tests change passwords and accounts: they use people of their own, never the demo logins
  // that other test files sign in with at the same time.
  it('mails a reset link through the mail queue and SES, and the link sets a new password', async () => {
    const user = await newPerson(await tenant.token('OWNER'), 'ACCOUNTANT');
    const accepted = await api('POST', '/identity/password-reset', { body: { email: user.email.toUpperCase() } });
    expect(accepted.status).toBe(202);
    const mail = await mailTo(user.email, 'Passwort');
    const token = /token=([\w%-]+)/.exec(JSON.stringify(mail))?.[1];
    expect(token).toBeTruthy();

    const newPassword = 'NeuesPasswort1!';
    const confirmed = await api('POST', '/identity/password-reset/confirm', {
      body: { token: decodeURIComponent(String(token)), password: newPassword },
    });
    expect(confirmed.status).toBe(200);
    await expect(idTokenFor(`${user.email}`.toLowerCase(), newPassword)).resolves.toBeTruthy();

    const reused = await api('POST', '/identity/password-reset/confirm', {
      body: { token: decodeURIComponent(String(token)), password: 'NochEinsNeu1!' },
    });
    expect(reused).toMatchObject({ status: 400, body: { code: 'LW_400_20_0001' } });
  });

  it('answers reset requests for unknown addresses the same way, without sending mail', async () => {
    const result = await api('POST', '/identity/password-reset', { body: { email: 'niemand@example.de' } });
    expect(result.status).toBe(202);
    const invalid = await api('POST', '/identity/password-reset', { body: { email: '' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues).toEqual([{ path: 'email', message: 'Bitte gib deine Email-Adresse ein.' }]);
  });

  it('refuses sign-in of a disabled account with the text the login page shows as disabled', async () => {
    const user = await newPerson(await tenant.token('OWNER'), 'SUBCONTRACTOR');
    const userId = user.userId;
    const table = await tableClient();
    await table.send(
      new UpdateCommand({
        TableName: runtime().tableName,
        Key: { pk: `user#${userId}`, sk: 'profile' },
        UpdateExpression: 'SET disabled = :yes',
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
    try {
      await expect(idTokenFor(user.email, PASSWORD, { fresh: true })).rejects.toThrow(/User is disabled/);
    } finally {
      await table.send(
        new UpdateCommand({
          TableName: runtime().tableName,
          Key: { pk: `user#${userId}`, sk: 'profile' },
          UpdateExpression: 'SET disabled = :no',
          ExpressionAttributeValues: { ':no': false },
        }),
      );
    }
  });

  it('limits reset mails per address and hour (429 with a German message)', async () => {
    const email = 'flut@example.de';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await api('POST', '/identity/password-reset', { body: { email } })).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const refused = await api('POST', '/identity/password-reset', { body: { email: email.toUpperCase() } });
    expect(refused.body).toMatchObject({
      code: 'LW_429_00_0001',
      message: 'Zu viele Anfragen. Bitte warte einen Moment.',
    });
  });

  it('limits wrong link tokens and reset requests per client too, with a German 429 (issue 25 point 5)', async () => {
    // From a loopback address of its own, so the other test files (all from 127.0.0.1) keep their budget.
    const client = `127.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 250) + 1}.9`;
    const post = (path: string, body: unknown) =>
      new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
        const url = new URL(`${runtime().apiUrl}${path}`);
        const call = httpRequest(
          url,
          {
            method: 'POST',
            localAddress: client,
            headers: {
              ...clientVersionHeaders(url.pathname.replace(/^\/api/, '')),
              'content-type': 'application/json',
            },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk) => (text += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text || '{}') }));
          },
        );
        call.on('error', reject);
        call.end(JSON.stringify(body));
      });
    const tooMany = { code: 'LW_429_00_0001', message: 'Zu viele Anfragen. Bitte warte einen Moment.' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push(
        (await post('/identity/password-reset/confirm', { token: `geraten-${attempt}`, password: 'Geraten123!' }))
          .status,
      );
      statuses.push(
        (
          await post('/identity/invitations/accept', {
            token: `geraten-${attempt}`,
            password: 'Geraten123!',
            acceptedTerms: true,
            acceptedPrivacyPolicy: true,
          })
        ).status,
      );
    }
    expect(statuses).toEqual(
      Array(20)
        .fill(400)
        .map((status, index) => (index % 2 === 0 ? status : 200)),
    );
    expect(
      await post('/identity/password-reset/confirm', { token: 'geraten-x', password: 'Geraten123!' }),
    ).toMatchObject({
      status: 429,
      body: tooMany,
    });
    // Reset mails: 30 an hour from one client, to whatever addresses.
    const requests: number[] = [];
    for (let index = 0; index < 31; index++) {
      requests.push(
        (await post('/identity/password-reset', { email: `c${index}.${client.replaceAll('.', '-')}@example.de` }))
          .status,
      );
    }
    expect(requests).toEqual([...Array(30).fill(202), 429]);
    // Other clients are not held back.
    expect(
      (await api('POST', '/identity/password-reset', { body: { email: 'anderer-client@example.de' } })).status,
    ).toBe(202);
  });

  it('lets a reset link work only once, also for two clicks at the same time', async () => {
    const user = await newPerson(await tenant.token('OWNER'), 'ADMIN');
    await api('POST', '/identity/password-reset', { body: { email: user.email } });
    const mail = await mailTo(user.email, 'Passwort');
    const token = decodeURIComponent(String(/token=([\w%-]+)/.exec(JSON.stringify(mail))?.[1]));
    const results = await Promise.all(
      ['ZweimalGeklickt1!', 'ZweimalGeklickt2!'].map((password) =>
        api('POST', '/identity/password-reset/confirm', { body: { token, password } }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
  });
});
