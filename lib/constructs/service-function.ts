import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as cdk from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type NodejsFunctionProps, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { type ResourceLocations, serviceBindings, serviceEnvironment } from '../service-environment';
import { type BucketName, bucketNames, type QueueName, queueNames, type ServiceDefinition } from '../services';

/** The repository root: the registry's entry paths and package-lock.json are relative to it. */
export const repositoryRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/**
 * Table actions by access level. Narrower than CDK's grantReadData: no Scan, because every list is a Query
 * on a designed access pattern (DESIGN §3), and IAM should say so. Transactions need no action of their own.
 */
export const tableReadActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
export const tableWriteActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

const tableActions = { read: tableReadActions, readWrite: [...tableReadActions, ...tableWriteActions] };

/** Every resource a service's registry `access` may refer to; a stack passes the ones it can reach. */
export type ServiceResources = {
  table?: dynamodb.ITable;
  queues?: Partial<Record<QueueName, sqs.IQueue>>;
  buckets?: Partial<Record<BucketName, s3.IBucket>>;
  userPool?: cognito.IUserPool;
  userPoolClient?: cognito.IUserPoolClient;
  /** Public address of the web app for links in mails (APP_URL). */
  appUrl?: string;
  /** Sender of outgoing mail (MAIL_FROM), for services that send mail. */
  mailFrom?: string;
};

export type ServiceFunctionProps = Omit<NodejsFunctionProps, 'entry' | 'projectRoot' | 'depsLockFilePath'> & {
  service: ServiceDefinition;
  /** Holds the registry's entry files and package-lock.json; the repository unless a test points elsewhere. */
  projectRoot?: string;
  /** How long the function's logs are kept. */
  logRetention?: logs.RetentionDays;
};

/**
 * One Lambda of the service registry with the project's defaults (DESIGN §2): arm64, Node 22, an ESM
 * bundle built by the local esbuild, its own log group. applyAccess sets its environment and grants
 * exactly the access that goes with it, so a function never learns a resource it may not touch.
 */
export class ServiceFunction extends NodejsFunction {
  readonly service: ServiceDefinition;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    const { service, projectRoot = repositoryRoot, logRetention = logs.RetentionDays.ONE_MONTH, ...rest } = props;
    const entry = join(projectRoot, service.entry);
    if (!existsSync(entry)) {
      throw new Error(`Service '${service.name}': entry file ${entry} does not exist (lib/services.ts)`);
    }
    super(scope, id, {
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      // The HTTP API gives up after 30 s, so a longer run would only burn money.
      timeout: cdk.Duration.seconds(29),
      description: `Lohnwerk service '${service.name}'`,
      // Created here rather than through `logRetention`, which would need a custom resource.
      logGroup: new logs.LogGroup(scope, `${id}Logs`, {
        retention: logRetention,
        removalPolicy: cdk.RemovalPolicy.DESTROY,
      }),
      ...rest,
      entry,
      projectRoot,
      depsLockFilePath: join(projectRoot, 'package-lock.json'),
      // The service's own variables come with its access (applyAccess).
      environment: {
        LOG_LEVEL: 'INFO',
        // Stack traces point into the TypeScript sources.
        NODE_OPTIONS: '--enable-source-maps',
        ...rest.environment,
      },
      bundling: {
        format: OutputFormat.ESM,
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        mainFields: ['module', 'main'],
        // The nodejs22.x runtime ships AWS SDK v3; leaving it out keeps bundles small (the benchmark's
        // 500 KB goal) and cold starts short. test/bench measures the bundles with the same setting.
        bundleAwsSDK: false,
        // Bundled CommonJS dependencies (the SDK among them) call require(), which ESM lacks.
        banner:
          "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
        ...rest.bundling,
      },
    });
    this.service = service;
  }

  /**
   * Binds the function to what its registry entry grants (lib/service-environment.ts): the environment
   * that locates each resource, and exactly the IAM access that goes with it. manageConnections is
   * granted by the realtime stack (allowManageConnections), which owns the WebSocket API.
   * Throws when the access names a resource the calling stack did not pass: better a failed synth than
   * a function that crashes on its first request.
   */
  applyAccess(resources: ServiceResources): this {
    const { stackName } = cdk.Stack.of(this);
    const environment = serviceEnvironment(this.service, resourceLocations(this, resources), stackName);
    for (const [name, value] of Object.entries(environment)) this.addEnvironment(name, value);
    const required = <T>(resource: T | undefined, what: string): T => {
      if (resource === undefined) throw new Error(`Service '${this.service.name}' needs ${what} in ${stackName}`);
      return resource;
    };
    for (const binding of serviceBindings(this.service)) {
      switch (binding.resource) {
        case 'table':
          required(resources.table, 'the table').grant(this, ...tableActions[binding.access]);
          break;
        case 'queue':
          required(resources.queues?.[binding.queue], `the ${binding.queue} queue`).grantSendMessages(this);
          break;
        case 'bucket': {
          const bucket = required(resources.buckets?.[binding.bucket], `the ${binding.bucket} bucket`);
          if (binding.access === 'read') bucket.grantRead(this);
          else bucket.grantReadWrite(this);
          break;
        }
        case 'userPool':
          if (binding.actions.length > 0) required(resources.userPool, 'the user pool').grant(this, ...binding.actions);
          break;
        case 'sendMail':
          this.allowSendMail();
          break;
        case 'manageConnections':
          break;
      }
    }
    return this;
  }

  /** SES sending through any verified identity of this account and region (SESv2 SendEmail). */
  private allowSendMail(): void {
    const identities = cdk.Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
    this.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: [identities] }),
    );
  }

  /**
   * Posting to WebSocket connections of one stage. The policy lives in `scope` (the stack that owns the
   * WebSocket API), so this function's stack does not have to reference that API: no dependency cycle.
   */
  allowManageConnections(scope: Construct, api: apigwv2.IWebSocketApi, stageName: string): iam.Policy {
    const connections = cdk.Stack.of(scope).formatArn({
      service: 'execute-api',
      resource: api.apiId,
      resourceName: `${stageName}/*/@connections/*`,
    });
    return new iam.Policy(scope, `${this.node.id}ManageConnections`, {
      roles: [this.role!],
      statements: [new iam.PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [connections] })],
    });
  }
}

/** The stack's resources as names and URLs (CDK tokens) for the service's environment. */
const resourceLocations = (scope: Construct, resources: ServiceResources): ResourceLocations => {
  const queueUrls: Partial<Record<QueueName, string>> = {};
  for (const name of queueNames) queueUrls[name] = resources.queues?.[name]?.queueUrl;
  const bucketLocations: Partial<Record<BucketName, string>> = {};
  for (const name of bucketNames) bucketLocations[name] = resources.buckets?.[name]?.bucketName;
  const { userPool, userPoolClient } = resources;
  return {
    tableName: resources.table?.tableName,
    queueUrls,
    bucketNames: bucketLocations,
    userPool:
      userPool && userPoolClient
        ? {
            userPoolId: userPool.userPoolId,
            userPoolClientId: userPoolClient.userPoolClientId,
            tokenIssuer: `https://cognito-idp.${cdk.Stack.of(scope).region}.amazonaws.com/${userPool.userPoolId}`,
          }
        : undefined,
    appUrl: resources.appUrl,
    mailFrom: resources.mailFrom,
  };
};

/** 'identity-trigger' -> 'IdentityTrigger', for construct ids. */
export const pascalCase = (name: string): string =>
  name.replace(/(^|[-_ ])(\w)/g, (_, _sep: string, char: string) => char.toUpperCase());
