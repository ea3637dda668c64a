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
import type { PushPlatformApplications } from '../../lambdas/platform/environment-names';
import { copyReceiptFontsCommands } from '../../lambdas/platform/receipt-pdf/fonts';
import { type ResourceLocations, serviceBindings, serviceEnvironment } from '../service-environment';
import {
  type BucketAccess,
  type BucketName,
  bucketNames,
  type QueueName,
  queueNames,
  type ServiceDefinition,
} from '../services';
import { acknowledgeWildcardResource } from './nag-checks';

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

/**
 * Object actions by access level. HeadObject needs GetObject; ListBucket (on the bucket itself) makes a
 * missing key answer 404 instead of 403, which the storage adapter reads as "not there".
 */
export const bucketObjectActions = {
  read: ['s3:GetObject'],
  readWrite: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
  readWriteRetained: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:PutObjectRetention'],
};

/**
 * The newest Node.js runtime aws-cdk-lib offers (AwsSolutions-L1). The embedded runtime runs the same
 * handlers and should run the same major (package.json `node`).
 */
export const nodeRuntime = lambda.Runtime.NODEJS_24_X;

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
  /** Name of the SES configuration set that publishes delivery problems (MAIL_CONFIGURATION_SET). */
  mailConfigurationSet?: string;
  /** SNS platform application ARNs for push (context values); a service with `push` may use exactly these. */
  pushPlatformApplications?: PushPlatformApplications;
  /** The functions of the registry services made so far, for services that invoke another (`invokes`). */
  functions?: ReadonlyMap<string, lambda.IFunction>;
};

export type ServiceFunctionProps = Omit<NodejsFunctionProps, 'entry' | 'projectRoot' | 'depsLockFilePath'> & {
  service: ServiceDefinition;
  /** Holds the registry's entry files and package-lock.json; the repository unless a test points elsewhere. */
  projectRoot?: string;
  /** How long the function's logs are kept. */
  logRetention?: logs.RetentionDays;
};

/**
 * One Lambda of the service registry with the project's defaults (DESIGN §2): arm64, the newest Node.js
 * runtime, an ESM bundle built by the local esbuild, its own log group and its own role. The role has no
 * AWS-managed policy: it may write to its log group and, through applyAccess, exactly what the registry
 * grants, so a function never learns a resource it may not touch.
 */
