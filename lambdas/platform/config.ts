// zod's tree-shakable build: the WebSocket authorizer reads its token settings here and must stay small
// (issue 26 point 4); the full API alone is about 95 KB minified.
import * as z from 'zod/mini';
import {
  type BucketName,
  bucketNames,
  bucketVariable,
  environmentNames,
  functionNameVariable,
  type QueueName,
  queueNames,
  queueUrlVariable,
} from './environment-names';
import { currentServiceScope, oncePerService, resetProcessScope, type ServiceScope } from './service-scope';

/**
 * Everything a handler reads from its environment, parsed once per service at cold start (DESIGN §2).
 * lib/service-environment.ts derives the environment from the service's registry entry, for the CDK and
 * the embedded runtime alike. Settings have defaults; grants (table, queues, buckets, user pool) exist
 * only where the registry grants them, and their accessors below fail with the service and the missing
 * grant, locally exactly as on AWS. Endpoints of local AWS-compatible services come through the SDK's own
 * AWS_ENDPOINT_URL_<SERVICE> variables, so no handler knows whether it runs on AWS or on the embedded default.
 */
const ZSettings = z.object({
  [environmentNames.mailFrom]: z._default(z.string(), 'Lohnwerk <noreply@lohnwerk.de>'),
  [environmentNames.appUrl]: z._default(z.string(), 'http://localhost:3000'),
  /** Without one (the embedded default) SES reports no delivery events. */
  [environmentNames.mailConfigurationSet]: z.optional(z.string().check(z.minLength(1))),
  /** S3-compatible local servers need path-style addressing. */
  S3_FORCE_PATH_STYLE: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((value) => value === 'true'),
  ),
  AWS_REGION: z._default(z.string(), 'eu-central-1'),
  /**
   * SNS platform applications for push (FCM for Android, APNs for iOS). Without any, push goes to the
   * sandbox that records what would be sent (lambdas/notifications/providers).
   */
  [environmentNames.pushApplicationFcm]: z.optional(z.string().check(z.minLength(1))),
  [environmentNames.pushApplicationApns]: z.optional(z.string().check(z.minLength(1))),
});

export type Config = z.infer<typeof ZSettings>;

const ZName = z.optional(z.string().check(z.minLength(1)));

const ZGrants = z.object({
  [environmentNames.tableName]: ZName,
  [environmentNames.tokenIssuer]: z.optional(z.url()),
  [environmentNames.userPoolId]: ZName,
  [environmentNames.userPoolClientId]: ZName,
});

/** A handler used something its registry entry does not grant (lib/services.ts, `access`). */
export class MissingGrantError extends Error {
  override name = 'MissingGrantError';
}

const parseEnvironment = (scope: ServiceScope) => {
  const { environment } = scope;
  const grants = ZGrants.parse(environment);
  const queueUrls: Partial<Record<QueueName, string>> = {};
  for (const queue of queueNames) queueUrls[queue] = ZName.parse(environment[queueUrlVariable(queue)]);
  const buckets: Partial<Record<BucketName, string>> = {};
  for (const bucket of bucketNames) buckets[bucket] = ZName.parse(environment[bucketVariable(bucket)]);
  return { serviceName: scope.serviceName, settings: ZSettings.parse(environment), grants, queueUrls, buckets };
};

/** Parsed on the first use in a service (its cold start); a malformed value fails there, not later. */
const parsed = oncePerService(() => parseEnvironment(currentServiceScope()));

/** The service's settings (all with defaults). */
export const config = (): Config => parsed().settings;

const granted = (value: string | undefined, what: string, variable: string, registryField: string): string => {
  if (value) return value;
  throw new MissingGrantError(
    `Service '${parsed().serviceName}' has no access to ${what}: ${variable} is not set (grant it in lib/services.ts, access.${registryField})`,
  );
};

/** The single table's name. */
export const tableName = (): string =>
  granted(parsed().grants.TABLE_NAME, 'the table', environmentNames.tableName, 'table');

/** The URL of a queue the service may send to. */
export const queueUrl = (queue: QueueName): string =>
  granted(parsed().queueUrls[queue], `the ${queue} queue`, queueUrlVariable(queue), 'sendTo');

/** The name of a bucket the service may read or write. */
export const bucketName = (bucket: BucketName): string =>
  granted(parsed().buckets[bucket], `the ${bucket} bucket`, bucketVariable(bucket), 'buckets');

/** The name of another registry service's function this service may invoke. */
export const functionName = (service: string): string => {
  const variable = functionNameVariable(service);
  return granted(
    ZName.parse(currentServiceScope().environment[variable]),
    `the ${service} function`,
    variable,
    'invokes',
  );
};

/** The Cognito user pool, for admin calls. */
export const userPoolId = (): string =>
  granted(parsed().grants.USER_POOL_ID, 'the user pool', environmentNames.userPoolId, 'userPoolActions');

/** Issuer and audience an ID token must have; every service except the Cognito triggers knows them. */
export const tokenVerification = (): { issuer: string; audience: string } => {
  const { grants } = parsed();
  const what = 'the user pool (token verification)';
  return {
    issuer: granted(grants.TOKEN_ISSUER, what, environmentNames.tokenIssuer, 'userPool'),
    audience: granted(grants.USER_POOL_CLIENT_ID, what, environmentNames.userPoolClientId, 'userPool'),
  };
};

/** Only for tests and tools that set process.env after a first parse outside any service scope. */
export const resetConfigForTests = (): void => resetProcessScope();

/** What a handler's code uses; each handler module declares it at its top (see `requireAtColdStart`). */
export type ServiceNeeds = {
  table?: boolean;
  queues?: readonly QueueName[];
  buckets?: readonly BucketName[];
  /** Verifying ID tokens (every HTTP and WebSocket service). */
  tokens?: boolean;
  /** Cognito admin calls on the user pool. */
  userPool?: boolean;
  /** Registry services invoked directly (access.invokes). */
  invokes?: readonly string[];
};

/**
 * Checks at cold start that the service's environment grants everything its code uses, so a handler that
 * uses a queue, bucket or table its registry entry does not grant fails when it loads (locally exactly as
 * on AWS), not on the first request that happens to need it.
 */
export const requireAtColdStart = (needs: ServiceNeeds): void => {
  if (needs.table) tableName();
  for (const queue of needs.queues ?? []) queueUrl(queue);
  for (const bucket of needs.buckets ?? []) bucketName(bucket);
  if (needs.tokens) tokenVerification();
  if (needs.userPool) userPoolId();
  for (const service of needs.invokes ?? []) functionName(service);
};
