import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InvalidPasswordException,
  UserNotFoundException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '../platform/config';
import { cognitoAccounts } from './cognito-accounts';

const cognito = mockClient(CognitoIdentityProviderClient);
const POOL = 'eu-central-1_TestPool';
const PASSWORD = 'Geheim-2026!';
const accounts = cognitoAccounts();

beforeAll(() => {
  vi.stubEnv('USER_POOL_ID', POOL);
  resetConfigForTests();
});
afterEach(() => {
  cognito.reset();
});
afterAll(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

describe('Cognito accounts', () => {
  it('looks an account up by its normalised mail address', async () => {
    cognito.on(AdminGetUserCommand).resolves({ Username: 'neu@example.de' });
    expect(await accounts.exists(' Neu@Example.DE ')).toBe(true);
    expect(cognito.commandCalls(AdminGetUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: POOL,
      Username: 'neu@example.de',
    });
  });

  it('answers false for an unknown account and passes other failures on', async () => {
    cognito
      .on(AdminGetUserCommand)
      .rejects(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }));
    expect(await accounts.exists('neu@example.de')).toBe(false);
    cognito.on(AdminGetUserCommand).rejects(new Error('throttled'));
    await expect(accounts.exists('neu@example.de')).rejects.toThrow('throttled');
  });

  it('creates a confirmed account without a Cognito mail, then makes the password permanent', async () => {
    cognito.on(AdminCreateUserCommand).resolves({ User: { Attributes: [{ Name: 'sub', Value: 'sub-1' }] } });
    cognito.on(AdminSetUserPasswordCommand).resolves({});
    expect(await accounts.create('Neu@Example.de', PASSWORD)).toEqual({ userId: 'sub-1' });
    expect(cognito.commandCalls(AdminCreateUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: POOL,
      Username: 'neu@example.de',
      MessageAction: 'SUPPRESS',
      TemporaryPassword: PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: 'neu@example.de' },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]?.args[0].input).toEqual({
      UserPoolId: POOL,
      Username: 'neu@example.de',
      Password: PASSWORD,
      Permanent: true,
    });
  });

  it("answers 'exists' and 'invalid-password' for Cognito's refusals, without setting a password", async () => {
    cognito.on(AdminCreateUserCommand).rejects(new UsernameExistsException({ message: 'exists', $metadata: {} }));
    expect(await accounts.create('neu@example.de', PASSWORD)).toBe('exists');
    cognito
      .on(AdminCreateUserCommand)
      .rejects(new InvalidPasswordException({ message: 'Password did not conform with policy', $metadata: {} }));
    expect(await accounts.create('neu@example.de', 'kurz')).toBe('invalid-password');
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toEqual([]);
  });

  it('refuses an account that came back without a sub', async () => {
    cognito.on(AdminCreateUserCommand).resolves({ User: { Attributes: [] } });
    await expect(accounts.create('neu@example.de', PASSWORD)).rejects.toThrow('no sub');
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toEqual([]);
  });

  it('sets a new permanent password (password reset)', async () => {
    cognito.on(AdminSetUserPasswordCommand).resolves({});
    await accounts.setPassword('neu@example.de', PASSWORD);
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]?.args[0].input).toMatchObject({
      Username: 'neu@example.de',
      Permanent: true,
    });
  });
});
