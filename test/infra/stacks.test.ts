import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as cdk from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { pascalCase } from '../../lib/constructs/service-function';
import { bucketNames, httpRoutes, queueNames, type ServiceDefinition, services } from '../../lib/services';
import { buildLohnwerk } from '../../lib/stacks/lohnwerk';
import { spaRewriteSource, writeRuntimeConfigCommand } from '../../lib/stacks/web-stack';
import { PASSWORD_MIN_LENGTH } from '../../schemas/constants';
import { ZRuntimeConfig } from '../../schemas/runtime-config';

type Resource = { Type: string; Properties: Record<string, unknown>; [key: string]: unknown };

/** The whole app as `cdk synth` builds it (cdk.json's flags), minus esbuild, which the templates do not need. */
const synth = () => {
  const { context } = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8'));
  const app = new cdk.App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  const stacks = buildLohnwerk(app, {
    env: { account: '123456789012', region: 'eu-central-1' },
    appUrl: 'https://app.lohnwerk.example',
    mailFrom: 'Lohnwerk <noreply@lohnwerk.example>',
  });
  const templates = Object.fromEntries(Object.entries(stacks).map(([key, stack]) => [key, Template.fromStack(stack)]));
  return { stacks, templates: templates as Record<keyof typeof stacks, Template> };
};

const { stacks, templates } = synth();
const registry = services as readonly ServiceDefinition[];
const resources = (template: Template, type: string): [string, Resource][] =>
  Object.entries(template.findResources(type)) as [string, Resource][];
const json = (value: unknown) => JSON.stringify(value);

/** Each registry service's function: which stack holds it and its logical id there. */
const functionsByService = () => {
  const found = new Map<string, { stack: keyof typeof templates; id: string; resource: Resource }[]>();
  for (const [stack, template] of Object.entries(templates) as [keyof typeof templates, Template][]) {
    for (const [id, resource] of resources(template, 'AWS::Lambda::Function')) {
      const env = (resource.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables;
      const name = String(env?.POWERTOOLS_SERVICE_NAME);
      found.set(name, [...(found.get(name) ?? []), { stack, id, resource }]);
    }
  }
  return found;
};
const functions = functionsByService();
const fn = (name: string) => functions.get(name)![0]!;

describe('app', () => {
  it('keeps references one-way: data <- auth, {data, auth, messaging} <- api <- realtime, web last', () => {
    const deps = (stack: cdk.Stack) => stack.dependencies.map((dependency) => dependency.stackName).sort();
    expect(deps(stacks.data)).toEqual([]);
    expect(deps(stacks.messaging)).toEqual([]);
    expect(deps(stacks.auth)).toEqual(['Lohnwerk-Data']);
    expect(deps(stacks.api)).toEqual(['Lohnwerk-Auth', 'Lohnwerk-Data', 'Lohnwerk-Messaging']);
    expect(deps(stacks.realtime)).toEqual(['Lohnwerk-Api']);
    expect(deps(stacks.web)).toEqual(['Lohnwerk-Api', 'Lohnwerk-Auth', 'Lohnwerk-Realtime']);
  });
});

describe('data stack', () => {
  const t = templates.data;

  it('has exactly one table: generic keys, streams with both images, TTL, PITR, on demand, retained', () => {
    t.resourceCountIs('AWS::DynamoDB::Table', 1);
    t.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
        TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      },
    });
  });

  it('has the indexes gsi1 and gsi2 on gsiNpk/gsiNsk with all attributes projected', () => {
    const index = (name: string) => ({
      IndexName: name,
      KeySchema: [
        { AttributeName: `${name}pk`, KeyType: 'HASH' },
        { AttributeName: `${name}sk`, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    });
    t.hasResourceProperties('AWS::DynamoDB::Table', { GlobalSecondaryIndexes: [index('gsi1'), index('gsi2')] });
  });

  it.each(bucketNames)('has the %s bucket: encrypted, private, TLS only, CORS for presigned uploads', (name) => {
    const [id, bucket] = resources(t, 'AWS::S3::Bucket').find(([key]) => key.startsWith(`${pascalCase(name)}Bucket`))!;
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.Properties).toMatchObject({
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      CorsConfiguration: { CorsRules: [{ AllowedMethods: ['PUT', 'GET'], AllowedOrigins: ['*'] }] },
    });
    if (name === 'receipts') expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    t.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: id },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('has one bucket per registry bucket name and their access-log bucket, nothing else', () => {
    t.resourceCountIs('AWS::S3::Bucket', bucketNames.length + 1);
    const [logsId] = resources(t, 'AWS::S3::Bucket').find(([key]) => key.startsWith('AccessLogsBucket'))!;
    for (const name of bucketNames) {
      const [, bucket] = resources(t, 'AWS::S3::Bucket').find(([key]) => key.startsWith(`${pascalCase(name)}Bucket`))!;
      expect(bucket.Properties.LoggingConfiguration).toEqual({
        DestinationBucketName: { Ref: logsId },
        LogFilePrefix: `${name}/`,
      });
    }
  });
});

