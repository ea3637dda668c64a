import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCognitoProxy, FAILED_SIGN_IN_ANSWER, INVALID_SESSION, LOCKED_OUT } from './cognito-proxy';
import { readBody } from './http-util';
import { unknownNameKey } from './sign-in-accounts';
import { createSignInThrottle } from './sign-in-throttle';

/** A stand-in for cognito-local: one user, whose password is 'richtig'; it answers as cognito-local does. */
const RIGHT_PASSWORD = 'richtig';
let upstream: Server;
let proxy: Server;
let now = 0;
const signInsSeenUpstream: string[] = [];
/** The aliases cognito-local resolves to one account (sign-in-accounts.ts asks it): e-mail and sub. */
const ACCOUNTS: Record<string, string> = {
  'alias@hof.de': 'account:sub-alias',
  'ALIAS@HOF.DE': 'account:sub-alias',
  'sub-alias': 'account:sub-alias',
};

beforeAll(async () => {
  upstream = createServer(async (request, response) => {
    const body = JSON.parse((await readBody(request)).toString('utf8'));
    if (String(request.headers['x-amz-target']).endsWith('RespondToAuthChallenge')) {
      // cognito-local checks no session: it sets the password of whoever is named and signs him in.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ AuthenticationResult: { IdToken: `id-${body.ChallengeResponses.USERNAME}` } }));
      return;
    }
    const { AuthParameters } = body;
    signInsSeenUpstream.push(AuthParameters.PASSWORD);
    if (AuthParameters.USERNAME === 'neu@hof.de' && AuthParameters.PASSWORD === RIGHT_PASSWORD) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 'issued-session' }));
      return;
    }
    response.writeHead(AuthParameters.PASSWORD === RIGHT_PASSWORD ? 200 : 400, { 'content-type': 'application/json' });
    response.end(
      AuthParameters.PASSWORD === RIGHT_PASSWORD
        ? JSON.stringify({ AuthenticationResult: { IdToken: 'id' } })
        : JSON.stringify({ __type: 'InvalidPasswordException', message: 'Invalid password' }),
    );
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const forward = createCognitoProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, {
    throttle: createSignInThrottle(() => now),
    accountOf: async (username) => ACCOUNTS[username] ?? unknownNameKey(username),
  });
  proxy = createServer((request, response) => void forward(request, response));
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
});

afterAll(() => {
  proxy.close();
  upstream.close();
});

