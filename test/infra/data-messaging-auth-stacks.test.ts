import type * as cdk from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { pascalCase } from '../../lib/constructs/service-function';
import { bucketNames, queueNames } from '../../lib/services';
import { PASSWORD_MIN_LENGTH } from '../../schemas/constants';
import { fn, json, registry, resources, stacks, templates } from './synthesized-app';

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

  it('has Object Lock on the documents bucket only: finalized receipts are kept 10 years unchangeable', () => {
    const bucketOf = (name: string) =>
      resources(t, 'AWS::S3::Bucket').find(([key]) => key.startsWith(`${pascalCase(name)}Bucket`))![1];
    expect(bucketOf('documents').Properties).toMatchObject({
      ObjectLockEnabled: true,
      VersioningConfiguration: { Status: 'Enabled' },
    });
    expect(bucketOf('receipts').Properties.ObjectLockEnabled).not.toBe(true);
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

  it('has SES report bounces, rejects and complaints through a TLS-only topic, raw, to the mail-events queue', () => {
    const [topicId] = resources(t, 'AWS::SNS::Topic').map(([id]) => id);
    const [queueId] = resources(t, 'AWS::SQS::Queue').find(([id]) => id.startsWith('MailEventsQueue'))!;
    t.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['bounce', 'reject', 'complaint']),
        SnsDestination: { TopicARN: { Ref: topicId } },
      },
    });
    t.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'sqs',
      RawMessageDelivery: true,
      TopicArn: { Ref: topicId },
      Endpoint: { 'Fn::GetAtt': [queueId, 'Arn'] },
    });
    expect(json(resources(t, 'AWS::SNS::TopicPolicy'))).toContain('"aws:SecureTransport":"false"');
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