describe('messaging stack', () => {
  const t = templates.messaging;

  it.each(queueNames)('sends failed %s messages to a dead-letter queue of its own after 5 receives', (name) => {
    const queue = (prefix: string) => resources(t, 'AWS::SQS::Queue').find(([id]) => id.startsWith(prefix))!;
    const [, main] = queue(`${pascalCase(name)}Queue`);
    const [dlqId, dlq] = queue(`${pascalCase(name)}DeadLetterQueue`);
    expect(main.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: 5 },
    });
    expect(dlq.Properties).toMatchObject({ SqsManagedSseEnabled: true });
  });

  it('has exactly a queue and a dead-letter queue per registry queue name, all TLS only', () => {
    t.resourceCountIs('AWS::SQS::Queue', queueNames.length * 2);
    for (const [, policy] of resources(t, 'AWS::SQS::QueuePolicy')) {
      expect(json(policy.Properties)).toContain('"aws:SecureTransport":"false"');
    }
    t.resourceCountIs('AWS::SQS::QueuePolicy', queueNames.length * 2);
  });
});

describe('auth stack', () => {
  const t = templates.auth;
  const triggers = registry.filter((service) => service.cognitoTriggers?.includes('PreTokenGeneration'));

  it('has a user pool: email sign-in, invitation only, minimum password length from the spec, email recovery', () => {
    t.resourceCountIs('AWS::Cognito::UserPool', 1);
    t.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: {
          MinimumLength: PASSWORD_MIN_LENGTH,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('attaches the pre-token-generation trigger from the registry', () => {
    expect(triggers).toHaveLength(1);
    const { id } = fn(triggers[0]!.name);
    expect(fn(triggers[0]!.name).stack).toBe('auth');
    t.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { PreTokenGeneration: { 'Fn::GetAtt': [id, 'Arn'] } },
    });
    t.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'cognito-idp.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [id, 'Arn'] },
    });
  });

  it('has a public web client with USER_PASSWORD_AUTH and SRP', () => {
    t.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    t.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH']),
    });
  });
});