const signIn = async (password: string, username = 'chef@hof.de') => {
  const response = await fetch(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/cognito/`, {
    method: 'POST',
    headers: {
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      'content-type': 'application/x-amz-json-1.1',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'client',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  });
  return { status: response.status, body: await response.json() };
};

describe('cognito proxy: sign-in lockout as Cognito does it', () => {
  it('refuses even the right password after 30 quick wrong ones, until the lock has passed', async () => {
    now = 1_000_000;
    const answers = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      answers.push(await signIn(`falsch-${attempt}`));
      now += 10;
    }
    expect(answers.slice(0, 5).map((answer) => answer.body)).toEqual(Array(5).fill(FAILED_SIGN_IN_ANSWER));
    expect(
      answers.slice(5).every((answer) => answer.status === 400 && answer.body.message === LOCKED_OUT.message),
    ).toBe(true);
    // Locked attempts never reach cognito-local.
    expect(signInsSeenUpstream).toHaveLength(5);

    expect((await signIn(RIGHT_PASSWORD)).body).toEqual(LOCKED_OUT);
    expect((await signIn(RIGHT_PASSWORD, 'fahrer@hof.de')).status).toBe(200);

    now += 1_000;
    expect((await signIn(RIGHT_PASSWORD)).status).toBe(200);
  });

  it('doubles the lock with every further failure', async () => {
    now = 5_000_000;
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn('falsch', 'b@hof.de');
    now += 1_000;
    expect((await signIn('falsch', 'b@hof.de')).body).toEqual(FAILED_SIGN_IN_ANSWER);
    now += 1_500;
    expect((await signIn(RIGHT_PASSWORD, 'b@hof.de')).body).toEqual(LOCKED_OUT);
    now += 500;
    expect((await signIn(RIGHT_PASSWORD, 'b@hof.de')).status).toBe(200);
  });
});

const proxyUrl = () => `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/cognito/`;

/** A raw InitiateAuth request: body bytes and content type as an attacker chooses them. */
const rawSignIn = async (body: Buffer | string, contentType = 'application/x-amz-json-1.1') => {
  const response = await fetch(proxyUrl(), {
    method: 'POST',
    headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth', 'content-type': contentType },
    body: typeof body === 'string' ? body : Uint8Array.from(body),
  });
  return { status: response.status, body: await response.json() };
};

const signInJson = (username: string, password: string) =>
  JSON.stringify({
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: 'client',
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });

describe('cognito proxy: no way around the lockout (issue 25 point 3)', () => {
  const unreadable = {
    code: 'LW_400_01_0002',
    message: 'Die Anfrage konnte nicht gelesen werden.',
    requestId: expect.any(String),
    __type: 'SerializationException',
  };

  it('refuses a body with a UTF-8 BOM before cognito-local sees it, so 40 of them try no password', async () => {
    now = 9_000_000;
    const seenBefore = signInsSeenUpstream.length;
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(signInJson('bom@hof.de', 'falsch'))]);
    for (let attempt = 0; attempt < 40; attempt += 1) {
      expect(await rawSignIn(withBom)).toEqual({ status: 400, body: unreadable });
    }
    expect(signInsSeenUpstream.length).toBe(seenBefore);
  });

  it('refuses non-JSON, another content type or charset, and keys sent twice', async () => {
    const seenBefore = signInsSeenUpstream.length;
    const utf16 = Buffer.from(signInJson('x@hof.de', 'falsch'), 'utf16le');
    const refused = [
      await rawSignIn('AuthFlow=USER_PASSWORD_AUTH'),
      await rawSignIn(signInJson('x@hof.de', 'falsch'), 'application/json'),
      await rawSignIn(signInJson('x@hof.de', 'falsch'), 'application/x-www-form-urlencoded'),
      await rawSignIn(utf16, 'application/x-amz-json-1.1; charset=utf-16le'),
      await rawSignIn(Buffer.from([0x7b, 0xff, 0x7d])),
      await rawSignIn('[]'),
      await rawSignIn(
        '{"AuthFlow":"USER_PASSWORD_AUTH","ClientId":"c","AuthParameters":{"USERNAME":"a@hof.de","USERNAME":"b@hof.de","PASSWORD":"x"}}',
      ),
      await rawSignIn('{"AuthParameters":{"USERNAME":"a@hof.de","PASSWORD":"x"},"AuthParameters":{"USERNAME":"b"}}'),
      await rawSignIn('{"AuthFlow":"USER_PASSWORD_AUTH","ClientId":"c","AuthParameters":{"USERNAME":["a@hof.de"]}}'),
    ];
    for (const answer of refused) expect(answer).toEqual({ status: 400, body: unreadable });
    expect(signInsSeenUpstream.length).toBe(seenBefore);
  });

  it('counts the e-mail in any case and the sub as one account', async () => {
    now = 11_000_000;
    for (const alias of ['alias@hof.de', 'ALIAS@HOF.DE', 'sub-alias', 'alias@hof.de', 'sub-alias']) {
      expect((await signIn('falsch', alias)).body).toEqual(FAILED_SIGN_IN_ANSWER);
    }
    expect((await signIn(RIGHT_PASSWORD, 'sub-alias')).body).toEqual(LOCKED_OUT);
    expect((await signIn(RIGHT_PASSWORD, 'alias@hof.de')).body).toEqual(LOCKED_OUT);
    now += 1_000;
    expect((await signIn(RIGHT_PASSWORD, 'alias@hof.de')).status).toBe(200);
  });

  it('tries one account`s attempts one at a time, so 40 sent at once try only five passwords', async () => {
    now = 13_000_000;
    const seenBefore = signInsSeenUpstream.length;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) => signIn(`parallel-${attempt}`, 'p@hof.de')),
    );
    expect(signInsSeenUpstream.length - seenBefore).toBe(5);
    expect(answers.filter((answer) => answer.body.message === LOCKED_OUT.message)).toHaveLength(35);
  });
});

const cognitoCall = async (action: string, body: object) => {
  const response = await fetch(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/cognito/`, {
    method: 'POST',
    headers: {
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
      'content-type': 'application/x-amz-json-1.1',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

const newPassword = (username: string, session: string) =>
  cognitoCall('RespondToAuthChallenge', {
    ClientId: 'client',
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: session,
    ChallengeResponses: { USERNAME: username, NEW_PASSWORD: 'Neu2026!' },
  });

describe('cognito proxy: what cognito-local does not check', () => {
  it('answers a challenge only with the session it saw issued for that user, once', async () => {
    expect(await newPassword('inhaber@hof.de', 'forged')).toEqual({ status: 400, body: INVALID_SESSION });
    const signedIn = await signIn(RIGHT_PASSWORD, 'neu@hof.de');
    expect(signedIn.body).toEqual({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 'issued-session' });
    expect(await newPassword('inhaber@hof.de', 'issued-session')).toEqual({ status: 400, body: INVALID_SESSION });
    await signIn(RIGHT_PASSWORD, 'neu@hof.de');
    expect(await newPassword('neu@hof.de', 'issued-session')).toEqual({
      status: 200,
      body: { AuthenticationResult: { IdToken: 'id-neu@hof.de' } },
    });
    expect((await newPassword('neu@hof.de', 'issued-session')).status).toBe(400);
  });

  it('answers a wrong password and an unknown user alike: no account is told apart', async () => {
    expect(await signIn('falsch', 'gibt-es-nicht@hof.de')).toEqual({ status: 400, body: FAILED_SIGN_IN_ANSWER });
  });

  it('refuses sign-in flows the app does not use with JSON, before cognito-local answers them with a 500', async () => {
    const srp = await cognitoCall('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: 'client',
      AuthParameters: { USERNAME: 'chef@hof.de', SRP_A: 'abc' },
    });
    expect(srp.status).toBe(400);
    expect(srp.body).toMatchObject({ __type: 'SerializationException' });
  });
});
