import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { pascalCase } from '../../lib/constructs/service-function';
import { httpRoutes } from '../../lib/services';
import {
  fn,
  functions,
  json,
  pushApplicationArns,
  type Resource,
  registry,
  resources,
  templates,
} from './synthesized-app';

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
      // The web app sends its API version (schemas/api/client-version.ts): the browser must be let to.
      CorsConfiguration: Match.objectLike({
        AllowOrigins: ['*'],
        AllowHeaders: Match.arrayWith(['authorization', 'content-type', 'client-version']),
      }),
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

describe('push through SNS platform applications (configured by context)', () => {
  type Statement = { Action: string | string[]; Resource: unknown };
  const list = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);
  /** Every statement of the policies attached to a service's role, with its actions. */
  const statementsOf = (name: string) => {
    const { stack, resource } = fn(name);
    const roleId = (resource.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    return resources(templates[stack], 'AWS::IAM::Policy')
      .filter(([, policy]) => json(policy.Properties.Roles).includes(`"${roleId}"`))
      .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  };
  const snsStatements = (name: string) =>
    statementsOf(name).filter((statement) => list(statement.Action).some((action) => action.startsWith('sns:')));

  it('let the notifications function create endpoints on exactly the configured applications', () => {
    const creating = snsStatements('notifications').filter((statement) =>
      list(statement.Action).includes('sns:CreatePlatformEndpoint'),
    );
    // CDK merges statements of one action into one with both resources.
    expect(new Set(creating.flatMap((statement) => list(statement.Action)))).toEqual(
      new Set(['sns:CreatePlatformEndpoint']),
    );
    expect(creating.flatMap((statement) => list(statement.Resource)).sort()).toEqual(
      [pushApplicationArns.fcm, pushApplicationArns.apns].sort(),
    );
  });

  it("let it publish to those applications' device endpoints only", () => {
    const publishing = snsStatements('notifications').filter((statement) =>
      list(statement.Action).includes('sns:Publish'),
    );
    expect(new Set(publishing.flatMap((statement) => list(statement.Action)))).toEqual(new Set(['sns:Publish']));
    expect(publishing.flatMap((statement) => list(statement.Resource)).sort()).toEqual([
      'arn:aws:sns:eu-central-1:123456789012:endpoint/APNS/lohnwerk-ios/*',
      'arn:aws:sns:eu-central-1:123456789012:endpoint/GCM/lohnwerk-android/*',
    ]);
  });

  it('tell it the applications, and give no other service any SNS action', () => {
    const env = (fn('notifications').resource.Properties.Environment as { Variables: Record<string, unknown> })
      .Variables;
    expect(env.PUSH_PLATFORM_APPLICATION_FCM).toBe(pushApplicationArns.fcm);
    expect(env.PUSH_PLATFORM_APPLICATION_APNS).toBe(pushApplicationArns.apns);
    for (const service of registry.filter((candidate) => !candidate.access.push)) {
      expect(snsStatements(service.name), service.name).toEqual([]);
    }
  });
});