describe('service functions', () => {
  it('are one Lambda per registry service and no other Lambda at all', () => {
    for (const service of registry) expect(functions.get(service.name), service.name).toHaveLength(1);
    const total = Object.values(templates).reduce((sum, t) => sum + resources(t, 'AWS::Lambda::Function').length, 0);
    // Besides them only the web stack's two deploy-time handlers: copying the build, starting the Amplify
    // deployment (test/infra/web-deploy.test.ts).
    expect(total).toBe(registry.length + 2);
  });

  it.each(registry.map((service) => service.name))('%s runs on nodejs24.x, arm64, 512 MB, own log group', (name) => {
    const { stack, resource } = fn(name);
    expect(stack).toBe(registry.find((service) => service.name === name)!.cognitoTriggers ? 'auth' : 'api');
    expect(resource.Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      MemorySize: 512,
      Handler: 'index.handler',
    });
    const logGroup = (resource.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    const group = templates[stack].findResources('AWS::Logs::LogGroup')[logGroup] as Resource;
    expect(group.Properties.RetentionInDays).toBe(30);
  });

  it('tell every API-side handler the Cognito issuer and client it must verify tokens against', () => {
    for (const service of registry.filter((candidate) => !candidate.cognitoTriggers)) {
      const env = (fn(service.name).resource.Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;
      expect(json(env.TOKEN_ISSUER)).toContain('https://cognito-idp.eu-central-1.amazonaws.com/');
      expect(json(env.TOKEN_ISSUER)).toContain('UserPool');
      expect(env.USER_POOL_CLIENT_ID).toBeDefined();
      expect(env.APP_URL).toBe('https://app.lohnwerk.example');
      expect(env.LOG_LEVEL).toBe('INFO');
    }
  });
});

describe('api stack', () => {
  const t = templates.api;
  const routes = resources(t, 'AWS::ApiGatewayV2::Route');

  it('has an HTTP API with CORS for the web app', () => {
    t.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.objectLike({ AllowOrigins: ['*'] }),
    });
  });

  it('has exactly the registry endpoints as routes', () => {
    const expected = httpRoutes().map((route) => route.routeKey);
    expect(routes.map(([, route]) => route.Properties.RouteKey).sort()).toEqual([...expected].sort());
    expect(new Set(expected).size).toBe(expected.length);
  });

  it.each(httpRoutes().map((route) => [route.routeKey, route.endpoint.access.kind]))(
    '%s (access %s) has the Cognito JWT authorizer unless public',
    (routeKey, access) => {
      const [, route] = routes.find(([, candidate]) => candidate.Properties.RouteKey === routeKey)!;
      const [authorizerId] = resources(t, 'AWS::ApiGatewayV2::Authorizer')[0]!;
      if (access === 'public') {
        expect(route.Properties.AuthorizationType).toBe('NONE');
        expect(route.Properties.AuthorizerId).toBeUndefined();
      } else {
        expect(route.Properties).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
      }
    },
  );

  it('has one JWT authorizer: the ID token of the web client, issued by the user pool', () => {
    const authorizers = resources(t, 'AWS::ApiGatewayV2::Authorizer');
    expect(authorizers).toHaveLength(1);
    const [, authorizer] = authorizers[0]!;
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
    });
    const { Audience, Issuer } = authorizer.Properties.JwtConfiguration as { Audience: unknown; Issuer: unknown };
    expect(json(Audience)).toContain('UserPoolWebClient');
    expect(json(Issuer)).toContain('https://cognito-idp.eu-central-1.amazonaws.com/');
    expect(json(Issuer)).toContain('UserPool');
  });

  it('logs every request of the default stage as JSON, without query strings', () => {
    const [, stage] = resources(t, 'AWS::ApiGatewayV2::Stage')[0]!;
    expect(stage.Properties).toMatchObject({ StageName: '$default', AutoDeploy: true });
    const settings = stage.Properties.AccessLogSettings as { DestinationArn: unknown; Format: string };
    expect(json(settings.DestinationArn)).toContain('HttpApiAccessLogs');
    expect(JSON.parse(settings.Format)).toMatchObject({
      requestId: '$context.requestId',
      routeKey: '$context.routeKey',
    });
    expect(settings.Format).not.toMatch(/querystring|\$context\.path/i);
  });

  it.each(httpRoutes().map((route) => [route.routeKey, route.service.name]))(
    '%s goes to the %s function as a payload v2 proxy',
    (routeKey, serviceName) => {
      const [, route] = routes.find(([, candidate]) => candidate.Properties.RouteKey === routeKey)!;
      const integrationId = json(route.Properties.Target).match(/"Ref":"([^"]+)"/)![1]!;
      const integration = t.findResources('AWS::ApiGatewayV2::Integration')[integrationId] as Resource;
      expect(integration.Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [fn(serviceName).id, 'Arn'] },
      });
    },
  );

  it('feeds every queue consumer from its queue with partial batch responses', () => {
    const consumers = registry.flatMap((service) =>
      (service.queueConsumers ?? []).map((queue) => ({ service, queue })),
    );
    const mappings = resources(t, 'AWS::Lambda::EventSourceMapping').filter(([, m]) =>
      json(m.Properties.EventSourceArn).includes('Queue'),
    );
    expect(mappings).toHaveLength(consumers.length);
    for (const { service, queue } of consumers) {
      t.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FunctionName: { Ref: fn(service.name).id },
        EventSourceArn: { 'Fn::ImportValue': Match.stringLikeRegexp(`GetAtt${pascalCase(queue)}Queue`) },
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
    }
  });

  it('feeds every stream consumer from the table stream, bisecting bad batches with bounded retries', () => {
    const consumers = registry.filter((service) => service.streamConsumer);
    expect(consumers.length).toBeGreaterThan(0);
    for (const service of consumers) {
      const [, mapping] = resources(t, 'AWS::Lambda::EventSourceMapping').find(
        ([, m]) =>
          json(m.Properties.FunctionName) === json({ Ref: fn(service.name).id }) && json(m).includes('StreamArn'),
      )!;
      expect(mapping.Properties).toMatchObject({
        StartingPosition: 'TRIM_HORIZON',
        BatchSize: 100,
        BisectBatchOnFunctionError: true,
      });
      expect(mapping.Properties.MaximumRetryAttempts).toBeGreaterThanOrEqual(0);
      expect(mapping.Properties.MaximumRetryAttempts).toBeLessThanOrEqual(10);
    }
  });

  it('has one schedule rule per registry schedule', () => {
    const schedules = registry.flatMap((service) => service.schedules ?? []);
    t.resourceCountIs('AWS::Events::Rule', schedules.length);
  });
});

