import { randomUUID } from 'node:crypto';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, listeningAddresses } from '../../lib/local/emulators/listen-addresses.test-kit';
import { LOCKED_OUT } from '../../lib/local/gateway/cognito-proxy';
import { FREE_FAILED_ATTEMPTS } from '../../lib/local/gateway/sign-in-throttle';
import { runtime } from '../support/api-client';

/** Issue 11 point 7: the running embedded runtime on a shared network. */
describe('local mode on a shared network', () => {
  it('listens on loopback only: gateway, DynamoDB Local, SQS, S3, SES and cognito-local', () => {
    const { url, endpoints } = runtime();
    const services = { gateway: url, ...endpoints };
    const listening = Object.fromEntries(
      Object.entries(services).map(([name, address]) => [name, listeningAddresses(Number(new URL(address).port))]),
    );
    for (const [name, addresses] of Object.entries(listening)) {
      expect(addresses.length, `${name} listens`).toBeGreaterThan(0);
      expect(
        addresses.filter((address) => !isLoopbackAddress(address)),
        `${name} on ${addresses}`,
      ).toEqual([]);
    }
  });

  it('locks a user out after repeated wrong passwords on the sign-in path the browser uses', async () => {
    const { url, userPoolClientId } = runtime();
    const username = `niemand-${randomUUID()}@example.com`;
    // The SDK the browser uses, pointed at the gateway's /cognito path as Amplify is.
    const cognito = new CognitoIdentityProviderClient({
      endpoint: `${url}/cognito`,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
    });
    const signIn = () =>
      cognito
        .send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: userPoolClientId,
            AuthParameters: { USERNAME: username, PASSWORD: 'falsch-123' },
          }),
        )
        .then(
          () => ({ name: 'signed in', message: '' }),
          (error: Error) => ({ name: error.name, message: error.message }),
        );
    for (let attempt = 0; attempt < FREE_FAILED_ATTEMPTS; attempt += 1) {
      expect((await signIn()).message).not.toBe(LOCKED_OUT.message);
    }
    expect(await signIn()).toEqual({ name: LOCKED_OUT.__type, message: LOCKED_OUT.message });
    cognito.destroy();
  });
});
