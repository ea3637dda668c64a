import * as cdk from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { CONNECT_TOKEN_QUERY } from '../../schemas/api/realtime';
import { accessLogSettings } from '../constructs/access-log';
import type { ServiceFunction } from '../constructs/service-function';

export type RealtimeStackProps = cdk.StackProps & {
  /** The api stack's functions by service name; the registry says which answers and which authorizes the WebSocket. */
  functions: ReadonlyMap<string, ServiceFunction>;
};

export const webSocketStageName = 'live';

/** API Gateway runs authorizers on $connect alone; the other routes belong to a connection authorized there. */
const routesAfterConnect = ['$disconnect', '$default'];
const afterConnectReason =
  'API Gateway runs authorizers only on $connect; this route belongs to a connection authorized there.';

/** The one function the registry marks with `flag`; a registry with none or several cannot be deployed. */
const onlyFunctionWith = (
  functions: ReadonlyMap<string, ServiceFunction>,
  flag: 'websocket' | 'websocketAuthorizer',
): ServiceFunction => {
  const found = [...functions.values()].filter((fn) => fn.service[flag]);
  if (found.length !== 1) {
    throw new Error(`Exactly one service must declare ${flag}: true in lib/services.ts, found ${found.length}`);
  }
  return found[0]!;
};

/**
 * WebSocket APIs write access logs through the role set once per account and region for API Gateway
 * (HTTP APIs do not need it); without it the stage cannot be deployed with logging. The role is our
 * own policy, not the AWS-managed AmazonAPIGatewayPushToCloudWatchLogs.
 */
const apiGatewayLoggingRole = (scope: Construct): apigateway.CfnAccount => {
  const role = new iam.Role(scope, 'ApiGatewayLoggingRole', {
    assumedBy: new iam.ServicePrincipal('apigateway.amazonaws.com'),
    inlinePolicies: {
      pushToCloudWatchLogs: new iam.PolicyDocument({
        statements: [
          new iam.PolicyStatement({
            actions: [
              'logs:CreateLogGroup',
              'logs:CreateLogStream',
              'logs:DescribeLogGroups',
              'logs:DescribeLogStreams',
              'logs:PutLogEvents',
              'logs:GetLogEvents',
              'logs:FilterLogEvents',
            ],
            resources: ['*'],
          }),
        ],
      }),
    },
  });
  cdk.Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'API Gateway writes the logs of every API of the account and region through this one role (it is an account setting), so it cannot name the log groups in advance.',
  });
  const account = new apigateway.CfnAccount(scope, 'ApiGatewayAccount', { cloudWatchRoleArn: role.roleArn });
  account.node.addDependency(role);
  return account;
};

/**
 * Live updates (company lists, positions, telemetry) over an API Gateway WebSocket. The handler learns
 * the management endpoint from the connect event (domain + stage), so it needs no environment variable,
 * and this stack can come after the api stack without the api stack depending on it.
 */
export class RealtimeStack extends cdk.Stack {
  readonly webSocketApi: apigwv2.WebSocketApi;
  readonly stage: apigwv2.WebSocketStage;

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);

    const integration = new WebSocketLambdaIntegration(
      'RealtimeIntegration',
      onlyFunctionWith(props.functions, 'websocket'),
    );
    // Browsers cannot send headers on a WebSocket, so the ID token travels in the query; API Gateway
    // refuses a connect without it (401) before calling the authorizer, and with a Deny (403). The
    // $connect handler verifies the token again and checks the membership (defence in depth).
    const authorizer = new WebSocketLambdaAuthorizer(
      'ConnectAuthorizer',
      onlyFunctionWith(props.functions, 'websocketAuthorizer'),
      { identitySource: [`route.request.querystring.${CONNECT_TOKEN_QUERY}`] },
    );

    this.webSocketApi = new apigwv2.WebSocketApi(this, 'WebSocketApi', {
      apiName: 'lohnwerk-live',
      connectRouteOptions: { integration, authorizer },
    });
    for (const routeKey of routesAfterConnect) {
      const route = this.webSocketApi.addRoute(routeKey, { integration });
      cdk.Validations.of(route).acknowledge({ id: 'AwsSolutions-APIG4', reason: afterConnectReason });
    }
    const logging = apiGatewayLoggingRole(this);
    this.stage = new apigwv2.WebSocketStage(this, 'LiveStage', {
      webSocketApi: this.webSocketApi,
      stageName: webSocketStageName,
      autoDeploy: true,
      accessLogSettings: accessLogSettings(this, 'WebSocketAccessLogs', 'webSocket').settings,
    });
    // The stage's access logs need the account's API Gateway logging role to be set first.
    this.stage.node.addDependency(logging);

    for (const fn of props.functions.values()) {
      if (fn.service.access.manageConnections) {
        fn.allowManageConnections(this, this.webSocketApi, webSocketStageName);
      }
    }

    new cdk.CfnOutput(this, 'WebSocketUrl', { value: this.stage.url });
  }
}