describe('realtime stack', () => {
  const t = templates.realtime;
  const websocketService = registry.find((service) => service.websocket)!;

  it('routes $connect, $disconnect and $default to the websocket service', () => {
    t.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    const routes = resources(t, 'AWS::ApiGatewayV2::Route').map(([, route]) => route.Properties.RouteKey);
    expect(routes.sort()).toEqual(['$connect', '$default', '$disconnect']);
    for (const [, integration] of resources(t, 'AWS::ApiGatewayV2::Integration')) {
      expect(json(integration.Properties.IntegrationUri)).toContain(`GetAtt${fn(websocketService.name).id}Arn`);
    }
  });

  it('deploys the stage "live" automatically, with access logs that leave out the query (the token)', () => {
    t.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: 'live', AutoDeploy: true });
    const [, stage] = resources(t, 'AWS::ApiGatewayV2::Stage')[0]!;
    const settings = stage.Properties.AccessLogSettings as { DestinationArn: unknown; Format: string };
    expect(json(settings.DestinationArn)).toContain('WebSocketAccessLogs');
    expect(JSON.parse(settings.Format)).toMatchObject({
      requestId: '$context.requestId',
      connectionId: '$context.connectionId',
    });
    expect(settings.Format).not.toMatch(/querystring/i);
  });
});

describe('web stack', () => {
  const t = templates.web;

  it('hosts the web app on Amplify with an SPA rewrite and a main branch', () => {
    t.hasResourceProperties('AWS::Amplify::App', {
      Platform: 'WEB',
      CustomRules: [{ Source: spaRewriteSource, Target: '/index.html', Status: '200' }],
    });
    t.hasResourceProperties('AWS::Amplify::Branch', {
      BranchName: 'main',
      AppId: { 'Fn::GetAtt': [Match.stringLikeRegexp('^App'), 'AppId'] },
    });
  });

  it('builds the web app and writes its config.json into web/dist', () => {
    const [, app] = resources(t, 'AWS::Amplify::App')[0]!;
    const buildSpec = String(app.Properties.BuildSpec);
    expect(buildSpec).toContain('npm ci && npm run build:web');
    expect(buildSpec).toContain('baseDirectory: web/dist');
    expect(buildSpec).toContain(writeRuntimeConfigCommand);
    const names = (app.Properties.EnvironmentVariables as { Name: string }[]).map((variable) => variable.Name);
    for (const name of writeRuntimeConfigCommand.match(/LOHNWERK_\w+/g)!) expect(names).toContain(name);
  });

  it('writes a config.json that the web app accepts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lohnwerk-config-'));
    try {
      mkdirSync(join(dir, 'web/dist'), { recursive: true });
      execFileSync('sh', ['-c', writeRuntimeConfigCommand], {
        cwd: dir,
        env: {
          PATH: process.env.PATH,
          LOHNWERK_REGION: 'eu-central-1',
          LOHNWERK_API_URL: 'https://api.example',
          LOHNWERK_WS_URL: 'wss://ws.example/live',
          LOHNWERK_USER_POOL_ID: 'eu-central-1_abc',
          LOHNWERK_USER_POOL_CLIENT_ID: 'client',
        },
      });
      const config = ZRuntimeConfig.parse(JSON.parse(readFileSync(join(dir, 'web/dist/config.json'), 'utf8')));
      expect(config).toMatchObject({ stage: 'aws', apiUrl: 'https://api.example', userPoolEndpoint: null });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
