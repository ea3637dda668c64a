import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { StateStore } from '../state';
import { captureOutput, stopChild, trackChild, waitUntilReady } from './processes';

export type LocalCognito = {
  /** cognito-local itself; the browser reaches it through the gateway's /cognito proxy instead. */
  endpoint: string;
  port: number;
  userPoolId: string;
  userPoolClientId: string;
  /** `iss` of its tokens: cognito-local builds it from HOST and PORT, not from the request. */
  issuer: string;
  stop(): Promise<void>;
};

const cognitoLocalBin = createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js');

export const localCognitoClient = (endpoint: string): CognitoIdentityProviderClient =>
  new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

/**
 * Starts cognito-local as a child process: its server reads `.cognito/` relative to the working
 * directory, and changing this process's cwd would confuse everything else. `triggers` maps Cognito
 * trigger names to registry service names; cognito-local invokes them through `lambdaEndpoint`, the
 * gateway's Lambda Invoke shim, so the real trigger handler runs.
 */
export const startCognito = async (options: {
  port: number;
  /** Folder that gets `.cognito/config.json` and cognito-local's JSON database. */
  directory: string;
  lambdaEndpoint: string;
  /** The secret key cognito-local signs its Lambda calls with; the gateway checks it (gateway/sigv4.ts). */
  lambdaSecret: string;
  triggers: Record<string, string>;
  state: StateStore;
  quiet: boolean;
}): Promise<LocalCognito> => {
  const configDirectory = join(options.directory, '.cognito');
  mkdirSync(configDirectory, { recursive: true });
  writeFileSync(
    join(configDirectory, 'config.json'),
    `${JSON.stringify(
      {
        TriggerFunctions: options.triggers,
        LambdaClient: {
          endpoint: options.lambdaEndpoint,
          region: 'local',
          credentials: { accessKeyId: 'local', secretAccessKey: options.lambdaSecret },
        },
      },
      null,
      2,
    )}\n`,
    // The file holds the run's secret: readable by this user only.
    { mode: 0o600 },
  );
  const { NODE_OPTIONS: _ignored, ...environment } = process.env;
  const child = spawn(process.execPath, [cognitoLocalBin], {
    cwd: options.directory,
    env: {
      ...environment,
      PORT: String(options.port),
      HOST: 'localhost',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  trackChild(child);
  const output = captureOutput(child);
  if (!options.quiet) child.stderr?.pipe(process.stderr);
  const endpoint = `http://localhost:${options.port}`;
  try {
    await waitUntilReady('cognito-local', async () => (await fetch(`${endpoint}/health`)).ok, {
      child,
      output,
      timeoutMs: 30_000,
    });
    const { userPoolId, userPoolClientId } = await ensurePool(endpoint, options.state);
    return {
      endpoint,
      port: options.port,
      userPoolId,
      userPoolClientId,
      issuer: `${endpoint}/${userPoolId}`,
      stop: () => stopChild(child),
    };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
};

/** The pool and client of an earlier start if cognito-local still knows them, else new ones. */
const ensurePool = async (
  endpoint: string,
  state: StateStore,
): Promise<{ userPoolId: string; userPoolClientId: string }> => {
  const client = localCognitoClient(endpoint);
  try {
    const remembered = state.read();
    if (remembered.userPoolId && remembered.userPoolClientId) {
      const stillThere = await Promise.all([
        client.send(new DescribeUserPoolCommand({ UserPoolId: remembered.userPoolId })),
        client.send(
          new DescribeUserPoolClientCommand({
            UserPoolId: remembered.userPoolId,
            ClientId: remembered.userPoolClientId,
          }),
        ),
      ]).then(
        () => true,
        () => false,
      );
      if (stillThere) return { userPoolId: remembered.userPoolId, userPoolClientId: remembered.userPoolClientId };
    }
    const pool = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'lohnwerk',
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
      }),
    );
    const userPoolId = pool.UserPool?.Id;
    if (!userPoolId) throw new Error('cognito-local hat keinen User Pool angelegt.');
    const appClient = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'lohnwerk-web',
        // No SRP in cognito-local: the web app signs in with USER_PASSWORD_AUTH locally.
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        GenerateSecret: false,
      }),
    );
    const userPoolClientId = appClient.UserPoolClient?.ClientId;
    if (!userPoolClientId) throw new Error('cognito-local hat keinen App-Client angelegt.');
    state.write({ ...state.read(), userPoolId, userPoolClientId });
    return { userPoolId, userPoolClientId };
  } finally {
    client.destroy();
  }
};
