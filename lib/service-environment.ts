import {
  type BucketName,
  bucketNames,
  bucketVariable,
  environmentNames,
  functionNameVariable,
  type PushPlatformApplications,
  type QueueName,
  queueUrlVariable,
} from '../lambdas/platform/environment-names';
import type { BucketAccess, ServiceDefinition } from './services';

/**
 * What a service is bound to, derived from its registry entry (lib/services.ts). Each binding is one
 * grant and the variables that tell the handler where the granted resource is. The CDK turns bindings
 * into IAM statements (lib/constructs/service-function.ts); the CDK and the embedded runtime both build
 * the environment with `serviceEnvironment`, so a handler sees the same variables everywhere.
 */
export type ServiceBinding =
  | { resource: 'table'; access: 'read' | 'readWrite'; indexes: readonly string[]; entities: readonly string[] }
  | { resource: 'queue'; queue: QueueName }
  | { resource: 'bucket'; bucket: BucketName; access: BucketAccess }
  /** Token verification (issuer, client), plus the registry's admin actions on the pool. */
  | { resource: 'userPool'; actions: readonly string[] }
  | { resource: 'sendMail' }
  | { resource: 'manageConnections' }
  /** lambda:InvokeFunction on one other registry service. */
  | { resource: 'function'; service: string }
  /** The configured SNS platform applications and their device endpoints; none configured, none granted. */
  | { resource: 'push' };

/**
 * A Cognito trigger is called by its user pool while the pool is created, so it cannot know the pool
 * (a dependency cycle); every other service learns the pool to verify ID tokens.
 */
const knowsUserPool = (service: ServiceDefinition): boolean => !(service.cognitoTriggers ?? []).length;

const bucketAccess = (buckets: ServiceDefinition['access']['buckets']) =>
  bucketNames.flatMap((bucket) => {
    const level = buckets?.[bucket];
    return level ? [[bucket, level] as const] : [];
  });

export const serviceBindings = (service: ServiceDefinition): ServiceBinding[] => {
  const { access } = service;
  const bindings: ServiceBinding[] = [];
  if (access.table) {
    const entities = [...new Set([...(access.owns ?? []), ...(access.reads ?? [])])];
    bindings.push({ resource: 'table', access: access.table, indexes: access.indexes ?? [], entities });
  } else if (access.indexes?.length) throw new Error(`Service '${service.name}' names indexes but no table access`);
  for (const queue of access.sendTo ?? []) bindings.push({ resource: 'queue', queue });
  for (const [bucket, level] of bucketAccess(access.buckets))
    bindings.push({ resource: 'bucket', bucket, access: level });
  if (knowsUserPool(service)) {
    bindings.push({ resource: 'userPool', actions: access.userPoolActions ?? [] });
  } else if (access.userPoolActions?.length) {
    throw new Error(`Service '${service.name}' is a Cognito trigger and cannot be granted actions on its own pool`);
  }
  if (access.sendMail) bindings.push({ resource: 'sendMail' });
  if (access.manageConnections) bindings.push({ resource: 'manageConnections' });
  if (access.push) bindings.push({ resource: 'push' });
  for (const callee of access.invokes ?? []) {
    if (callee === service.name) throw new Error(`Service '${service.name}' cannot invoke itself`);
    bindings.push({ resource: 'function', service: callee });
  }
  return bindings;
};

/** Where the resources are: CDK tokens when synthesising, real names and URLs in the embedded runtime. */
export type ResourceLocations = {
  tableName?: string;
  queueUrls?: Partial<Record<QueueName, string>>;
  bucketNames?: Partial<Record<BucketName, string>>;
  userPool?: { userPoolId: string; userPoolClientId: string; tokenIssuer: string };
  /** Public address of the web app, for links in mails; without it handlers use their default. */
  appUrl?: string;
  /** Sender of outgoing mail; without it the handlers' default applies. */
  mailFrom?: string;
  /** The SES configuration set that reports delivery problems; none locally. */
  mailConfigurationSet?: string;
  /** SNS platform applications for push; a provider without one is not pushed to (the sandbox records). */
  pushPlatformApplications?: PushPlatformApplications;
  /** Function names of the registry services, for services that invoke another. */
  functionNames?: Readonly<Record<string, string>>;
};

/**
 * The service's whole environment as lambdas/platform/config.ts reads it. Throws when a binding's
 * resource is not located: better a failed synth or start than a function that fails on first use.
 * `where` names the deployment in that error (a stack, the embedded runtime).
 */
export const serviceEnvironment = (
  service: ServiceDefinition,
  locations: ResourceLocations,
  where: string,
): Record<string, string> => {
  const missing = (what: string): never => {
    throw new Error(`Service '${service.name}' needs ${what}, which is not available in ${where}`);
  };
  const environment: Record<string, string> = { [environmentNames.serviceName]: service.name };
  for (const binding of serviceBindings(service)) {
    switch (binding.resource) {
      case 'table':
        environment[environmentNames.tableName] = locations.tableName ?? missing('the table');
        environment[environmentNames.tableEntities] = binding.entities.join(',');
        break;
      case 'queue':
        environment[queueUrlVariable(binding.queue)] =
          locations.queueUrls?.[binding.queue] ?? missing(`the ${binding.queue} queue`);
        break;
      case 'bucket':
        environment[bucketVariable(binding.bucket)] =
          locations.bucketNames?.[binding.bucket] ?? missing(`the ${binding.bucket} bucket`);
        break;
      case 'userPool': {
        const pool = locations.userPool ?? missing('the user pool');
        environment[environmentNames.userPoolId] = pool.userPoolId;
        environment[environmentNames.userPoolClientId] = pool.userPoolClientId;
        environment[environmentNames.tokenIssuer] = pool.tokenIssuer;
        break;
      }
      case 'sendMail':
        if (locations.mailFrom) environment[environmentNames.mailFrom] = locations.mailFrom;
        if (locations.mailConfigurationSet) {
          environment[environmentNames.mailConfigurationSet] = locations.mailConfigurationSet;
        }
        break;
      case 'manageConnections':
        // The handler learns the management endpoint from each connect event; no variable needed.
        break;
      case 'push': {
        const { fcm, apns } = locations.pushPlatformApplications ?? {};
        if (fcm) environment[environmentNames.pushApplicationFcm] = fcm;
        if (apns) environment[environmentNames.pushApplicationApns] = apns;
        break;
      }
      case 'function':
        environment[functionNameVariable(binding.service)] =
          locations.functionNames?.[binding.service] ?? missing(`the ${binding.service} function`);
        break;
    }
  }
  if (locations.appUrl) environment[environmentNames.appUrl] = locations.appUrl;
  return environment;
};
