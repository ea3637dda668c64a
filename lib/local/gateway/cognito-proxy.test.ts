import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCognitoProxy, LOCKED_OUT } from './cognito-proxy';
import { readBody } from './http-util';
import { createSignInThrottle } from './sign-in-throttle';

/** A stand-in for cognito-local: one user, whose password is 'richtig'; it answers as cognito-local does. */
const RIGHT_PASSWORD = 'richtig';
let upstream: Server;
let proxy: Server;
let now = 0;
const signInsSeenUpstream: string[] = [];

beforeAll(async () => {
  upstream = createServer(async (request, response) => {
    const { AuthParameters } = JSON.parse((await readBody(request)).toString('utf8'));
    signInsSeenUpstream.push(AuthParameters.PASSWORD);
    response.writeHead(AuthParameters.PASSWORD === RIGHT_PASSWORD ? 200 : 400, { 'content-type': 'application/json' });
    response.end(
      AuthParameters.PASSWORD === RIGHT_PASSWORD
        ? JSON.stringify({ AuthenticationResult: { IdToken: 'id' } })
        : JSON.stringify({ __type: 'InvalidPasswordException', message: 'Invalid password' }),
    );
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const forward = createCognitoProxy(
    `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    createSignInThrottle(() => now),
  );
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
    expect(answers.slice(0, 5).map((answer) => answer.body.__type)).toEqual(Array(5).fill('InvalidPasswordException'));
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
    expect((await signIn('falsch', 'b@hof.de')).body.__type).toBe('InvalidPasswordException');
    now += 1_500;
    expect((await signIn(RIGHT_PASSWORD, 'b@hof.de')).body).toEqual(LOCKED_OUT);
    now += 500;
    expect((await signIn(RIGHT_PASSWORD, 'b@hof.de')).status).toBe(200);
  });
});
