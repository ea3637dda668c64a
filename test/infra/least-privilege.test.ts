import { readFileSync } from 'node:fs';
import * as cdk from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tableReadActions, tableWriteActions } from '../../lib/constructs/service-function';
import { serviceEnvironment } from '../../lib/service-environment';
import { type ServiceDefinition, services } from '../../lib/services';
import { buildLohnwerk } from '../../lib/stacks/lohnwerk';

type Resource = { Type: string; Properties: Record<string, unknown> };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

/** The whole app as `cdk synth` builds it (cdk.json's flags), minus esbuild, which the templates do not need. */
const synth = () => {
  const { context } = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8'));
  const app = new cdk.App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  const stacks = buildLohnwerk(app, { env: { account: '123456789012', region: 'eu-central-1' } });
  return Object.values(stacks).map((stack) => Template.fromStack(stack));
};

const templates = synth();
const registry = services as readonly ServiceDefinition[];
const json = (value: unknown) => JSON.stringify(value);
const list = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** A service's function and everything its role may do, from every stack (the realtime stack adds a policy). */
const permissionsOf = (name: string) => {
  for (const template of templates) {
    const functions = Object.values(template.findResources('AWS::Lambda::Function')) as Resource[];
    const found = functions.find((candidate) =>
      json(candidate.Properties.Environment).includes(`"POWERTOOLS_SERVICE_NAME":"${name}"`),
    );
    if (!found) continue;
    const roleId = (found.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const attached = (roles: unknown) =>
      list(roles as unknown[]).some(
        (role) => json(role) === json({ Ref: roleId }) || json(role).includes(`Ref${roleId}`),
      );
    const statements = templates
      .flatMap((t) => Object.values(t.findResources('AWS::IAM::Policy')) as Resource[])
      .filter((policy) => attached(policy.Properties.Roles))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    const role = template.findResources('AWS::IAM::Role')[roleId] as Resource;
    const actions = new Set(statements.flatMap((statement) => list(statement.Action)));
    const logGroupId = (found.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    return {
      environment: (found.Properties.Environment as { Variables: Record<string, unknown> }).Variables,
      statements,
      actions,
      role,
      logGroupId,
    };
  }
  throw new Error(`no function for service ${name}`);
};

const writeActions = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
const streamActions = [
  'dynamodb:DescribeStream',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
  'dynamodb:ListStreams',
];

describe('least privilege, as the registry says', () => {
  it('the identity trigger may read the table but not write it', () => {
    const { actions } = permissionsOf('identity-trigger');
    expect(actions).toContain('dynamodb:GetItem');
    expect(actions).toContain('dynamodb:Query');
    expect(actions).not.toContain('dynamodb:PutItem');
  });

  // The mail service reads customers and companies since receipt mails (issue 14); its delivery-report
  // consumer writes the table but may neither send mail nor queue it.
  it('the mail function may send mail with the configuration set; the delivery-report consumer may not', () => {
    const { actions, environment } = permissionsOf('mail');
    expect(actions).toContain('ses:SendEmail');
    expect(environment.MAIL_CONFIGURATION_SET).toBeDefined();
    const events = permissionsOf('mail-events');
    expect([...events.actions].filter((action) => action.startsWith('ses:'))).toEqual([]);
    expect(events.actions).not.toContain('sqs:SendMessage');
    expect(events.environment.MAIL_CONFIGURATION_SET).toBeUndefined();
  });

  it('the structures function cannot send to any queue', () => {
    const { actions, environment } = permissionsOf('structures');
    expect(actions).not.toContain('sqs:SendMessage');
    expect(Object.keys(environment).filter((key) => key.endsWith('_QUEUE_URL'))).toEqual([]);
  });

  it.each(registry.map((service) => [service.name, service] as const))(
    '%s has exactly the variables lib/service-environment.ts derives (as the local runtime does)',
    (_, service) => {
      const { environment } = permissionsOf(service.name);
      const located = {
        tableName: 'table',
        queueUrls: { mail: 'mail', receipts: 'receipts', documents: 'documents' },
        bucketNames: { receipts: 'receipts', documents: 'documents' },
        userPool: { userPoolId: 'pool', userPoolClientId: 'client', tokenIssuer: 'issuer' },
        mailConfigurationSet: 'mail-configuration-set',
        functionNames: Object.fromEntries(registry.map((entry) => [entry.name, entry.name])),
      };
      const derived = Object.keys(serviceEnvironment(service, located, 'test'));
      expect(Object.keys(environment).sort()).toEqual([...derived, 'LOG_LEVEL', 'NODE_OPTIONS'].sort());
    },
  );

  it('no function may Scan the table (DESIGN §3: every list is a Query)', () => {
    for (const service of registry) expect(permissionsOf(service.name).actions).not.toContain('dynamodb:Scan');
  });

  it.each(registry.map((service) => [service.name, service] as const))(
    '%s gets exactly its registry access',
    (_, service) => {
      const { access } = service;
      const { actions, environment, statements, role, logGroupId } = permissionsOf(service.name);
      const has = (action: string) => actions.has(action);

      // Table: read never includes a write; no access means no table actions and no TABLE_NAME. The
      // table's own actions name the table alone; Query reaches exactly the indexes the registry names.
      const tableActions = [...actions].filter(
        (action) => action.startsWith('dynamodb:') && !streamActions.includes(action),
      );
      const expectedTable = { read: tableReadActions, readWrite: [...tableReadActions, ...tableWriteActions] }[
        access.table ?? 'read'
      ];
      expect(tableActions.sort()).toEqual(access.table ? [...expectedTable].sort() : []);
      expect(writeActions.some(has)).toBe(access.table === 'readWrite');
      expect(environment.TABLE_NAME !== undefined).toBe(access.table !== undefined);
      expect(streamActions.some(has)).toBe(Boolean(service.streamConsumer));
      const tableResources = statements
        .filter((statement) => list(statement.Action).some((action) => tableActions.includes(action)))
        .flatMap((statement) => list(statement.Resource).map(json));
      const indexes = tableResources.flatMap((resource) =>
        [...resource.matchAll(/\/index\/([^"*]+)"/g)].map((m) => m[1]),
      );
      expect(indexes.sort()).toEqual([...(access.indexes ?? [])].sort());
      expect(tableResources.filter((resource) => resource.includes('/index/*'))).toEqual([]);
      for (const statement of statements.filter((candidate) => json(candidate.Resource).includes('/index/'))) {
        expect(list(statement.Action)).toEqual(['dynamodb:Query']);
      }

      // Queues: send only to the named ones.
      const sendTo = access.sendTo ?? [];
      const sendStatements = statements.filter((statement) => list(statement.Action).includes('sqs:SendMessage'));
      expect(sendStatements.flatMap((statement) => list(statement.Resource)).length).toBe(sendTo.length);
      for (const queue of sendTo) {
        expect(json(sendStatements)).toContain(`${queue[0]!.toUpperCase()}${queue.slice(1)}Queue`);
        expect(environment[`${queue.toUpperCase()}_QUEUE_URL`]).toBeDefined();
      }
      expect(has('sqs:ReceiveMessage')).toBe((service.queueConsumers ?? []).length > 0);

      // Everything else only when asked for.
      expect(has('ses:SendEmail')).toBe(Boolean(access.sendMail));
      expect([...actions].filter((action) => action.startsWith('cognito-idp:')).sort()).toEqual(
        [...(access.userPoolActions ?? [])].sort(),
      );
      expect(has('execute-api:ManageConnections')).toBe(Boolean(access.manageConnections));
      // Push is granted only for configured platform applications (test/infra/api-stack.test.ts); none here.
      expect([...actions].filter((action) => action.startsWith('sns:'))).toEqual([]);
      expect([...actions].some((action) => action.startsWith('s3:'))).toBe(
        Object.keys(access.buckets ?? {}).length > 0,
      );
      // Invoking another function only where the registry names it, and then that function alone.
      const invokeStatements = statements.filter((statement) =>
        list(statement.Action).includes('lambda:InvokeFunction'),
      );
      const invokes = access.invokes ?? [];
      expect(invokeStatements.length > 0).toBe(invokes.length > 0);
      for (const callee of invokes) {
        const calleeId = `${callee[0]?.toUpperCase()}${callee.slice(1)}`;
        expect(json(invokeStatements)).toContain(calleeId);
        expect(environment[`${callee.toUpperCase()}_FUNCTION_NAME`]).toBeDefined();
      }
      expect(
        invokeStatements
          .flatMap((statement) => list(statement.Resource))
          .every((resource) => {
            const text = json(resource);
            return invokes.some((callee) => text.includes(`${callee[0]?.toUpperCase()}${callee.slice(1)}`));
          }),
      ).toBe(true);
      // Locking an object for years is for the one service that stores finalized receipts' files.
      expect(has('s3:PutObjectRetention')).toBe(Object.values(access.buckets ?? {}).includes('readWriteRetained'));

      // No wildcard resource except the ListStreams that stream reading needs (it has no resource type).
      for (const statement of statements.filter((candidate) => json(candidate.Resource) === '"*"')) {
        expect(list(statement.Action)).toEqual(['dynamodb:ListStreams']);
      }
      // No AWS-managed policy: logs go to the function's own log group only.
      expect(role.Properties.ManagedPolicyArns).toBeUndefined();
      const logStatements = statements.filter((statement) =>
        list(statement.Action).some((action) => action.startsWith('logs:')),
      );
      expect(logStatements.flatMap((statement) => list(statement.Action)).sort()).toEqual([
        'logs:CreateLogStream',
        'logs:PutLogEvents',
      ]);
      for (const statement of logStatements) {
        expect(statement.Resource).toEqual({ 'Fn::GetAtt': [logGroupId, 'Arn'] });
      }
    },
  );
});
