import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { signInWithPassword } from '../support/api-client';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** A demo login, or a tenant's (`tenant.login(role)`, test/support/tenants.ts): both sign in alike. */
export type Login = { email: string; password: string };

/** The demo company's login for a role (the runtime also seeds a neighbouring company's owner). */
export const demoLogin = (role: string) =>
  inject('runtime').logins.find((entry) => entry.role === role && entry.email.endsWith('@demo.lohnwerk.de'));

/** The demo login for a role, or a failed test when the seed has none. */
export const requireDemoLogin = (role: string) => {
  const login = demoLogin(role);
  if (!login) throw new Error(`no demo login for ${role}`);
  return login;
};

/**
 * A signed-in browser session for `login` (the demo company's or a tenant's), as the login form leaves it: a USER_PASSWORD_AUTH sign-in at
 * Cognito (the form's flow) whose tokens go where Amplify keeps them, localStorage under
 * `CognitoIdentityServiceProvider.<client id>.<user name>.<token>` (its DefaultTokenStore). A page
 * opened with it starts signed in, without typing into the form. Each call signs in anew, so a test
 * that signs out or changes its session touches no other test's session.
 */
export const sessionState = async (login: Login): Promise<StorageState> => {
  const { url, userPoolClientId } = inject('runtime');
  const { username, idToken, accessToken, refreshToken } = await signInWithPassword(login.email, login.password);
  const pool = `CognitoIdentityServiceProvider.${userPoolClientId}`;
  const user = `${pool}.${username}`;
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(url).origin,
        localStorage: [
          { name: `${pool}.LastAuthUser`, value: username },
          { name: `${user}.idToken`, value: idToken },
          { name: `${user}.accessToken`, value: accessToken },
          { name: `${user}.refreshToken`, value: refreshToken },
          { name: `${user}.clockDrift`, value: '0' },
          {
            name: `${user}.signInDetails`,
            value: JSON.stringify({ loginId: login.email, authFlowType: 'USER_PASSWORD_AUTH' }),
          },
        ],
      },
    ],
  };
};
