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
import type { BucketName, QueueName, ServiceDefinition } from '../services';

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

/** Environment variable names as lambdas/platform/config.ts reads them. */
const queueUrlVariable = (name: QueueName) => `${name.toUpperCase()}_QUEUE_URL`;
const bucketVariable = (name: BucketName) => `${name.toUpperCase()}_BUCKET`;

/** Every resource a service's registry `access` may refer to; a stack passes the ones it can reach. */
export type ServiceResources = {
  table?: dynamodb.ITable;
  queues?: Partial<Record<QueueName, sqs.IQueue>>;
  buckets?: Partial<Record<BucketName, s3.IBucket>>;
  userPool?: cognito.IUserPool;
  userPoolClient?: cognito.IUserPoolClient;
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
 * bundle built by the local esbuild, its own log group. The bind methods set an environment variable and
 * grant exactly the access that goes with it, so a function never learns a resource it may not touch.
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
      environment: {
        POWERTOOLS_SERVICE_NAME: service.name,
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

  /** TABLE_NAME plus read or read/write item access on the table and its indexes. */
  bindTable(table: dynamodb.ITable, access: 'read' | 'readWrite'): this {
    this.addEnvironment('TABLE_NAME', table.tableName);
    table.grant(this, ...tableReadActions, ...(access === 'readWrite' ? tableWriteActions : []));
    return this;
  }

  /** <NAME>_QUEUE_URL plus permission to send, not to receive or delete. */
  bindQueue(name: QueueName, queue: sqs.IQueue): this {
    this.addEnvironment(queueUrlVariable(name), queue.queueUrl);
    queue.grantSendMessages(this);
    return this;
  }

  /** <NAME>_BUCKET plus object read or read/write access. */
  bindBucket(name: BucketName, bucket: s3.IBucket, access: 'read' | 'readWrite'): this {
    this.addEnvironment(bucketVariable(name), bucket.bucketName);
    if (access === 'read') bucket.grantRead(this);
    else bucket.grantReadWrite(this);
    return this;
  }

  /** What the handler needs to verify ID tokens, plus the registry's admin actions on this pool only. */
  bindUserPool(userPool: cognito.IUserPool, client: cognito.IUserPoolClient, actions: readonly string[] = []): this {
    const region = cdk.Stack.of(this).region;
    this.addEnvironment('USER_POOL_ID', userPool.userPoolId);
    this.addEnvironment('USER_POOL_CLIENT_ID', client.userPoolClientId);
    this.addEnvironment('TOKEN_ISSUER', `https://cognito-idp.${region}.amazonaws.com/${userPool.userPoolId}`);
    if (actions.length > 0) userPool.grant(this, ...actions);
    return this;
  }

  /** SES sending through any verified identity of this account and region (SESv2 SendEmail). */
  allowSendMail(): this {
    const identities = cdk.Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
    this.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: [identities] }),
    );
    return this;
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

  /**
   * Applies the registry's `access` (except manageConnections, which the realtime stack grants).
   * Throws when the access names a resource the calling stack did not pass: better a failed synth than
   * a function that crashes on its first request.
   */
  applyAccess(resources: ServiceResources): this {
    const { access, name } = this.service;
    const missing = (what: string): never => {
      throw new Error(`Service '${name}' needs ${what}, which is not available in ${cdk.Stack.of(this).stackName}`);
    };
    if (access.table) this.bindTable(resources.table ?? missing('the table'), access.table);
    for (const queue of access.sendTo ?? []) {
      this.bindQueue(queue, resources.queues?.[queue] ?? missing(`the ${queue} queue`));
    }
    for (const [bucket, level] of Object.entries(access.buckets ?? {}) as [BucketName, 'read' | 'readWrite'][]) {
      this.bindBucket(bucket, resources.buckets?.[bucket] ?? missing(`the ${bucket} bucket`), level);
    }
    if (access.sendMail) this.allowSendMail();
    if (resources.userPool && resources.userPoolClient) {
      this.bindUserPool(resources.userPool, resources.userPoolClient, access.userPoolActions);
    } else if (access.userPoolActions?.length) {
      missing('the user pool');
    }
    return this;
  }
}

/** 'identity-trigger' -> 'IdentityTrigger', for construct ids. */
export const pascalCase = (name: string): string =>
  name.replace(/(^|[-_ ])(\w)/g, (_, _sep: string, char: string) => char.toUpperCase());
