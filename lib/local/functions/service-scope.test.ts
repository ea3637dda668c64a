import { fileURLToPath } from 'node:url';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceLocations } from '../../service-environment';
import { type ServiceDefinition, serviceByName } from '../../services';
import { serviceScope, sharedEnvironment } from './environment';
import { createInvoker, type Invoke, loadFunctions } from './lambda';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}.fixtures.ts`, import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const registryEntry = (name: string): ServiceDefinition => {
  const service = serviceByName(name);
  if (!service) throw new Error(`no service ${name} in lib/services.ts`);
  return service;
};

const MAIL_QUEUE_URL = 'http://localhost:9324/000000000000/mail';
const locations: ResourceLocations = {
  tableName: 'lohnwerk',
  queueUrls: { mail: MAIL_QUEUE_URL, receipts: 'http://localhost:9324/000000000000/receipts' },
  bucketNames: { receipts: 'receipts', documents: 'documents' },
  userPool: { userPoolId: 'local_pool', userPoolClientId: 'client', tokenIssuer: 'http://localhost:9229/local_pool' },
  appUrl: 'http://localhost:3000',
};
const shared = sharedEnvironment({
  region: 'eu-central-1',
  runSecret: 'run-secret',
  endpoints: {
    dynamodb: 'http://localhost:8000',
    s3: 'http://localhost:4569',
    sqs: 'http://localhost:9324',
    ses: 'http://localhost:8005',
    cognito: 'http://localhost:9229',
    webSocketManagement: 'http://localhost:3000/_ws',
    lambda: 'http://localhost:3000',
  },
});

/**
 * The real registry entries with throwaway handlers (the runtime's entryOverrides): every service shares
 * this process, yet each sees only what its own entry grants, as each Lambda would on AWS.
 */
describe('each local handler runs with only its own environment', () => {
  const sqs = mockClient(SQSClient);
  let invoke: Invoke;

  beforeAll(async () => {
    sqs.on(SendMessageCommand).resolves({ MessageId: 'message-1' });
    const names = ['identity', 'structures', 'identity-trigger', 'realtime-authorizer'];
    const functions = await loadFunctions({
      services: names.map(registryEntry),
      repositoryRoot,
      scopeOf: (service) => serviceScope(service, locations, shared),
      entryOverrides: {
        identity: fixture('enqueues-mail'),
        structures: fixture('enqueues-mail'),
        'identity-trigger': fixture('binds-table'),
        'realtime-authorizer': fixture('binds-table'),
      },
    });
    invoke = createInvoker(functions, 'eu-central-1');
  });

  afterAll(() => sqs.restore());

  it('a service granted the mail queue (identity) sends to it', async () => {
    await expect(invoke('identity', {})).resolves.toBe('queued');
    expect(sqs.commandCalls(SendMessageCommand).map((call) => call.args[0].input.QueueUrl)).toEqual([MAIL_QUEUE_URL]);
  });

  it('a service without sendTo mail (structures) fails, naming itself and the missing grant', async () => {
    sqs.resetHistory();
    await expect(invoke('structures', {})).rejects.toThrow(
      "Service 'structures' has no access to the mail queue: MAIL_QUEUE_URL is not set (grant it in lib/services.ts, access.sendTo)",
    );
    expect(sqs.commandCalls(SendMessageCommand)).toEqual([]);
  });

  it('entities bound to the table in one service do not leak into a service without table access', async () => {
    await expect(invoke('identity-trigger', {})).resolves.toBe('bound');
    await expect(invoke('realtime-authorizer', {})).rejects.toThrow(
      "Service 'realtime-authorizer' has no access to the table: TABLE_NAME is not set",
    );
  });

  it('a handler declaring a queue its entry does not grant fails when it loads (cold start)', async () => {
    const load = (service: string) =>
      loadFunctions({
        services: [registryEntry(service)],
        repositoryRoot,
        scopeOf: (entry) => serviceScope(entry, locations, shared),
        entryOverrides: { [service]: fixture('declares-mail-queue') },
      });
    // The granted case is every real handler: identity declares the mail queue and loads in every runtime boot.
    await expect(load('masterdata')).rejects.toThrow("Service 'masterdata' has no access to the mail queue");
  });
});