export class ServiceFunction extends NodejsFunction {
  readonly service: ServiceDefinition;
  /** The function's own role: its log group and what applyAccess grants, no AWS-managed policy. */
  readonly serviceRole: iam.Role;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    const { service, projectRoot = repositoryRoot, logRetention = logs.RetentionDays.ONE_MONTH, ...rest } = props;
    const entry = join(projectRoot, service.entry);
    if (!existsSync(entry)) {
      throw new Error(`Service '${service.name}': entry file ${entry} does not exist (lib/services.ts)`);
    }
    // Created here rather than through `logRetention`, which would need a custom resource.
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
      retention: logRetention,
      removalPolicy: cdk.RemovalPolicy.DESTROY,
    });
    // Instead of AWSLambdaBasicExecutionRole (logs of every group in the account): its own group only.
    const role = new iam.Role(scope, `${id}Role`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Lohnwerk service '${service.name}'`,
    });
    logGroup.grantWrite(role);
    super(scope, id, {
      runtime: nodeRuntime,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      // The HTTP API gives up after 30 s, so a longer run would only burn money.
      timeout: cdk.Duration.seconds(29),
      description: `Lohnwerk service '${service.name}'`,
      logGroup,
      role,
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
        // The Node.js runtime ships AWS SDK v3; leaving it out keeps bundles small (the benchmark's
        // 500 KB goal) and cold starts short. test/bench measures the bundles with the same setting.
        bundleAwsSDK: false,
        // Bundled CommonJS dependencies (the SDK among them) call require(), which ESM lacks.
        banner:
          "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
        // Bundled CommonJS that names its own folder (pdfmake's virtual file system) gets the bundle's: ESM
        // has no __dirname. Only free uses are replaced; a module's own `__dirname` stays its own.
        define: BUNDLE_DEFINES,
        esbuildArgs: {
          '--alias': Object.entries(BUNDLE_ALIASES).map(([from, to]) => `${from}=${to}`),
        },
        ...(service.receiptFonts ? { commandHooks: receiptFontHooks } : {}),
        ...rest.bundling,
      },
    });
    this.service = service;
    this.serviceRole = role;
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
          this.allowTable(required(resources.table, 'the table'), binding.access, binding.indexes);
          break;
        case 'queue':
          required(resources.queues?.[binding.queue], `the ${binding.queue} queue`).grantSendMessages(this);
          break;
        case 'bucket':
          this.allowBucket(
            required(resources.buckets?.[binding.bucket], `the ${binding.bucket} bucket`),
            binding.access,
          );
          break;
        case 'userPool':
          if (binding.actions.length > 0) required(resources.userPool, 'the user pool').grant(this, ...binding.actions);
          break;
        case 'sendMail':
          this.allowSendMail(resources.mailConfigurationSet);
          break;
        case 'manageConnections':
          break;
        case 'push':
          this.allowPush(resources.pushPlatformApplications ?? {});
          break;
        case 'function': {
          // The unqualified function alone: grantInvoke adds `:*` (every version and alias), never called.
          const callee = required(resources.functions?.get(binding.service), `the ${binding.service} function`);
          this.addToRolePolicy(
            new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [callee.functionArn] }),
          );
          break;
        }
      }
    }
    return this;
  }

  /**
   * The table's actions on the table itself, and Query on exactly the indexes the registry names. CDK's
   * table.grant would add every index (`index/*`), which a service that queries none does not need.
   */
  private allowTable(table: dynamodb.ITable, access: 'read' | 'readWrite', indexes: readonly string[]): void {
    this.addToRolePolicy(new iam.PolicyStatement({ actions: tableActions[access], resources: [table.tableArn] }));
    if (indexes.length === 0) return;
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: indexes.map((index) => `${table.tableArn}/index/${index}`),
      }),
    );
  }

  /**
   * Objects of one bucket. The keys are made per upload (company and record ids), so the grant names
   * the bucket's objects as a whole; AwsSolutions-IAM5 is acknowledged for exactly that resource.
   */
  private allowBucket(bucket: s3.IBucket, access: BucketAccess): void {
    const objects = bucket.arnForObjects('*');
    this.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
    this.addToRolePolicy(new iam.PolicyStatement({ actions: bucketObjectActions[access], resources: [objects] }));
    acknowledgeWildcardResource(
      this.serviceRole,
      objects,
      'Object keys are made per upload (company and record ids); the grant is limited to this one bucket.',
    );
  }

  /** SES sending through any verified identity of this account and region (SESv2 SendEmail). */
  private allowSendMail(configurationSet: string | undefined): void {
    const stack = cdk.Stack.of(this);
    const identities = stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
    // Sending with a configuration set is authorised on the set too.
    const sets = configurationSet
      ? [stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: configurationSet })]
      : [];
    this.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: [identities, ...sets] }),
    );
    acknowledgeWildcardResource(
      this.serviceRole,
      identities,
      'The sender (mailFrom) is chosen at deploy time and may be an address or a domain identity of this account and region.',
    );
  }

  /**
   * Mobile push through the configured platform applications: creating a device's endpoint on each, and
   * publishing to that application's endpoints. Endpoint ARNs end in an id SNS makes per device, so the
   * grant names the application's endpoints as a whole; AwsSolutions-IAM5 is acknowledged for exactly that.
   */
  private allowPush(applications: PushPlatformApplications): void {
    const stack = cdk.Stack.of(this);
    for (const arn of Object.values(applications).filter((value) => value !== undefined)) {
      const { application, endpoints } = pushPlatformArns(arn);
      for (const [part, own] of [
        [application.region, stack.region],
        [application.account, stack.account],
      ]) {
        if (!cdk.Token.isUnresolved(own) && part !== own) {
          throw new Error(
            `Push platform application ${arn} is not in this stack's account and region (${stack.stackName})`,
          );
        }
      }
      this.addToRolePolicy(new iam.PolicyStatement({ actions: ['sns:CreatePlatformEndpoint'], resources: [arn] }));
      this.addToRolePolicy(new iam.PolicyStatement({ actions: ['sns:Publish'], resources: [endpoints] }));
      acknowledgeWildcardResource(
        this.serviceRole,
        endpoints,
        'SNS makes one endpoint per device token; the grant is limited to the endpoints of this one platform application.',
      );
    }
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
    const policy = new iam.Policy(scope, `${this.node.id}ManageConnections`, {
      roles: [this.serviceRole],
      statements: [new iam.PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [connections] })],
    });
    acknowledgeWildcardResource(
      policy,
      connections,
      'Connection ids are made by API Gateway per client; the grant is limited to this API and stage.',
    );
    return policy;
  }
}

