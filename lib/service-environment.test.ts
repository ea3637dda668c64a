import { describe, expect, it } from 'vitest';
import { type ResourceLocations, serviceBindings, serviceEnvironment } from './service-environment';
import { type ServiceDefinition, serviceByName } from './services';

const registryEntry = (name: string): ServiceDefinition => {
  const service = serviceByName(name);
  if (!service) throw new Error(`no service ${name} in lib/services.ts`);
  return service;
};

const everything: ResourceLocations = {
  tableName: 'table',
  queueUrls: { mail: 'mail-url', receipts: 'receipts-url' },
  bucketNames: { receipts: 'receipts-bucket', documents: 'documents-bucket' },
  userPool: { userPoolId: 'pool', userPoolClientId: 'client', tokenIssuer: 'issuer' },
  appUrl: 'https://app.example',
  mailFrom: 'Lohnwerk <noreply@example.org>',
  mailConfigurationSet: 'mail-set',
};

describe('serviceEnvironment', () => {
  it('gives identity the table, the mail queue and the user pool, and nothing else', () => {
    const identity = registryEntry('identity');
    expect(serviceEnvironment(identity, everything, 'test')).toEqual({
      POWERTOOLS_SERVICE_NAME: 'identity',
      TABLE_NAME: 'table',
      // The entities its table Service holds: those it owns, then those it reads (issue 26).
      TABLE_ENTITIES: [...new Set([...(identity.access.owns ?? []), ...(identity.access.reads ?? [])])].join(','),
      MAIL_QUEUE_URL: 'mail-url',
      USER_POOL_ID: 'pool',
      USER_POOL_CLIENT_ID: 'client',
      TOKEN_ISSUER: 'issuer',
      APP_URL: 'https://app.example',
    });
  });

  it('gives the mail service its sender and configuration set, and a service without table access no table', () => {
    const environment = serviceEnvironment(registryEntry('mail'), everything, 'test');
    expect(environment.MAIL_FROM).toBe('Lohnwerk <noreply@example.org>');
    expect(environment.MAIL_CONFIGURATION_SET).toBe('mail-set');
    expect(serviceEnvironment(registryEntry('realtime-authorizer'), everything, 'test').TABLE_NAME).toBeUndefined();
    expect(serviceEnvironment(registryEntry('mail-events'), everything, 'test').MAIL_FROM).toBeUndefined();
  });

  it('does not tell a Cognito trigger its own pool (the pool depends on the trigger)', () => {
    const environment = serviceEnvironment(registryEntry('identity-trigger'), { tableName: 'table' }, 'test');
    expect(environment).toEqual({
      POWERTOOLS_SERVICE_NAME: 'identity-trigger',
      TABLE_NAME: 'table',
      TABLE_ENTITIES: expect.stringContaining('membership'),
    });
  });

  it('refuses a service whose granted resource the deployment does not locate', () => {
    expect(() => serviceEnvironment(registryEntry('identity'), { tableName: 'table' }, 'Lohnwerk-Api')).toThrow(
      "Service 'identity' needs the mail queue, which is not available in Lohnwerk-Api",
    );
  });
});

describe('serviceBindings', () => {
  it('derives one binding per grant of the registry entry', () => {
    const receipts: ServiceDefinition = {
      name: 'receipts',
      entry: 'lambdas/receipts/handler.ts',
      access: {
        table: 'read',
        owns: ['receipt'],
        reads: ['order', 'receipt'],
        indexes: ['gsi2'],
        sendTo: ['receipts'],
        buckets: { receipts: 'readWrite' },
        manageConnections: true,
      },
    };
    expect(serviceBindings(receipts)).toEqual([
      { resource: 'table', access: 'read', indexes: ['gsi2'], entities: ['receipt', 'order'] },
      { resource: 'queue', queue: 'receipts' },
      { resource: 'bucket', bucket: 'receipts', access: 'readWrite' },
      { resource: 'userPool', actions: [] },
      { resource: 'manageConnections' },
    ]);
  });

  it('refuses indexes without table access', () => {
    const mail: ServiceDefinition = { name: 'mail', entry: 'lambdas/mail/handler.ts', access: { indexes: ['gsi1'] } };
    expect(() => serviceBindings(mail)).toThrow("Service 'mail' names indexes but no table access");
  });

  it('refuses user pool actions for a Cognito trigger', () => {
    const trigger: ServiceDefinition = {
      name: 'trigger',
      entry: 'lambdas/identity/trigger.ts',
      cognitoTriggers: ['PreTokenGeneration'],
      access: { userPoolActions: ['cognito-idp:AdminGetUser'] },
    };
    expect(() => serviceBindings(trigger)).toThrow(/'trigger' is a Cognito trigger/);
  });
});

describe('push platform applications', () => {
  const applications = { fcm: 'arn:aws:sns:eu-central-1:123456789012:app/GCM/lohnwerk-android' };

  it('are told to the service that pushes, and to no other', () => {
    const located = { ...everything, pushPlatformApplications: applications };
    const notifications = serviceEnvironment(registryEntry('notifications'), located, 'test');
    expect(notifications.PUSH_PLATFORM_APPLICATION_FCM).toBe(applications.fcm);
    expect(notifications.PUSH_PLATFORM_APPLICATION_APNS).toBeUndefined();
    expect(serviceEnvironment(registryEntry('work'), located, 'test').PUSH_PLATFORM_APPLICATION_FCM).toBeUndefined();
  });

  it('leave the environment without push variables when none is configured (the sandbox records)', () => {
    const environment = serviceEnvironment(registryEntry('notifications'), everything, 'test');
    expect(Object.keys(environment).filter((name) => name.startsWith('PUSH_'))).toEqual([]);
  });
});
