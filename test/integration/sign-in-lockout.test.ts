import { describe, expect, it } from 'vitest';
import { LOCKED_OUT } from '../../lib/local/gateway/cognito-proxy';
import { runtime } from '../support/api-client';
import { newPerson, PASSWORD } from '../support/invitations';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });

/**
 * Issue 25 point 3: the sign-in lockout of the gateway's /cognito proxy against the real cognito-local,
 * through the path the browser uses. Each test signs in a person of its own, so no other file is locked.
 */
const signIn = async (username: string, password: string, options: { bom?: boolean } = {}) => {
  const json = new TextEncoder().encode(
    JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: runtime().userPoolClientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
  const response = await fetch(`${runtime().url}/cognito/`, {
    method: 'POST',
    headers: {
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      'content-type': 'application/x-amz-json-1.1',
    },
    body: options.bom ? Uint8Array.from([0xef, 0xbb, 0xbf, ...json]) : json,
  });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body, signedIn: 'AuthenticationResult' in body };
};

describe('sign-in lockout through /cognito (issue 25 point 3)', () => {
  it('refuses a body with a BOM in the error model before cognito-local tries the password', async () => {
    const person = await newPerson(await tenant.token('OWNER'), 'EMPLOYEE');
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect(await signIn(person.email, `falsch-${attempt}`, { bom: true })).toMatchObject({
        status: 400,
        body: { code: 'LW_400_01_0002', message: 'Die Anfrage konnte nicht gelesen werden.' },
      });
    }
    // Not even the right password passes that way, and none of the eight was tried: no lock.
    expect((await signIn(person.email, PASSWORD, { bom: true })).signedIn).toBe(false);
    expect((await signIn(person.email, PASSWORD)).signedIn).toBe(true);
  });

  it('counts wrong passwords by the account, whether sent with the e-mail in any case or the sub', async () => {
    const person = await newPerson(await tenant.token('OWNER'), 'EMPLOYEE');
    for (const alias of [person.email, person.userId, person.email.toUpperCase(), person.userId, person.email]) {
      const answer = await signIn(alias, 'ganz-falsch');
      expect(answer.signedIn).toBe(false);
      expect(answer.body.message).not.toBe(LOCKED_OUT.message);
    }
    expect((await signIn(person.userId, PASSWORD)).body).toEqual(LOCKED_OUT);
    expect((await signIn(person.email, PASSWORD)).body).toEqual(LOCKED_OUT);
  });
});