/** esbuild replacements of every Lambda bundle; test/bench/measure.ts bundles with the same. */
export const BUNDLE_DEFINES = { __dirname: 'import.meta.dirname' };

/**
 * Imports the bundler points elsewhere, relative to the project root (lambdas/platform/node-http.ts says
 * why). test/bench/measure.ts bundles with the same.
 */
export const BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  'node:http': './lambdas/platform/node-http.ts',
};

/** A receipt-printing service's bundle gets the font files beside it (lambdas/platform/receipt-pdf/fonts.ts). */
const receiptFontHooks = {
  beforeBundling: (): string[] => [],
  beforeInstall: (): string[] => [],
  afterBundling: (_inputDir: string, outputDir: string): string[] => copyReceiptFontsCommands(outputDir),
};

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
            tokenIssuer: cognitoIssuer(scope, userPool),
          }
        : undefined,
    appUrl: resources.appUrl,
    mailFrom: resources.mailFrom,
    mailConfigurationSet: resources.mailConfigurationSet,
    pushPlatformApplications: resources.pushPlatformApplications,
    functionNames: resources.functions
      ? Object.fromEntries([...resources.functions].map(([name, fn]) => [name, fn.functionName]))
      : undefined,
  };
};

const PLATFORM_APPLICATION_ARN =
  /^arn:(?<partition>aws[\w-]*):sns:(?<region>[\w-]+):(?<account>\d{12}):app\/(?<platform>GCM|APNS|APNS_SANDBOX)\/(?<name>[\w.-]+)$/;

/**
 * An SNS platform application ARN (`arn:aws:sns:<region>:<account>:app/GCM/<name>`) and the ARN pattern
 * of its device endpoints (`…:endpoint/GCM/<name>/*`). Throws on anything else: a mistyped context value
 * should fail the synth, not the first push.
 */
export const pushPlatformArns = (arn: string) => {
  const parts = PLATFORM_APPLICATION_ARN.exec(arn)?.groups;
  if (!parts) throw new Error(`Not an SNS platform application ARN: ${arn}`);
  const { partition, region, account, platform, name } = parts;
  return {
    application: { region, account },
    endpoints: `arn:${partition}:sns:${region}:${account}:endpoint/${platform}/${name}/*`,
  };
};

/** The issuer of the pool's tokens: handlers verify against it, and so does the HTTP API's authorizer. */
export const cognitoIssuer = (scope: Construct, userPool: cognito.IUserPool): string =>
  `https://cognito-idp.${cdk.Stack.of(scope).region}.amazonaws.com/${userPool.userPoolId}`;

/** 'identity-trigger' -> 'IdentityTrigger', for construct ids. */
export const pascalCase = (name: string): string =>
  name.replace(/(^|[-_ ])(\w)/g, (_, _sep: string, char: string) => char.toUpperCase());
