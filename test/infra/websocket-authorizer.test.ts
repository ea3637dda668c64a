import { readFileSync } from 'node:fs';
import * as cdk from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { describe, expect, it } from 'vitest';
import { type ServiceDefinition, services } from '../../lib/services';
import { buildLohnwerk } from '../../lib/stacks/lohnwerk';

type Resource = { Type: string; Properties: Record<string, unknown> };

/** The app as `cdk synth` builds it (cdk.json's flags), minus esbuild, which the templates do not need. */
const synth = () => {
  const { context } = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8'));
  const app = new cdk.App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  return buildLohnwerk(app, { env: { account: '123456789012', region: 'eu-central-1' } });
};

const stacks = synth();
const realtime = Template.fromStack(stacks.realtime);
const api = Template.fromStack(stacks.api);
const json = (value: unknown) => JSON.stringify(value);
const resources = (template: Template, type: string) =>
  Object.entries(template.findResources(type)) as [string, Resource][];

const authorizerService = (services as readonly ServiceDefinition[]).filter((service) => service.websocketAuthorizer);
/** The logical id of a service's function in the api stack. */
const functionId = (name: string) =>
  resources(api, 'AWS::Lambda::Function').find(([, fn]) =>
    json(fn.Properties.Environment).includes(`"POWERTOOLS_SERVICE_NAME":"${name}"`),
  )![0];
const route = (routeKey: string) =>
  resources(realtime, 'AWS::ApiGatewayV2::Route').find(([, candidate]) => candidate.Properties.RouteKey === routeKey)!;

describe('WebSocket $connect authorizer (issue 11, acceptance 10)', () => {
  it('is one registry service, created in the api stack like every other function', () => {
    expect(authorizerService.map((service) => service.name)).toEqual(['realtime-authorizer']);
    expect(functionId('realtime-authorizer')).toBeDefined();
  });

  it('is a Lambda REQUEST authorizer on the query token, calling the registry function', () => {
    const authorizers = resources(realtime, 'AWS::ApiGatewayV2::Authorizer');
    expect(authorizers).toHaveLength(1);
    const [, authorizer] = authorizers[0]!;
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'REQUEST',
      IdentitySource: ['route.request.querystring.token'],
    });
    expect(json(authorizer.Properties.AuthorizerUri)).toContain(`GetAtt${functionId('realtime-authorizer')}Arn`);
  });

  it('guards $connect, and only $connect (API Gateway runs authorizers on connect alone)', () => {
    const [authorizerId] = resources(realtime, 'AWS::ApiGatewayV2::Authorizer')[0]!;
    expect(route('$connect')[1].Properties).toMatchObject({
      AuthorizationType: 'CUSTOM',
      AuthorizerId: { Ref: authorizerId },
    });
    for (const routeKey of ['$disconnect', '$default']) {
      expect(route(routeKey)[1].Properties.AuthorizationType ?? 'NONE').toBe('NONE');
    }
  });

  it('lets API Gateway invoke the authorizer function for this API only', () => {
    const [authorizerId] = resources(realtime, 'AWS::ApiGatewayV2::Authorizer')[0]!;
    const permissions = resources(realtime, 'AWS::Lambda::Permission').filter(([, permission]) =>
      json(permission.Properties.FunctionName).includes(`GetAtt${functionId('realtime-authorizer')}Arn`),
    );
    expect(permissions).toHaveLength(1);
    const [, permission] = permissions[0]!;
    expect(permission.Properties.Principal).toBe('apigateway.amazonaws.com');
    expect(json(permission.Properties.SourceArn)).toContain(`authorizers/`);
    expect(json(permission.Properties.SourceArn)).toContain(authorizerId);
  });

  it('acknowledges AwsSolutions-APIG4 on $disconnect and $default only: $connect has its authorizer', () => {
    const acknowledged = stacks.realtime.webSocketApi.node
      .findAll()
      .filter((construct) => construct instanceof apigwv2.WebSocketRoute)
      .filter((construct) =>
        construct.node.metadata.some(
          (entry) =>
            entry.type === cdk.Validations.ACKNOWLEDGED_RULES_METADATA_KEY &&
            json(entry.data).includes('AwsSolutions-APIG4'),
        ),
      )
      .map((construct) => construct.routeKey);
    expect(acknowledged.sort()).toEqual(['$default', '$disconnect']);
  });
});
